import type { Permission, Role } from '@portal/contracts';
import type { Identity } from '../../lib/access';

export type EducatorEventsActor = Extract<Identity, { kind: 'user' }>;

/** The roles that work on events; with VIEW_MODULES they get the educator modules list (spec 3 §1 routes). */
const MODULE_ROLES: readonly Role[] = ['ROLE_PROGRAM_ASSISTANT', 'ROLE_INSTITUTE_EDUCATOR', 'ROLE_TEACHER'];

const isAdmin = (actor: EducatorEventsActor) => actor.roles.includes('ROLE_ADMIN');

/** The route's gate: VIEW_MODULES (admin passes); `canViewModules` then asks for the role as well. */
export const VIEW_MODULES_ACCESS = { permissions: ['VIEW_MODULES'] as Permission[] };
/** Another educator's events: the teacher's modules tab (VIEW_TEACHER) and the educator page (VIEW_EDUCATOR). */
export const VIEW_EDUCATOR_EVENTS_ACCESS = { permissions: ['VIEW_TEACHER', 'VIEW_EDUCATOR'] as Permission[] };

/** `/modulen`: a program assistant, institute educator or teacher holding VIEW_MODULES, or an admin. */
export const canViewModules = (actor: EducatorEventsActor) =>
  isAdmin(actor) ||
  (actor.permissions.includes('VIEW_MODULES') && MODULE_ROLES.some((role) => actor.roles.includes(role)));

/** Admins and program assistants see every event (and may narrow to their own); the others see their own only. */
export const seesAllEvents = (actor: EducatorEventsActor) =>
  isAdmin(actor) || actor.roles.includes('ROLE_PROGRAM_ASSISTANT');

/** An admin may change every event's learning material; anyone else as their staff row says. */
export const writesAllEvents = (actor: EducatorEventsActor) => isAdmin(actor);
