// Shared by this feature's component tests: an admin, categories and questions as the API answers them, and the
// fake API of the management screens.
import type { Account, FaqCategory, FaqItem } from '@portal/contracts';
import { makeAccount } from '../../../test/fixtures';
import { mockApi, reply, type FakeAnswer } from '../../../test/test-utils';

export const admin = makeAccount({ roles: ['ROLE_ADMIN'] });

export const GENERAL: FaqCategory = { id: '1b7c1d52-5a0e-4c8e-9d1a-5f6e7a8b9c01', title: 'Algemeen', itemCount: 2 };
export const EXAMS: FaqCategory = { id: '2c8d2e63-6b1f-4d9f-8e2b-6a7f8b9cad02', title: 'Toetsing', itemCount: 1 };
export const EMPTY: FaqCategory = { id: '3d9e3f74-7c2a-4eaf-9f3c-7b8a9cadbe03', title: 'Leeg', itemCount: 0 };

function question(id: string, title: string, category: FaqCategory, visible = true): FaqItem {
  return {
    id,
    title,
    content: `<p>Antwoord op ${title}</p>`,
    category: { id: category.id, title: category.title },
    categoryId: category.id,
    visible,
    attachments: [],
  };
}

export const LOGIN = question('4eaf4a85-8d3b-4fb0-8a4d-8c9badbecf04', 'Hoe log ik in?', GENERAL);
export const PASSWORD = question('5fb05b96-9e4c-4ac1-9b5e-9dacbecfd005', 'Wachtwoord vergeten?', GENERAL, false);
export const RESIT = question('60c16ca7-af5d-4bd2-8c6f-aebdcfdae106', 'Mag ik herkansen?', EXAMS);

export const API = {
  account: 'GET /api/users/account',
  faqs: 'GET /api/faqs?page=1&perPage=9999',
  categories: 'GET /api/faqs/categories?page=1&perPage=9999',
  createFaq: 'POST /api/faqs',
  faq: (id: string) => `GET /api/faqs/${id}`,
  updateFaq: (id: string) => `POST /api/faqs/${id}`,
  deleteFaq: (id: string) => `DELETE /api/faqs/${id}`,
  move: (id: string) => `POST /api/faqs/${id}/move`,
  toggle: (id: string) => `POST /api/faqs/${id}/toggle-visibility`,
  createCategory: 'POST /api/faqs/categories',
  updateCategory: (id: string) => `POST /api/faqs/categories/${id}`,
  deleteCategory: (id: string) => `DELETE /api/faqs/categories/${id}`,
  moveCategory: (id: string) => `POST /api/faqs/categories/${id}/move`,
} as const;

export const list = <T>(...items: T[]) => reply({ items, totalItems: items.length, perPage: 9999 });
export const noContent: FakeAnswer = () => new Response(null, { status: 204 });

/** The fake API of an admin with three questions in two categories (and an empty third), with `overrides`. */
export function mockFaqApi(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}, who: Account = admin) {
  return mockApi({
    [API.account]: reply(who),
    [API.faqs]: list(LOGIN, PASSWORD, RESIT),
    [API.categories]: list(GENERAL, EXAMS, EMPTY),
    ...overrides,
  });
}
