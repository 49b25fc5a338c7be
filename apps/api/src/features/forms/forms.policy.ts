import { EVALUATIONS_OVERVIEW_ROLES, type Permission, type Role } from '@portal/contracts';
import type { Access } from '../../lib/access';
import type { Identity } from '../../lib/access';

/** A signed-in user working with forms (the access gate let only users through these routes). */
export type FormActor = Extract<Identity, { kind: 'user' }>;

const isAdmin = (actor: FormActor) => actor.roles.includes('ROLE_ADMIN');
const holds = (actor: FormActor, permission: Permission) => isAdmin(actor) || actor.permissions.includes(permission);

/** Access declarations of the form routes (spec 3 §6; admin passes every check). */
export const LIST_FORMS_ACCESS = {
  roles: ['ROLE_ADMIN'] as Role[],
  permissions: ['LIST_FORMS', 'SAVE_FORM'] as Permission[],
};
export const SAVE_FORM_ACCESS = { roles: ['ROLE_ADMIN'] as Role[], permissions: ['SAVE_FORM'] as Permission[] };
export const DELETE_FORM_ACCESS = { roles: ['ROLE_ADMIN'] as Role[], permissions: ['DELETE_FORM'] as Permission[] };
export const MANAGE_CATEGORIES_ACCESS = {
  roles: ['ROLE_ADMIN'] as Role[],
  permissions: ['MANAGE_FORM_CATEGORIES'] as Permission[],
};
/**
 * The valuations (`GET /api/educators/evaluation-options`): the form editor's choices, and the filter options of the
 * evaluations overview (spec 3 §"Evaluations"), so whoever may open either may read them.
 */
export const EVALUATION_OPTIONS_ACCESS: Access = [LIST_FORMS_ACCESS, { roles: EVALUATIONS_OVERVIEW_ROLES }];
/** Import, export and the CSV of the overview are for admins only (spec 3 §6). */
export const ADMIN_ACCESS = { roles: ['ROLE_ADMIN'] as Role[] };

export const canListForms = (actor: FormActor) => holds(actor, 'LIST_FORMS') || holds(actor, 'SAVE_FORM');
export const canSaveForms = (actor: FormActor) => holds(actor, 'SAVE_FORM');
export const canDeleteForms = (actor: FormActor) => holds(actor, 'DELETE_FORM');
export const canExportForms = (actor: FormActor) => isAdmin(actor);
