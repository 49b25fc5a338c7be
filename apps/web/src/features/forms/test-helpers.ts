// Shared by this feature's component tests: accounts, categories, forms as the API answers them, and the fake API.
import type { Account, Form, FormCategory, FormField, FormListItem } from '@portal/contracts';
import { makeAccount } from '../../../test/fixtures';
import { mockApi, reply, type FakeAnswer } from '../../../test/test-utils';

export const admin = makeAccount({ roles: ['ROLE_ADMIN'] });
/** Builds forms but is no admin: no ids, import, export or CSV. */
export const builder = makeAccount({
  roles: ['ROLE_PROGRAM_ASSISTANT'],
  permissions: ['LIST_FORMS', 'SAVE_FORM', 'DELETE_FORM', 'MANAGE_FORM_CATEGORIES'],
});
/** May only look: the read-only preview instead of the editor. */
export const viewer = makeAccount({ roles: ['ROLE_TEACHER'], permissions: ['LIST_FORMS'] });

export const GENERAL: FormCategory = { id: '1b7c1d52-5a0e-4c8e-9d1a-5f6e7a8b9c01', name: 'Algemeen', count: 2 };
export const EPA: FormCategory = { id: '2c8d2e63-6b1f-4d9f-8e2b-6a7f8b9cad02', name: 'EPA', count: 1 };

export const EVALUATION_OPTIONS = [
  { id: '3d9e3f74-7c2a-4eaf-9f3c-7b8a9cadbe03', label: 'Voldaan' },
  { id: '4eaf4a85-8d3b-4fb0-8a4d-8c9badbecf04', label: 'Niet voldaan' },
];

export const FORM_ID = '5fb05b96-9e4c-4ac1-9b5e-9dacbecfd005';
export const COPY_ID = '60c16ca7-af5d-4bd2-8c6f-aebdcfdae106';
export const USED_ID = '71d27db8-b06e-4ce3-9d7f-bfcedaebf207';

export const IN_USE: FormListItem = {
  id: USED_ID,
  title: 'Voortgangsgesprek',
  categories: [{ id: GENERAL.id, name: GENERAL.name }],
  entryCount: 12,
  inUse: true,
  valuation: true,
  grade: true,
  created: '2026-01-15T08:00:00Z',
};
export const UNUSED: FormListItem = {
  id: FORM_ID,
  title: 'Reflectieverslag',
  categories: [],
  entryCount: 0,
  inUse: false,
  valuation: false,
  grade: true,
  created: '2026-02-03T13:30:00Z',
};

const field = (id: string, overrides: Partial<FormField>): FormField => ({
  id,
  type: 'text',
  label: '',
  description: null,
  required: false,
  roles: ['ROLE_PARTICIPANT'],
  options: [],
  metadata: {},
  defaultExpanded: false,
  ...overrides,
});

export const NAME_FIELD = field('8e038ec9-c17f-4df4-ae80-c0dfebfc0308', {
  label: 'Naam',
  required: true,
  metadata: { placeholder: 'Je naam', type: 'text' },
});
export const CHOICE_FIELD = field('9f149fda-d280-4e05-bf91-d1e0fcad1409', {
  type: 'choicelist',
  label: 'Locatie',
  options: [
    { id: 'a025a0eb-e391-4f16-8a02-e2f10dbe250a', label: 'Utrecht', order: 0 },
    { id: 'b136b1fc-f4a2-4027-9b13-f3021ecf360b', label: 'Amsterdam', order: 1 },
  ],
  metadata: { multiple: false },
});
export const LIKERT_FIELD = field('c247c20d-05b3-4138-8c24-04132fd0470c', {
  type: 'likert',
  label: 'Stellingen',
  roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'],
  metadata: { rows: ['Duidelijk', 'Nuttig'], columns: ['Oneens', 'Eens'], sections: [], multiple: false },
});

export const FORM: Form = {
  id: FORM_ID,
  title: 'Reflectieverslag',
  description: 'Schrijf een korte reflectie.',
  valuation: false,
  grade: true,
  evaluationOptions: [],
  categories: [],
  attachments: [],
  fields: [NAME_FIELD, CHOICE_FIELD, LIKERT_FIELD],
  inUse: false,
  entryCount: 0,
  version: 1,
  created: '2026-02-03T13:30:00Z',
  updated: '2026-02-03T13:30:00Z',
  _permissions: { save: true, delete: true, export: true },
};

export const TABLE = 'GET /api/forms?page=1&perPage=10&order%5Bcreated%5D=desc';

export const API = {
  account: 'GET /api/users/account',
  table: TABLE,
  categories: 'GET /api/forms/categories?page=1&perPage=1000&order%5Bname%5D=asc',
  evaluationOptions: 'GET /api/educators/evaluation-options',
  form: (id: string) => `GET /api/forms/${id}`,
  create: 'POST /api/forms',
  update: (id: string) => `PUT /api/forms/${id}`,
  remove: (id: string) => `DELETE /api/forms/${id}`,
  duplicate: (id: string) => `GET /api/forms/${id}/duplicate`,
  createCategory: 'POST /api/forms/categories',
  renameCategory: (id: string) => `POST /api/forms/categories/${id}`,
  import: 'POST /api/forms/import',
} as const;

export const list = <T>(...items: T[]) => reply({ items, totalItems: items.length, perPage: 10 });
export const noContent: FakeAnswer = () => new Response(null, { status: 204 });

/** The fake API of the form screens as `who` (the admin by default), with `overrides`. */
export function mockFormsApi(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}, who: Account = admin) {
  return mockApi({
    [API.account]: reply(who),
    [API.table]: list(IN_USE, UNUSED),
    [API.categories]: reply({ items: [GENERAL, EPA], totalItems: 2, perPage: 1000 }),
    [API.evaluationOptions]: reply({ items: EVALUATION_OPTIONS }),
    [API.form(FORM_ID)]: reply(FORM),
    ...overrides,
  });
}
