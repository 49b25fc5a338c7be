// Shared by this feature's component tests: accounts by role, news and FAQ as the API answers them, and the fake
// API of a signed-in reader. The screens render inside the app's own router, so the breadcrumbs and the top bar's
// news badge are the real ones.
import type { Account, FaqItem, NewsDetail, NewsItem } from '@portal/contracts';
import { makeAccount } from '../../../test/fixtures';
import { mockApi, reply, type FakeAnswer } from '../../../test/test-utils';

export const PARTICIPANT = makeAccount({ roles: ['ROLE_PARTICIPANT'] });
export const ADMIN = makeAccount({ roles: ['ROLE_ADMIN'] });
export const ASSISTANT = makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['MANAGE_NEWS'] });
export const ASSISTANT_WITHOUT_NEWS = makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'] });
/** A teacher who may manage the news but is neither admin nor program assistant. */
export const NEWS_MANAGER = makeAccount({ roles: ['ROLE_TEACHER'], permissions: ['MANAGE_NEWS'] });

export const API = {
  account: 'GET /api/users/account',
  unreadNews: 'GET /api/news?count=true',
  newsPage: (page: number) => `GET /api/news?page=${page}&perPage=10`,
  newsItem: (id: string) => `GET /api/news/${id}`,
  faq: 'GET /api/faqs?page=1&perPage=9999',
} as const;

let counter = 0;
/** A fresh uuid (v4 form) per call, so items never share an id. */
export function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function makeNews(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: uuid(),
    title: 'Nieuwe roosters',
    content: '<p>De roosters voor het najaar staan online.</p>',
    image: null,
    published: true,
    publishedStart: '2026-03-02T08:00:00.000Z',
    publishedEnd: '2026-12-31T22:00:00.000Z',
    updated: '2026-03-01T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

export function makeNewsDetail(overrides: Partial<NewsDetail> = {}): NewsDetail {
  return {
    ...makeNews(),
    imageUrl: null,
    files: [],
    roles: ['ROLE_PARTICIPANT'],
    educations: [],
    events: [],
    author: null,
    _permissions: { update: false, delete: false, removeImage: false },
    ...overrides,
  };
}

export const newsPage = (items: NewsItem[], totalItems = items.length) => reply({ items, totalItems, perPage: 10 });

export const CATEGORIES = {
  general: { id: uuid(), title: 'Algemeen' },
  schedule: { id: uuid(), title: 'Rooster' },
};

export function makeFaq(overrides: Partial<FaqItem> = {}): FaqItem {
  const category = overrides.category ?? CATEGORIES.general;
  return {
    id: uuid(),
    title: 'Hoe log ik in?',
    content: '<p>Met je e-mailadres en wachtwoord.</p>',
    category,
    categoryId: category.id,
    visible: true,
    attachments: [],
    ...overrides,
  };
}

export const faqList = (items: FaqItem[]) => reply({ items, totalItems: items.length, perPage: 9999 });

/** The fake API of `who`, signed in, with `routes` for the calls of the test. */
export function signInAs(who: Account, routes: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  return mockApi({ [API.account]: reply(who), [API.unreadNews]: reply({ totalItems: 0 }), ...routes });
}
