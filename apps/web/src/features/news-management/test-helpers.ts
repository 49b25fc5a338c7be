// Shared by this feature's form tests: accounts, an item and choices as the API answers them, and the fake API.
import type { Account, ImageSearchItem, NewsDetail, NewsFilters, NewsSaved } from '@portal/contracts';
import { makeAccount } from '../../../test/fixtures';
import { mockApi, reply, type FakeAnswer } from '../../../test/test-utils';

export const admin = makeAccount({ roles: ['ROLE_ADMIN'] });
/** A news editor by permission only: not a program assistant, so the image is not theirs to remove. */
export const editor = makeAccount({ roles: ['ROLE_TEACHER'], permissions: ['MANAGE_NEWS'] });

export const ITEM_ID = 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70';
export const NEW_ID = 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a81';
const FILE_ID = 'f6a7b8c9-d0e1-4f2a-9b3c-4d5e6f7a8b92';

export const FILTERS: NewsFilters = {
  roles: ['ROLE_ADMIN', 'ROLE_PARTICIPANT', 'ROLE_TEACHER', 'ROLE_PROGRAM_ASSISTANT'],
  educations: [
    { afasId: 'CHI', name: 'Chirurgie' },
    { afasId: 'INT', name: 'Interne geneeskunde' },
  ],
  events: [],
};
export const CHI_MATCHES = [
  { afasId: 'CHI', name: 'Chirurgie' },
  { afasId: 'KCH', name: 'Kinderchirurgie' },
];
export const CONGRESS = { afasId: 'EV-1', name: 'Congres', startDate: '2026-05-12' };

export const ITEM: NewsDetail = {
  id: ITEM_ID,
  title: 'Open dag',
  content: '<p>Kom langs</p>',
  image: '/api/news/file/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  imageUrl: null,
  published: false,
  publishedStart: '2026-03-01T08:00:00+01:00',
  publishedEnd: '2026-07-01T17:30:00+02:00',
  updated: '2026-02-20T10:00:00+01:00',
  read: true,
  files: [
    { id: FILE_ID, name: 'rooster.pdf', mimeType: 'application/pdf', size: 2048, url: `/api/news/file/${FILE_ID}` },
  ],
  roles: [],
  educations: [{ afasId: 'CHI', name: 'Chirurgie' }],
  events: [],
  author: null,
  _permissions: { update: true, delete: true, removeImage: true },
};

export const saved = (item: NewsDetail, warnings: NewsSaved['warnings'] = []): NewsSaved => ({ ...item, warnings });

export const photo = (n: number): ImageSearchItem => ({
  id: `photo-${n}`,
  thumb: `/api/image-search/local/foto-${n}/thumb`,
  full: `/api/image-search/local/foto-${n}`,
  alt: `Foto nummer ${n}`,
  attribution: n === 1 ? { name: 'Anna Jansen', url: 'https://example.org/anna' } : null,
});
export const photoPage = (from: number, count: number, totalItems: number) =>
  reply({ items: Array.from({ length: count }, (_, i) => photo(from + i)), totalItems, perPage: 9 });

export const API = {
  account: 'GET /api/users/account',
  filters: 'GET /api/news/filters',
  filtersQuery: (text: string) => `GET /api/news/filters?query=${text}`,
  filtersEvents: (text: string) => `GET /api/news/filters?events=${text}`,
  create: 'POST /api/news',
  item: (id: string) => `GET /api/news/${id}`,
  update: (id: string) => `POST /api/news/${id}`,
  image: (id: string) => `POST /api/news/${id}/image`,
  removeImage: (id: string) => `DELETE /api/news/${id}/image`,
  upload: (id: string) => `POST /api/news/${id}/upload`,
  removeFile: (id: string, fileId = FILE_ID) => `DELETE /api/news/${id}/upload/${fileId}`,
  images: (page: number, query?: string) =>
    `GET /api/image-search/images?page=${page}&perPage=9${query ? `&query=${query}` : ''}`,
} as const;

export const noContent: FakeAnswer = () => new Response(null, { status: 204 });

/** The fake API of a news editor (the admin by default) with the item and the choices, with `overrides`. */
export function mockNewsFormApi(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}, who: Account = admin) {
  return mockApi({
    [API.account]: reply(who),
    [API.filters]: reply(FILTERS),
    [API.item(ITEM_ID)]: reply(ITEM),
    ...overrides,
  });
}
