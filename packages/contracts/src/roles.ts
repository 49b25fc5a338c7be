import { z } from 'zod';

/** The user roles of the product (spec 1 §6). Labels live in the i18n catalogue (`roles` namespace). */
export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_PARTICIPANT',
  'ROLE_FREE_E_LEARNING_USER',
  'ROLE_EDUCATOR',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
  'ROLE_TEACHER',
  'ROLE_EXTERNAL',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles an API key can hold (spec 1 §6): machine access, never a person's role. */
export const API_KEY_ROLES = ['ROLE_SYNCHRONIZE_AFAS', 'ROLE_CREATE_NOTIFICATIONS', 'ROLE_REGISTER_USERS'] as const;
export const apiKeyRoleSchema = z.enum(API_KEY_ROLES);
export type ApiKeyRole = z.infer<typeof apiKeyRoleSchema>;

/** Global permissions seen across the product (spec 1 §6). */
export const PERMISSIONS = [
  'MANAGE_NEWS',
  'LIST_USERS',
  'LIST_FORMS',
  'SAVE_FORM',
  'DELETE_FORM',
  'MANAGE_FORM_CATEGORIES',
  'VIEW_MODULES',
  'VIEW_EDUCATION',
  'VIEW_TEACHER',
  'VIEW_EDUCATOR',
  'SYNC_USER',
  'IMITATE_USER',
  'UPDATE_EVALUATORS',
  'RESET_EVALUATION',
] as const;
export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

// The views (VIEWS, View) are in views.ts, which needs no zod: the web app's entry resolves the view at startup.

/** Every role that works for the institute (not participants, e-learning users or external contributors). */
export const STAFF_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_EDUCATOR',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
  'ROLE_TEACHER',
];

/**
 * Who opens the evaluations overview `/beoordelingen` (spec 3 §2; ROLE_ADMIN passes every check): its list, its
 * pickers and its filter options (the evaluation-options call) share this rule.
 */
export const EVALUATIONS_OVERVIEW_ROLES: readonly Role[] = [
  'ROLE_TEACHER',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_PROGRAM_ASSISTANT',
  'ROLE_INSTITUTE_EDUCATOR',
];
