import type { CountResponse, ListQuery, NewsItem } from '@portal/contracts';
import type { ListPage } from '../../lib/list-query';
import type { Db } from '../../db/client';
import { presentNewsItem } from './news.presenter';
import { createNewsRepository } from './news.repository';
import type { NewsReader } from './news-visibility';

export interface NewsServiceDeps {
  db: Db;
  now?: () => Date;
}

/** The reader's news: the paged list and the unread count of the news icon. */
export function createNewsService({ db, now = () => new Date() }: NewsServiceDeps) {
  const repository = createNewsRepository(db);
  return {
    async list(reader: NewsReader, query: ListQuery<Record<never, never>, never>): Promise<ListPage<NewsItem>> {
      const page = await repository.list(reader, query, now());
      return { ...page, items: page.items.map(presentNewsItem) };
    },

    async unreadCount(reader: NewsReader): Promise<CountResponse> {
      return { totalItems: await repository.unreadCount(reader, now()) };
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
