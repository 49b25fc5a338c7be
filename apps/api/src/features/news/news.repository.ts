import type { ListQuery } from '@portal/contracts';
import { and, count, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsItems } from '../../db/schema';
import { listPage } from '../../lib/list-query';
import { newsReadBy, newsVisibleTo, type NewsReader } from './news-visibility';

/** The columns a reader's list item is made from. */
function listed(reader: NewsReader) {
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

/** The reader's side of the news: what they may see, and which of it they have read. */
export function createNewsRepository(db: Db) {
  return {
    /** A page of the news the reader may see at `at`, newest publication first. */
    list(reader: NewsReader, query: ListQuery<Record<never, never>, never>, at: Date) {
      return listPage(db, () => db.select(listed(reader)).from(newsItems).$dynamic(), query, {
        where: newsVisibleTo(reader, at),
        defaultOrder: [sql`coalesce(${newsItems.publishedStart}, ${newsItems.createdAt}) desc`],
        tieBreaker: newsItems.id,
      });
    },

    /** How many of the items the reader may see at `at` they have not opened (the badge of the news icon). */
    async unreadCount(reader: NewsReader, at: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(newsItems)
        .where(and(newsVisibleTo(reader, at), not(newsReadBy(reader.userId))));
      return row?.count ?? 0;
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
export type ListedNews = Awaited<ReturnType<NewsRepository['list']>>['items'][number];
