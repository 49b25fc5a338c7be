// No runtime import of roles.ts (its zod schemas would join the web app's entry, which resolves the view at startup).
import type { Role } from './roles';

/** The four views a user can switch between, in fallback priority order (spec 1 §4). */
export const VIEWS = ['admin', 'educator', 'participant', 'e-learning'] as const;
export type View = (typeof VIEWS)[number];

/** Roles that give the educator view: every educator-type role (issue 4). */
const EDUCATOR_VIEW_ROLES: readonly Role[] = [
  'ROLE_EDUCATOR',
  'ROLE_TEACHER',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
];

/** The views a user may switch between, in the spec's priority order: admin, educator, participant, e-learning. */
export function availableViews(roles: readonly Role[]): View[] {
  return VIEWS.filter((view) => {
    switch (view) {
      case 'admin':
        return roles.includes('ROLE_ADMIN');
      case 'educator':
        return roles.some((r) => EDUCATOR_VIEW_ROLES.includes(r));
      case 'participant':
        return roles.includes('ROLE_PARTICIPANT');
      case 'e-learning':
        return roles.includes('ROLE_FREE_E_LEARNING_USER');
    }
  });
}

/** The stored view when the roles still allow it, otherwise the first available by priority (spec 1 §4). */
export function resolveView(roles: readonly Role[], stored: string | null | undefined): View | null {
  const views = availableViews(roles);
  return views.find((v) => v === stored) ?? views[0] ?? null;
}

/** Where each view starts (spec 1 §2). */
export const INITIAL_ROUTES: Record<View, string> = {
  admin: '/gebruikers',
  educator: '/agenda',
  participant: '/',
  'e-learning': '/e-learnings',
};
