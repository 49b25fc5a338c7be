import type { newsAuthorsQuerySchema, newsManagementQuerySchema } from '@portal/contracts';
import { and, asc, desc, eq, exists, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { educations, events, files, newsEducations, newsEvents, newsFiles, newsItems, users } from '../../db/schema';
import { containsText, listPage } from '../../lib/list-query';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type NewsRow = typeof newsItems.$inferSelect;

/** The fields an item is saved with (content already cleaned; educations and events as the form names them). */
export interface NewsValues {
  title: string;
  content: string;
  published: boolean;
  publishedStart: Date | null;
  publishedEnd: Date | null;
  roles: NewsRow['roles'];
  imageFileId?: string | null;
  imageUrl?: string | null;
  /** Programme AFAS ids. */
  educations: readonly string[];
  /** Event ids (resolved from AFAS ids). */
  eventIds: readonly string[];
}

/** A stored file to record (the bytes are in the storage already). */
export interface NewFileRow {
  id: string;
  uploadedById: string;
  name: string;
  mimeType: string;
  size: number;
  storageKey: string;
  sha256: string;
}

/** The start of a YYYY-MM-DD day in Dutch time, as SQL (the date filters are days as the table shows them). */
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Amsterdam')`;

const authorName = sql`concat_ws(' ', ${users.firstName}, ${users.insertion}, ${users.lastName})`;

/** The managers' side of the news: the table, the authors, the targeting choices and every change. */
export function createNewsManagementRepository(db: Db) {
  async function replaceTargets(tx: Tx, newsId: string, values: NewsValues) {
    await tx.delete(newsEducations).where(eq(newsEducations.newsId, newsId));
    await tx.delete(newsEvents).where(eq(newsEvents.newsId, newsId));
    if (values.educations.length > 0) {
      await tx.insert(newsEducations).values(values.educations.map((educationAfasId) => ({ newsId, educationAfasId })));
    }
    if (values.eventIds.length > 0) {
      await tx.insert(newsEvents).values(values.eventIds.map((eventId) => ({ newsId, eventId })));
    }
  }

  const columns = ({ educations: _e, eventIds: _ev, ...rest }: NewsValues) => rest;

  return {
    /** A page of the management table. */
    list(query: z.output<typeof newsManagementQuerySchema>) {
      return listPage(
        db,
        () =>
          db
            .select({
              id: newsItems.id,
              title: newsItems.title,
              published: newsItems.published,
              publishedStart: newsItems.publishedStart,
              publishedEnd: newsItems.publishedEnd,
              updatedAt: newsItems.updatedAt,
              authorId: users.id,
              authorFirstName: users.firstName,
              authorInsertion: users.insertion,
              authorLastName: users.lastName,
            })
            .from(newsItems)
            .leftJoin(users, eq(users.id, newsItems.authorId))
            .$dynamic(),
        query,
        {
          search: [newsItems.title],
          filters: {
            author: (id) => eq(newsItems.authorId, id),
            startDate: (day) => or(isNull(newsItems.publishedEnd), gte(newsItems.publishedEnd, dayStart(day))),
            endDate: (day) => or(isNull(newsItems.publishedStart), lt(newsItems.publishedStart, dayStart(day, 1))),
            status: (statuses) =>
              statuses.length === 2 ? undefined : eq(newsItems.published, statuses[0] === 'published'),
          },
          order: {
            title: newsItems.title,
            publishedStart: newsItems.publishedStart,
            publishedEnd: newsItems.publishedEnd,
            updated: newsItems.updatedAt,
          },
          defaultOrder: [desc(newsItems.updatedAt)],
          tieBreaker: newsItems.id,
        },
      );
    },

    /** Users who wrote at least one item, by last name. */
    authors(query: z.output<typeof newsAuthorsQuerySchema>) {
      return listPage(
        db,
        () =>
          db
            .select({ id: users.id, firstName: users.firstName, insertion: users.insertion, lastName: users.lastName })
            .from(users)
            .$dynamic(),
        query,
        {
          where: exists(
            db
              .select({ one: sql`1` })
              .from(newsItems)
              .where(eq(newsItems.authorId, users.id)),
          ),
          search: [authorName],
          defaultOrder: [asc(users.lastName), asc(users.firstName)],
          tieBreaker: users.id,
        },
      );
    },

    /** Programmes (one per AFAS id) whose name or id contains the text, by name; at most `limit`. */
    educationChoices(text: string | undefined, limit: number) {
      const name = sql<string>`min(${educations.name})`;
      return db
        .select({ afasId: educations.afasId, name })
        .from(educations)
        .where(text ? or(containsText(educations.name, text), containsText(educations.afasId, text)) : undefined)
        .groupBy(educations.afasId)
        .orderBy(asc(name), asc(educations.afasId))
        .limit(limit);
    },

    /** Events whose name or AFAS id contains the text, newest first; at most `limit`. */
    eventChoices(text: string, limit: number) {
      return db
        .select({ afasId: events.afasId, name: events.name, startDate: events.startDate })
        .from(events)
        .where(or(containsText(events.name, text), containsText(events.afasId, text)))
        .orderBy(desc(events.startDate), asc(events.afasId))
        .limit(limit);
    },

    /** AFAS id → event id, for the ids that exist. */
    async eventIds(afasIds: readonly string[]): Promise<Map<string, string>> {
      if (afasIds.length === 0) return new Map();
      const rows = await db
        .select({ id: events.id, afasId: events.afasId })
        .from(events)
        .where(inArray(events.afasId, [...afasIds]));
      return new Map(rows.map((row) => [row.afasId, row.id]));
    },

    /** The stored item, or undefined. */
    async get(id: string): Promise<NewsRow | undefined> {
      const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
      return row;
    },

    /** A new item with its targets; answers its id. */
    create(authorId: string, values: NewsValues): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsItems)
          .values({ ...columns(values), authorId })
          .returning({ id: newsItems.id });
        await replaceTargets(tx, row!.id, values);
        return row!.id;
      });
    },

    /** Replaces an item's fields and targets; false when it does not exist. */
    update(id: string, values: NewsValues): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(newsItems)
          .set({ ...columns(values), updatedAt: new Date() })
          .where(eq(newsItems.id, id))
          .returning({ id: newsItems.id });
        if (updated.length === 0) return false;
        await replaceTargets(tx, id, values);
        return true;
      });
    },

    /** Deletes an item (targets, attachments' links and reads go with it); false when it did not exist. */
    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(newsItems).where(eq(newsItems.id, id)).returning({ id: newsItems.id });
      return removed.length > 0;
    },

    /**
     * A concept copy of an item by `authorId`: fields, targets, image and attachments (the same files, linked
     * again). Answers the new id, or undefined when the original does not exist.
     */
    duplicate(id: string, authorId: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [original] = await tx.select().from(newsItems).where(eq(newsItems.id, id));
        if (!original) return undefined;
        const [copy] = await tx
          .insert(newsItems)
          .values({
            title: original.title,
            content: original.content,
            imageFileId: original.imageFileId,
            imageUrl: original.imageUrl,
            published: false,
            publishedStart: original.publishedStart,
            publishedEnd: original.publishedEnd,
            roles: original.roles,
            authorId,
          })
          .returning({ id: newsItems.id });
        const newId = copy!.id;
        await tx.execute(
          sql`insert into ${newsEducations} (news_id, education_afas_id) select ${newId}, education_afas_id from ${newsEducations} where news_id = ${id}`,
        );
        await tx.execute(
          sql`insert into ${newsEvents} (news_id, event_id) select ${newId}, event_id from ${newsEvents} where news_id = ${id}`,
        );
        await tx.execute(
          sql`insert into ${newsFiles} (news_id, file_id) select ${newId}, file_id from ${newsFiles} where news_id = ${id}`,
        );
        return newId;
      });
    },

    /**
     * Records a stored image and makes it the item's image (the previous one is left to the file clean-up, as a
     * duplicate may share it); false when the item does not exist.
     */
    setImage(newsId: string, file: NewFileRow, imageUrl: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select({ id: newsItems.id })
          .from(newsItems)
          .where(eq(newsItems.id, newsId))
          .for('update');
        if (!item) return false;
        await tx.insert(files).values({ ...file, context: 'news' });
        await tx
          .update(newsItems)
          .set({ imageFileId: file.id, imageUrl, updatedAt: new Date() })
          .where(eq(newsItems.id, newsId));
        return true;
      });
    },

    /** Records a stored image as a file row (for an item saved in the same request, see `create`/`update`). */
    async insertFile(file: NewFileRow): Promise<void> {
      await db.insert(files).values({ ...file, context: 'news' });
    },

    /** The item has no image afterwards; false when it does not exist. */
    async clearImage(newsId: string): Promise<boolean> {
      const rows = await db
        .update(newsItems)
        .set({ imageFileId: null, imageUrl: null, updatedAt: new Date() })
        .where(eq(newsItems.id, newsId))
        .returning({ id: newsItems.id });
      return rows.length > 0;
    },

    /** Records stored attachments and links them to the item; false when the item does not exist. */
    attach(newsId: string, attached: readonly NewFileRow[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select({ id: newsItems.id })
          .from(newsItems)
          .where(eq(newsItems.id, newsId))
          .for('update');
        if (!item) return false;
        if (attached.length > 0) {
          await tx.insert(files).values(attached.map((file) => ({ ...file, context: 'news' })));
          await tx.insert(newsFiles).values(attached.map((file) => ({ newsId, fileId: file.id })));
          await tx.update(newsItems).set({ updatedAt: new Date() }).where(eq(newsItems.id, newsId));
        }
        return true;
      });
    },

    /** Unlinks an attachment (the file goes with the clean-up once nothing links it); false when not linked. */
    async detach(newsId: string, fileId: string): Promise<boolean> {
      const rows = await db
        .delete(newsFiles)
        .where(and(eq(newsFiles.newsId, newsId), eq(newsFiles.fileId, fileId)))
        .returning({ fileId: newsFiles.fileId });
      return rows.length > 0;
    },
  };
}
export type NewsManagementRepository = ReturnType<typeof createNewsManagementRepository>;
export type NewsManagementRow = Awaited<ReturnType<NewsManagementRepository['list']>>['items'][number];
