import type { ApiKeyRole, Permission, Role } from '@portal/contracts';

/**
 * Who may call a route. Declared on every route (`defineRoute` requires it, a root hook refuses routes without it):
 * - `anonymous`: anyone;
 * - `login`: any signed-in user;
 * - `{ roles, permissions }`: a signed-in user with one of the roles or one of the global permissions
 *   (ROLE_ADMIN passes every check; both empty means any signed-in user, spec 1 §6);
 * - `apiKey:<ROLE>`: a machine caller whose enabled API key holds that role;
 * - `token`: an external contributor holding a valid access token;
 * - `setup`: a signed-in user, including one who must still configure two-factor (only the calls that do that).
 * A list means any one of them.
 */
export type AccessRule =
  | 'anonymous'
  | 'login'
  | { roles?: readonly Role[]; permissions?: readonly Permission[] }
  | `apiKey:${ApiKeyRole}`
  | 'token'
  | 'setup';
export type Access = AccessRule | readonly AccessRule[];

/** The caller of a request, resolved once before any handler runs. */
export type Identity =
  | {
      kind: 'user';
      userId: string;
      roles: readonly Role[];
      permissions: readonly Permission[];
      /** The session it came from (absent for identities made up in tests). */
      sessionId?: string;
      /** The admin impersonating this user, if any. */
      impersonatorId?: string | null;
      /** Signed in, but two-factor must be configured first: only `setup` routes let them through. */
      setupPending?: boolean;
    }
  | { kind: 'apiKey'; apiKeyId: string; roles: readonly ApiKeyRole[] }
  | { kind: 'token'; tokenId: string; assignmentId: string };

export type AccessDecision = 'allow' | 'unauthorized' | 'forbidden';

function decideOne(rule: AccessRule, who: Identity | null): AccessDecision {
  if (rule === 'anonymous') return 'allow';
  if (rule === 'token') {
    return who?.kind === 'token' ? 'allow' : 'unauthorized';
  }
  if (typeof rule === 'string' && rule.startsWith('apiKey:')) {
    if (who?.kind !== 'apiKey') return 'unauthorized';
    return who.roles.includes(rule.slice('apiKey:'.length) as ApiKeyRole) ? 'allow' : 'forbidden';
  }
  if (who?.kind !== 'user') return 'unauthorized';
  if (rule === 'setup') return 'allow';
  if (who.setupPending) return 'unauthorized';
  if (rule === 'login') return 'allow';
  if (typeof rule === 'string') return 'forbidden';
  if (who.roles.includes('ROLE_ADMIN')) return 'allow';
  const roles = rule.roles ?? [];
  const permissions = rule.permissions ?? [];
  if (roles.length === 0 && permissions.length === 0) return 'allow';
  if (roles.some((r) => who.roles.includes(r))) return 'allow';
  if (permissions.some((p) => who.permissions.includes(p))) return 'allow';
  return 'forbidden';
}

/**
 * Deny by default: allowed when any rule allows; otherwise 403 when the caller is known (wrong role, wrong kind of
 * credential for a role rule) and 401 when nobody suitable is signed in.
 */
export function decideAccess(access: Access, who: Identity | null): AccessDecision {
  const rules: readonly AccessRule[] = Array.isArray(access) ? access : [access as AccessRule];
  if (rules.length === 0) return 'forbidden';
  let decision: AccessDecision = 'unauthorized';
  for (const rule of rules) {
    const d = decideOne(rule, who);
    if (d === 'allow') return 'allow';
    if (d === 'forbidden') decision = 'forbidden';
  }
  return decision;
}

/** True when the value is a well-formed access declaration (the route-table guard uses it). */
export function isAccess(value: unknown): value is Access {
  const ok = (r: unknown): boolean =>
    r === 'anonymous' ||
    r === 'login' ||
    r === 'token' ||
    r === 'setup' ||
    (typeof r === 'string' && /^apiKey:ROLE_[A-Z_]+$/.test(r)) ||
    (typeof r === 'object' && r !== null && !Array.isArray(r) && ('roles' in r || 'permissions' in r));
  return Array.isArray(value) ? value.length > 0 && value.every(ok) : ok(value);
}
