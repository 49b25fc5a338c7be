import type { ListQuery } from '@portal/contracts';
import { and, asc, count, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  educations,
  events,
  files,
  newsEducations,
  newsEvents,
  newsFiles,
  newsItems,
  newsReads,
  users,
} from '../../db/schema';
import { listPage } from '../../lib/list-query';
import { newsReadBy, newsVisibleTo, type NewsReader, type NewsReaderParams } from './news-visibility';

/** The columns a reader's list item is made from. */
function listed(reader: Pick<NewsReader | NewsReaderParams, 'userId'>) {
  return {
    id: newsItems.id,
    title: newsItems.title,
    content: newsItems.content,
    imageFileId: newsItems.imageFileId,
    published: newsItems.published,
    publishedStart: newsItems.publishedStart,
    publishedEnd: newsItems.publishedEnd,
    updatedAt: newsItems.updatedAt,
    read: newsReadBy(reader.userId).mapWith(Boolean),
  };
}

/** Newest publication first; a concept without a start date by its creation. */
const newestFirst = sql`coalesce(${newsItems.publishedStart}, ${newsItems.createdAt}) desc`;

/** The reader's side of the news: what they may see, and which of it they have read. */
export function createNewsRepository(db: Db) {
  // The badge's count, asked by every open browser every 5 minutes: planned once (planning cost more than running).
  const reader = { userId: sql.placeholder('userId'), roles: sql.placeholder('roles') };
  const unreadCountStatement = db
    .select({ count: count() })
    .from(newsItems)
    .where(and(newsVisibleTo(reader, sql.placeholder('at')), not(newsReadBy(reader.userId))))
    .prepare('news_unread_count');
  // The reader's news page, planned once too: planning (3 ms) cost five times running it (0.6 ms) on the scale set.
  const readerPageStatement = db
    .select(listed(reader))
    .from(newsItems)
    .where(newsVisibleTo(reader, sql.placeholder('at')))
    .orderBy(newestFirst, newsItems.id)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('news_reader_page');
  const readerTotalStatement = db
    .select({ count: count() })
    .from(newsItems)
    .where(newsVisibleTo(reader, sql.placeholder('at')))
    .prepare('news_reader_total');

  return {
    /**
     * A page of the news the reader may see at `at`, newest publication first. With `all` (admins and program
     * assistants) every item, concepts included.
     */
    async list(reader: NewsReader, query: ListQuery<Record<never, never>, never>, at: Date, all = false) {
      if (!all) {
        const params = { userId: reader.userId, roles: reader.roles.join(','), at };
        const [items, [total]] = await Promise.all([
          readerPageStatement.execute({ ...params, limit: query.perPage, offset: (query.page - 1) * query.perPage }),
          readerTotalStatement.execute(params),
        ]);
        return { items, totalItems: total?.count ?? 0, perPage: query.perPage };
      }
      return listPage(db, () => db.select(listed(reader)).from(newsItems).$dynamic(), query, {
        where: undefined,
        defaultOrder: [newestFirst],
        tieBreaker: newsItems.id,
      });
    },

    /** How many of the items the reader may see at `at` they have not opened (the badge of the news icon). */
    async unreadCount(reader: NewsReader, at: Date): Promise<number> {
      const [row] = await unreadCountStatement.execute({ userId: reader.userId, roles: reader.roles.join(','), at });
      return row?.count ?? 0;
    },

    /** The item with its author, when it exists and (unless `any`) the reader may see it at `at`. */
    async find(reader: NewsReader, id: string, at: Date, any: boolean) {
      const [row] = await db
        .select({
          ...listed(reader),
          imageUrl: newsItems.imageUrl,
          roles: newsItems.roles,
          authorId: users.id,
          authorFirstName: users.firstName,
          authorInsertion: users.insertion,
          authorLastName: users.lastName,
          authorAvatarFileId: users.avatarFileId,
        })
        .from(newsItems)
        .leftJoin(users, eq(users.id, newsItems.authorId))
        .where(and(eq(newsItems.id, id), any ? undefined : newsVisibleTo(reader, at)));
      return row;
    },

    /** The attachments, educations (with a programme name where one is known) and events of an item. */
    async parts(newsId: string) {
      const [attached, aimedEducations, aimedEvents] = await Promise.all([
        db
          .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
          .from(newsFiles)
          .innerJoin(files, eq(files.id, newsFiles.fileId))
          .where(eq(newsFiles.newsId, newsId))
          .orderBy(asc(files.name), asc(files.id)),
        db
          .select({
            afasId: newsEducations.educationAfasId,
            name: sql<string>`coalesce((select min(${educations.name}) from ${educations} where ${educations.afasId} = ${newsEducations.educationAfasId}), ${newsEducations.educationAfasId})`,
          })
          .from(newsEducations)
          .where(eq(newsEducations.newsId, newsId))
          .orderBy(asc(newsEducations.educationAfasId)),
        db
          .select({ afasId: events.afasId, name: events.name, startDate: events.startDate })
          .from(newsEvents)
          .innerJoin(events, eq(events.id, newsEvents.eventId))
          .where(eq(newsEvents.newsId, newsId))
          .orderBy(asc(events.startDate), asc(events.afasId)),
      ]);
      return { files: attached, educations: aimedEducations, events: aimedEvents };
    },

    /** Marks the item read for the user (once; opening it again changes nothing). */
    async markRead(newsId: string, userId: string): Promise<void> {
      await db.insert(newsReads).values({ newsId, userId }).onConflictDoNothing();
    },

    /**
     * The items a file belongs to (as attachment or image) that the reader may see at `at`; with `any`, every
     * item it belongs to.
     */
    async itemsWithFile(reader: NewsReader, fileId: string, at: Date, any: boolean): Promise<string[]> {
      const rows = await db
        .select({ id: newsItems.id })
        .from(newsItems)
        .where(
          and(
            or(
              eq(newsItems.imageFileId, fileId),
              inArray(
                newsItems.id,
                db.select({ id: newsFiles.newsId }).from(newsFiles).where(eq(newsFiles.fileId, fileId)),
              ),
            ),
            any ? undefined : newsVisibleTo(reader, at),
          ),
        )
        .limit(1);
      return rows.map((row) => row.id);
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
export type ListedNews = Awaited<ReturnType<NewsRepository['list']>>['items'][number];
export type FoundNews = NonNullable<Awaited<ReturnType<NewsRepository['find']>>>;
export type NewsParts = Awaited<ReturnType<NewsRepository['parts']>>;
