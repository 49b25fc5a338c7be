import type { AuthMethod } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/password';
import { audit } from './audit';
import type { OpenSession, SessionContext, SessionService } from '../../plugins/session.service';
import {
  ACCOUNT_PASSWORD_RULE,
  ACCOUNT_SLOWDOWN_MS,
  ACCOUNT_SLOWDOWN_RULE,
  ADDRESS_PASSWORD_RULE,
  CODE_RULE,
  type ThrottleService,
} from './throttle.service';
import type { TwoFactorService } from './two-factor.service';

export type User = typeof users.$inferSelect;

export type LoginOutcome =
  | { kind: 'locked'; retryAfter: number }
  | { kind: 'invalid_credentials' }
  | { kind: 'inactive_user' }
  | { kind: 'signed_in'; user: User; secret: string; expiresAt: Date; step: 'complete' | 'code' | 'setup' };

export type CodeOutcome =
  | { kind: 'no_pending_sign_in' }
  | { kind: 'locked'; retryAfter: number }
  | { kind: 'wrong'; attemptsRemaining: number }
  | { kind: 'limit_exceeded' }
  | { kind: 'accepted'; secret: string; expiresAt: Date };

export interface AuthServiceDeps {
  db: Db;
  sessions: SessionService;
  throttle: ThrottleService;
  twoFactor: TwoFactorService;
  /** Delivers an e-mail code of a pending sign-in (the mailer; absent in tests that do not need it). */
  sendEmailCode?: (user: User, code: string) => Promise<void>;
  /** Waits before checking a password of an account under attack (tests observe it rather than wait). */
  slowDown?: (ms: number) => Promise<void>;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Sign-in: password with attempt limits, then the second factor when the account has or needs one. */
export function createAuthService({
  db,
  sessions,
  throttle,
  twoFactor,
  sendEmailCode,
  slowDown = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: AuthServiceDeps) {
  // Checked against when the address is unknown, so a wrong address costs as much time as a wrong password.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword('decoy password, never valid'));

  // Wrong passwords are counted per account and address (locks that pair), per account from anywhere (slows every
  // check of the account down) and per address over all accounts (locks the address).
  const accountKey = (email: string) => `password:account:${email.trim().toLowerCase()}`;
  const pairPrefix = (email: string) => `password:account-address:${email.trim().toLowerCase()}|`;
  const pairKey = (email: string, ip: string | null) => `${pairPrefix(email)}${ip ?? 'unknown'}`;
  const addressKey = (ip: string | null) => `password:address:${ip ?? 'unknown'}`;
  const codeKey = (userId: string) => `code:${userId}`;

  return {
    async login(email: string, password: string, context: SessionContext): Promise<LoginOutcome> {
      const locked = Math.max(
        await throttle.lockedFor(pairKey(email, context.ip)),
        await throttle.lockedFor(addressKey(context.ip)),
      );
      // While locked even the right password is refused, and not checked: nothing to learn by trying. The lock holds
      // for this address only; the owner elsewhere is not kept out.
      if (locked > 0) return { kind: 'locked', retryAfter: locked };
      // Guessed at from many addresses: every check of this account costs time, the right password still works.
      if (
        (await throttle.failures(accountKey(email), ACCOUNT_SLOWDOWN_RULE.windowMs)) >= ACCOUNT_SLOWDOWN_RULE.threshold
      )
        await slowDown(ACCOUNT_SLOWDOWN_MS);

      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !user.passwordHash || !valid) {
        await throttle.fail(addressKey(context.ip), ADDRESS_PASSWORD_RULE);
        await throttle.record(accountKey(email), ACCOUNT_SLOWDOWN_RULE.windowMs);
        const remaining = await throttle.fail(pairKey(email, context.ip), ACCOUNT_PASSWORD_RULE);
        if (user) await audit(db, 'login_failed', { userId: user.id, ...context, data: { remaining } });
        return { kind: 'invalid_credentials' };
      }
      if (!user.active) return { kind: 'inactive_user' };
      // This address's count starts afresh; the account-wide count runs out with its window (a guesser elsewhere
      // must not be relieved by the owner signing in).
      await throttle.reset(pairKey(email, context.ip));
      return this.signIn(user, context);
    },

    /**
     * Starts a session for a user whose password (or activation token) was just proven: complete, or owing the
     * code (an e-mail code is sent now), or owing the two-factor setup.
     */
    async signIn(user: User, context: SessionContext): Promise<Extract<LoginOutcome, { kind: 'signed_in' }>> {
      const step = await nextStep(user);
      const session = await sessions.create(user.id, { ...context, pendingStep: step === 'complete' ? null : step });
      if (step === 'code' && user.authMethod === 'email') {
        const code = await twoFactor.issueEmailCode(user.id, session.id);
        await sendEmailCode?.(user, code);
      }
      if (step === 'complete') await audit(db, 'login', { userId: user.id, ...context, data: { method: 'password' } });
      return { kind: 'signed_in', user, secret: session.secret, expiresAt: session.expiresAt, step };
    },

    /** Forgets the failed passwords of an address (after a reset, the account is not left locked). */
    async clearFailures(email: string): Promise<void> {
      await throttle.reset(accountKey(email));
      await throttle.resetPrefix(pairPrefix(email));
    },

    /** The second step: the code of the pending sign-in; on success a new session secret. */
    async checkCode(session: OpenSession | null, code: string, context: SessionContext): Promise<CodeOutcome> {
      if (!session || session.pendingStep !== 'code') return { kind: 'no_pending_sign_in' };
      const key = codeKey(session.userId);
      const locked = await throttle.lockedFor(key);
      if (locked > 0) return { kind: 'locked', retryAfter: locked };
      const [user] = await db.select().from(users).where(eq(users.id, session.userId));
      if (!user) return { kind: 'no_pending_sign_in' };

      const method: AuthMethod = user.authMethod;
      const normalized = code.replace(/\s+/g, '');
      const ok =
        method === 'authenticator' && user.twoFactorSecret
          ? await twoFactor.verifyTotp(user.id, user.twoFactorSecret, normalized)
          : method === 'email'
            ? await twoFactor.verifyEmailCode(user.id, session.id, normalized)
            : false;
      if (!ok) {
        const attemptsRemaining = await throttle.fail(key, CODE_RULE);
        await audit(db, 'two_factor_failed', { userId: user.id, ...context, data: { attemptsRemaining } });
        if (attemptsRemaining === 0) {
          // Locked: this pending sign-in is over; after the lock a new one starts with the password.
          await sessions.destroy(session.id);
          return { kind: 'limit_exceeded' };
        }
        return { kind: 'wrong', attemptsRemaining };
      }
      await throttle.reset(key);
      const next = await sessions.rotate(session, { pendingStep: null }, context);
      await audit(db, 'login', { userId: user.id, ...context, data: { method } });
      return { kind: 'accepted', secret: next.secret, expiresAt: next.expiresAt };
    },
  };

  async function nextStep(user: User): Promise<'complete' | 'code' | 'setup'> {
    if (user.authMethod === 'authenticator' && user.twoFactorSecret) return 'code';
    if (user.authMethod === 'email') return 'code';
    return (await twoFactor.isRequired(user)) ? 'setup' : 'complete';
  }
}
