import type { Role } from '@portal/contracts';
import type { Access, Identity } from '../../lib/access';

export type MyParticipantsActor = Extract<Identity, { kind: 'user' }>;

/** `/mijn-deelnemers` (spec 3 §2): practical trainers, institute educators and program assistants (admins pass). */
export const MY_PARTICIPANTS_ROLES: readonly Role[] = [
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
];
export const MY_PARTICIPANTS_ACCESS: Access = { roles: MY_PARTICIPANTS_ROLES };

/** The route's gate for another educator's list: LIST_USERS (the users screens); `canViewEducatorParticipants` then. */
export const EDUCATOR_PARTICIPANTS_ACCESS: Access = { permissions: ['LIST_USERS'] };

const isAdmin = (actor: MyParticipantsActor) => actor.roles.includes('ROLE_ADMIN');

/**
 * The educator page's 'Deelnemers' (spec 3 "Users overview and user pages"): LIST_USERS and VIEW_EDUCATOR together,
 * or an admin. Decided before the educator is looked up, so a refusal says nothing about who exists.
 */
export const canViewEducatorParticipants = (actor: MyParticipantsActor) =>
  isAdmin(actor) || (actor.permissions.includes('LIST_USERS') && actor.permissions.includes('VIEW_EDUCATOR'));
