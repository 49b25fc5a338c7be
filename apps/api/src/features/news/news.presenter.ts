import type { NewsItem } from '@portal/contracts';
import type { ListedNews } from './news.repository';

/** Where a stored file is downloaded (the file area's call, which checks who may see it). */
const fileUrl = (id: string) => `/api/file/${id}`;

/** A news item as its reader sees it in the list: an explicit list of fields. */
export function presentNewsItem(row: ListedNews): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    image: row.imageFileId ? fileUrl(row.imageFileId) : null,
    published: row.published,
    publishedStart: row.publishedStart?.toISOString() ?? null,
    publishedEnd: row.publishedEnd?.toISOString() ?? null,
    updated: row.updatedAt.toISOString(),
    read: row.read,
  };
}
