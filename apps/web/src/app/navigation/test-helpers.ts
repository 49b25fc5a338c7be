// Shared by the shell's tests: the demo logins as `GET /api/users/account` answers them. Roles and permissions are
// copied from the demo seed (apps/api/src/db/seed/demo/logins.ts); the web cannot import the API's code.
import type { Account, Permission } from '@portal/contracts';
import { makeAccount } from '../../../test/fixtures';

const ASSISTANT_PERMISSIONS: Permission[] = [
  'MANAGE_NEWS',
  'LIST_USERS',
  'LIST_FORMS',
  'SAVE_FORM',
  'MANAGE_FORM_CATEGORIES',
  'VIEW_MODULES',
  'VIEW_EDUCATION',
  'VIEW_TEACHER',
  'VIEW_EDUCATOR',
  'UPDATE_EVALUATORS',
  'RESET_EVALUATION',
];

export const FURTHER_EDUCATION_ID = '9d7f3c1e-2b4a-4c6d-8e0f-1a2b3c4d5e6f';

export type DemoLogin =
  'beheerder' | 'assistent' | 'docent' | 'praktijkopleider' | 'opleider' | 'deelnemer' | 'elearning' | 'multi';

export const DEMO: Record<DemoLogin, Account> = {
  beheerder: makeAccount({ roles: ['ROLE_ADMIN'], permissions: ['IMITATE_USER', 'SYNC_USER'] }),
  assistent: makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ASSISTANT_PERMISSIONS }),
  docent: makeAccount({ roles: ['ROLE_TEACHER'], permissions: ['VIEW_MODULES'] }),
  praktijkopleider: makeAccount({ roles: ['ROLE_PRACTICAL_TRAINER'], permissions: ['VIEW_EDUCATION'] }),
  opleider: makeAccount({
    roles: ['ROLE_INSTITUTE_EDUCATOR'],
    permissions: ['VIEW_MODULES', 'VIEW_EDUCATION', 'VIEW_EDUCATOR'],
  }),
  // Two educations and a further education (Bij- en nascholing).
  deelnemer: makeAccount({
    roles: ['ROLE_PARTICIPANT'],
    permissions: [],
    educations: [
      { id: '1c6f1d0e-8a4b-4b2c-9d3e-5f6a7b8c9d0e', name: 'Huisartsgeneeskunde', furtherEducation: false },
      { id: '2d7a2e1f-9b5c-4c3d-8e4f-6a7b8c9d0e1f', name: 'Ouderengeneeskunde', furtherEducation: false },
      { id: FURTHER_EDUCATION_ID, name: 'Bij- en nascholing', furtherEducation: true },
    ],
  }),
  elearning: makeAccount({ roles: ['ROLE_FREE_E_LEARNING_USER'], permissions: [] }),
  multi: makeAccount({ roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'], permissions: ['VIEW_MODULES'] }),
};

/** The badge and counter calls of the top bar. */
export const SHELL_API = {
  account: 'GET /api/users/account',
  unread: 'GET /api/notifications/unread',
  news: 'GET /api/news?count=true',
  contributionRequests: 'GET /api/my-contribution-requests?filters%5Bstatuses%5D=new%2Cused',
} as const;
