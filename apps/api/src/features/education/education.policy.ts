import type { EducationPermissions, EducationStaffRole, Role } from '@portal/contracts';
import type { Identity } from '../../lib/access';
import { AppError } from '../../lib/app-error';

/** A signed-in user acting on an education (the routes declare `login`; the policy decides per education). */
export type EducationActor = Extract<Identity, { kind: 'user' }>;

/**
 * What the policy needs to know about one education and the caller, read in one query by the repository:
 * the participant, the caller's links as staff, and whether the admin impersonating the caller (if any) is an admin.
 */
export interface EducationAccessFacts {
  educationId: string;
  ownerId: string;
  /** The caller's roles in the education's staff (institute educator, practical trainer, program assistant). */
  staffRoles: readonly EducationStaffRole[];
  /** The session is an impersonation by a user holding ROLE_ADMIN. */
  impersonatedByAdmin: boolean;
}

/** The staff roles that may read a participant's education (spec 2 §6: institute and practical educators, program assistant). */
const VIEWING_STAFF_ROLES: readonly EducationStaffRole[] = [
  'institute_educator',
  'practical_trainer',
  'program_assistant',
];

const hasRole = (actor: EducationActor, role: Role) => actor.roles.includes(role);

/** The participant whose education it is. */
export const isOwner = (actor: EducationActor, facts: EducationAccessFacts) => actor.userId === facts.ownerId;
/** Staff linked to this education (not every educator: only those AFAS links to it). */
export const isLinkedStaff = (_actor: EducationActor, facts: EducationAccessFacts) =>
  facts.staffRoles.some((role) => VIEWING_STAFF_ROLES.includes(role));
export const isAdmin = (actor: EducationActor) => hasRole(actor, 'ROLE_ADMIN');
/**
 * Staff of the users screens who may open anyone's education from there (spec 3: `/gebruikers/onderwijs/{id}` needs
 * LIST_USERS, its links VIEW_EDUCATION): both permissions together; either alone gives nothing.
 */
export const viewsEducationsOfUsers = (actor: EducationActor) =>
  actor.permissions.includes('LIST_USERS') && actor.permissions.includes('VIEW_EDUCATION');
/** An admin acting as someone (the debug information of spec 2 §6). */
export const isImitatingAdmin = (actor: EducationActor, facts: EducationAccessFacts) =>
  Boolean(actor.impersonatorId) && facts.impersonatedByAdmin;

/**
 * The education permissions of spec 2 §6, deny by default:
 * - view: the owner, linked staff, admins, holders of LIST_USERS and VIEW_EDUCATION (the users screens), and whoever
 *   an admin impersonates, as that user;
 * - edit: the owner and admins (registering, own material, assignments and requests are the participant's; linked
 *   staff read along, their own actions live in the educator area);
 * - imitatingAdmin: an admin acting as a user who may view.
 */
export function educationPermissions(actor: EducationActor, facts: EducationAccessFacts): EducationPermissions {
  const view = isOwner(actor, facts) || isLinkedStaff(actor, facts) || isAdmin(actor) || viewsEducationsOfUsers(actor);
  const edit = isOwner(actor, facts) || isAdmin(actor);
  return { view, edit, imitatingAdmin: view && isImitatingAdmin(actor, facts) };
}

export type EducationAction = 'view' | 'edit';

/**
 * Throws unless the caller may do `action`. Without view the education does not exist for the caller (404, so its
 * existence does not leak); with view but not edit the answer is 403.
 */
export function authorizeEducation(
  actor: EducationActor,
  action: EducationAction,
  facts: EducationAccessFacts | null,
): EducationPermissions {
  if (!facts) throw AppError.notFound();
  const permissions = educationPermissions(actor, facts);
  if (!permissions.view) throw AppError.notFound();
  if (action === 'edit' && !permissions.edit) throw AppError.forbidden();
  return permissions;
}
