import type { CountResponse, ListQuery, NewsDetail, NewsItem } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ListPage } from '../../lib/list-query';
import { opensAnyNews, seesAllNews, type NewsActor } from './news.policy';
import { presentNewsDetail, presentNewsItem } from './news.presenter';
import { createNewsRepository } from './news.repository';
import type { NewsReader } from './news-visibility';

export interface NewsServiceDeps {
  db: Db;
  now?: () => Date;
}

/** The reader's news: the paged list, the unread count of the news icon, the detail and the attachments. */
export function createNewsService({ db, now = () => new Date() }: NewsServiceDeps) {
  const repository = createNewsRepository(db);

  /** The item in full as the actor sees it; "not found" when it does not exist or they may not see it. */
  async function detail(actor: NewsActor, id: string): Promise<NewsDetail> {
    const row = await repository.find(actor, id, now(), opensAnyNews(actor));
    if (!row) throw AppError.notFound();
    return presentNewsDetail(row, await repository.parts(id), actor);
  }

  return {
    detail,

    /** The reader's list; admins and program assistants get every item (with the Published/Concept chip). */
    async list(actor: NewsActor, query: ListQuery<Record<never, never>, never>): Promise<ListPage<NewsItem>> {
      const page = await repository.list(actor, query, now(), seesAllNews(actor));
      return { ...page, items: page.items.map(presentNewsItem) };
    },

    /** Unread items aimed at the reader (admins and program assistants too: the reader's rule, not the list's). */
    async unreadCount(reader: NewsReader): Promise<CountResponse> {
      return { totalItems: await repository.unreadCount(reader, now()) };
    },

    /** Opens an item: the detail, and from now on it counts as read for the actor. */
    async open(actor: NewsActor, id: string): Promise<NewsDetail> {
      const item = await detail(actor, id);
      await repository.markRead(id, actor.userId);
      return { ...item, read: true };
    },

    /**
     * Whether the actor may download a news file: it belongs (as attachment or image) to an item they may open.
     * "Not found" otherwise, whether or not the file exists.
     */
    async assertFileReadable(actor: NewsActor, fileId: string): Promise<void> {
      const items = await repository.itemsWithFile(actor, fileId, now(), opensAnyNews(actor));
      if (items.length === 0) throw AppError.notFound();
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
