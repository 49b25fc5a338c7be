// Shared by the news tests: the real app with files in memory and a fake photo library, users signed in, and
// multipart bodies as a browser's FormData sends them.
import type { NewsBody } from '@portal/contracts';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { createMemoryStorage } from '../../integrations/storage';

export interface NewsTestApp extends TestApp {
  db: Db;
  storage: ReturnType<typeof createMemoryStorage>;
  /** The photo library's images by address; anything else fails as a network error would. */
  library: Map<string, Buffer>;
  /** Addresses the fake photo library was asked for. */
  fetched: string[];
}

export async function createNewsTestApp(): Promise<NewsTestApp> {
  const storage = createMemoryStorage();
  const library = new Map<string, Buffer>();
  const fetched: string[] = [];
  const t = await createTestApp({
    storage,
    fetchImage: async (url) => {
      fetched.push(url);
      const bytes = library.get(url);
      if (!bytes) throw new Error(`no image at ${url}`);
      return { bytes, attribution: 'Fotograaf' };
    },
  });
  return { ...t, db: t.database.db, storage, library, fetched };
}

type Create = (db: Db, options: f.UserOptions) => Promise<f.UserRow>;

/** A new user of that kind, signed in through the real login. */
export async function signedIn(t: NewsTestApp, create: Create = f.createParticipant, options: f.UserOptions = {}) {
  const user = await create(t.db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options });
  return { user, cookie: await signIn(t.app, user.email) };
}

/** A PNG of that size. */
export const pngOf = (width: number, height: number, background = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const BOUNDARY = '----portal-news-test';

/** A multipart body with these file parts. */
export function multipart(parts: { field: string; bytes: Buffer; name?: string; type?: string }[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap(({ field, bytes, name = 'bestand.bin', type = 'application/octet-stream' }) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

export const multipartHeaders = (cookie?: string) => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  ...(cookie && { cookie }),
});

/** A valid form body aimed at participants, published from yesterday for a month. */
export function newsBody(overrides: Partial<NewsBody> = {}): NewsBody {
  return {
    title: 'Nieuw rooster',
    content: '<p>Het rooster voor het voorjaar staat online.</p>',
    published: true,
    publishedStart: f.daysFromNow(-1).toISOString(),
    publishedEnd: f.daysFromNow(30).toISOString(),
    roles: ['ROLE_PARTICIPANT'],
    educations: [],
    events: [],
    ...overrides,
  };
}
