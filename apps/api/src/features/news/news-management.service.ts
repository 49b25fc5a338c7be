import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import {
  MAX_NEWS_IMAGE_BYTES,
  NEWS_EVENT_SEARCH_MIN,
  NEWS_TARGET_ROLES,
  type NewsDetail,
  type NewsFile,
  type NewsFilters,
  type NewsManagementItem,
  type NewsSaved,
  type newsAuthorsQuerySchema,
  type newsBodySchema,
  type newsFiltersQuerySchema,
  type newsManagementQuerySchema,
  type Violation,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { disarmPdf } from '../../lib/pdf-disarm';
import type { Storage } from '../../integrations/storage';
import { AppError } from '../../lib/app-error';
import { htmlText, sanitizeHtml } from '../../lib/html';
import type { ListPage } from '../../lib/list-query';
import { fullName } from '../../lib/names';
import { createNewsManagementRepository, type NewFileRow, type NewsValues } from './news-management.repository';
import { scaleNewsImage, sha256, storageKeyFor, type ScaledImage } from './news-media';
import type { NewsActor } from './news.policy';
import { presentNewsManagementItem } from './news.presenter';

/** Fetches a photo-library image by its address (the image-search integration; tests pass a fake). */
export type FetchImage = (url: string) => Promise<{ bytes: Buffer; attribution?: string }>;

/** What an attachment's bytes are (the files area's rule: magic numbers, text formats by parsing). */
export type DetectFileType = (
  path: string,
  upload: { claimedType?: string; name: string },
) => Promise<{ ok: true; mimeType: string } | { ok: false; reason: 'unsupported' | 'too_large' }>;

/** An attachment as the route received it: staged in a temporary file, with its cleaned name. */
export interface StagedFile {
  path: string;
  name: string;
  claimedType: string | undefined;
}

export interface NewsManagementServiceDeps {
  db: Db;
  storage: Storage;
  detectFileType: DetectFileType;
  /** Without it, an `imageUrl` cannot be fetched and is refused with a violation. */
  fetchImage?: FetchImage;
  /** The item in full as the actor sees it (the reader service's detail). */
  detail: (actor: NewsActor, id: string) => Promise<NewsDetail>;
}

type NewsBody = z.output<typeof newsBodySchema>;

/** Does the cleaned content still say or show anything? */
const isEmptyContent = (html: string) => htmlText(html) === '' && !/<img\s/i.test(html);

/** News management (spec 1 §5-§7): the table, authors, targeting choices, saving, duplicating, image, files. */
export function createNewsManagementService({
  db,
  storage,
  detectFileType,
  fetchImage,
  detail,
}: NewsManagementServiceDeps) {
  const repository = createNewsManagementRepository(db);

  /** Stores bytes (a buffer or a staged file) and answers the file row to record, hashed on the way. */
  async function store(actor: NewsActor, name: string, mimeType: string, body: Buffer | string): Promise<NewFileRow> {
    const id = randomUUID();
    const storageKey = storageKeyFor(id);
    if (Buffer.isBuffer(body)) {
      await storage.put(storageKey, body);
      return { id, uploadedById: actor.userId, name, mimeType, size: body.length, storageKey, sha256: sha256(body) };
    }
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const source = createReadStream(body);
    source.on('error', (error) => hashing.destroy(error));
    const { size } = await storage.put(storageKey, source.pipe(hashing));
    return { id, uploadedById: actor.userId, name, mimeType, size, storageKey, sha256: hash.digest('hex') };
  }

  /** The photo-library image at `url`, checked and scaled like an upload. */
  async function imageFromUrl(url: string): Promise<ScaledImage> {
    if (!fetchImage) throw AppError.validation([{ propertyPath: 'imageUrl', detail: 'validation.invalid' }]);
    let fetched: Awaited<ReturnType<FetchImage>>;
    try {
      fetched = await fetchImage(url);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw AppError.validation([{ propertyPath: 'imageUrl', detail: 'validation.invalid' }]);
    }
    if (fetched.bytes.length > MAX_NEWS_IMAGE_BYTES) throw new AppError('payload_too_large');
    return scaleNewsImage(fetched.bytes);
  }

  /**
   * The body as it is stored: content cleaned (empty once cleaned is as good as missing), events resolved by AFAS id
   * (unknown ones refused), and the warnings that do not block (an end before the start).
   */
  async function valuesOf(body: NewsBody): Promise<{ values: NewsValues; warnings: Violation[] }> {
    const content = sanitizeHtml(body.content, 'rich');
    const violations: Violation[] = [];
    if (isEmptyContent(content)) violations.push({ propertyPath: 'content', detail: 'validation.newsContentRequired' });
    const eventIds = await repository.eventIds(body.events);
    body.events.forEach((afasId, i) => {
      if (!eventIds.has(afasId)) violations.push({ propertyPath: `events[${i}]`, detail: 'validation.invalid' });
    });
    if (violations.length > 0) throw AppError.validation(violations);
    // The contract refuses missing dates; null here would be a programming error.
    const publishedStart = new Date(body.publishedStart!);
    const publishedEnd = new Date(body.publishedEnd!);
    const warnings: Violation[] =
      publishedEnd < publishedStart ? [{ propertyPath: 'publishedEnd', detail: 'validation.newsEndBeforeStart' }] : [];
    return {
      values: {
        title: body.title,
        content,
        published: body.published,
        publishedStart,
        publishedEnd,
        roles: body.roles,
        educations: body.educations,
        eventIds: body.events.map((afasId) => eventIds.get(afasId)!),
      },
      warnings,
    };
  }

  /** A new image from `imageUrl`, stored and recorded; its file id and source for the item. */
  async function storeImageFrom(actor: NewsActor, url: string) {
    const image = await imageFromUrl(url);
    const file = await store(actor, image.name, image.mimeType, image.bytes);
    await repository.insertFile(file);
    return { imageFileId: file.id, imageUrl: url };
  }

  return {
    /** A page of the management table. */
    async list(query: z.output<typeof newsManagementQuerySchema>): Promise<ListPage<NewsManagementItem>> {
      const page = await repository.list(query);
      return { ...page, items: page.items.map(presentNewsManagementItem) };
    },

    /** Users who wrote news, for the author filter. */
    async authors(query: z.output<typeof newsAuthorsQuerySchema>): Promise<ListPage<{ id: string; fullName: string }>> {
      const page = await repository.authors(query);
      return { ...page, items: page.items.map((user) => ({ id: user.id, fullName: fullName(user) })) };
    },

    /** The targeting choices: roles, programmes (narrowed by `query`), events (from 3 characters of `events`). */
    async filters(query: z.output<typeof newsFiltersQuerySchema>): Promise<NewsFilters> {
      const eventText = query.events ?? '';
      const [educations, events] = await Promise.all([
        repository.educationChoices(query.query || undefined, 500),
        eventText.length >= NEWS_EVENT_SEARCH_MIN ? repository.eventChoices(eventText, 50) : Promise.resolve([]),
      ]);
      return { roles: [...NEWS_TARGET_ROLES], educations, events };
    },

    /** A new item by the actor; its image fetched from `imageUrl` when given. */
    async create(actor: NewsActor, body: NewsBody): Promise<NewsSaved> {
      const { values, warnings } = await valuesOf(body);
      const image = body.imageUrl ? await storeImageFrom(actor, body.imageUrl) : {};
      const id = await repository.create(actor.userId, { ...values, ...image });
      return { ...(await detail(actor, id)), warnings };
    },

    /** Replaces an item's fields and targets; a new `imageUrl` replaces the image, none leaves it. */
    async update(actor: NewsActor, id: string, body: NewsBody): Promise<NewsSaved> {
      const current = await repository.get(id);
      if (!current) throw AppError.notFound();
      const { values, warnings } = await valuesOf(body);
      const image =
        body.imageUrl && body.imageUrl !== current.imageUrl ? await storeImageFrom(actor, body.imageUrl) : {};
      if (!(await repository.update(id, { ...values, ...image }))) throw AppError.notFound();
      return { ...(await detail(actor, id)), warnings };
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.remove(id))) throw AppError.notFound();
    },

    /** A concept copy by the actor, answered in full (the web opens it for editing). */
    async duplicate(actor: NewsActor, id: string): Promise<NewsDetail> {
      const copy = await repository.duplicate(id, actor.userId);
      if (!copy) throw AppError.notFound();
      return detail(actor, copy);
    },

    /** "Not found" unless the item exists (checked before an upload is read). */
    async assertExists(id: string): Promise<void> {
      if (!(await repository.get(id))) throw AppError.notFound();
    },

    /** An uploaded image (at most 10 MB, checked by the route) scaled and made the item's image. */
    async setImage(actor: NewsActor, id: string, original: Buffer): Promise<NewsDetail> {
      const image = await scaleNewsImage(original);
      const file = await store(actor, image.name, image.mimeType, image.bytes);
      if (!(await repository.setImage(id, file, null))) {
        await storage.delete(file.storageKey);
        throw AppError.notFound();
      }
      return detail(actor, id);
    },

    async removeImage(id: string): Promise<void> {
      if (!(await repository.clearImage(id))) throw AppError.notFound();
    },

    /**
     * Attaches staged uploads: every file's type is checked from its bytes first (415, or 413 for a text format too
     * big to check), so either all of them are attached or none. Answers all the item's files.
     */
    async attach(actor: NewsActor, id: string, staged: readonly StagedFile[]): Promise<NewsFile[]> {
      const typed: (StagedFile & { mimeType: string })[] = [];
      for (const file of staged) {
        const detected = await detectFileType(file.path, { claimedType: file.claimedType, name: file.name });
        if (!detected.ok) {
          throw detected.reason === 'too_large'
            ? new AppError('payload_too_large')
            : new AppError('unsupported_file_type', 415);
        }
        // Scripts, launch and submit actions out of a PDF before it is stored (it is served sandboxed as well).
        if (detected.mimeType === 'application/pdf') await disarmPdf(file.path);
        typed.push({ ...file, mimeType: detected.mimeType });
      }
      const stored: NewFileRow[] = [];
      try {
        for (const file of typed) stored.push(await store(actor, file.name, file.mimeType, file.path));
        if (!(await repository.attach(id, stored))) throw AppError.notFound();
      } catch (error) {
        for (const file of stored) await storage.delete(file.storageKey).catch(() => undefined);
        throw error;
      }
      return (await detail(actor, id)).files;
    },

    async detach(id: string, fileId: string): Promise<void> {
      if (!(await repository.detach(id, fileId))) throw AppError.notFound();
    },
  };
}
export type NewsManagementService = ReturnType<typeof createNewsManagementService>;
