import type { NewsDetail, NewsItem, NewsManagementItem } from '@portal/contracts';
import { fullName, fullNameLastNameFirst } from '../../lib/names';
import type { NewsManagementRow } from './news-management.repository';
import type { NewsActor } from './news.policy';
import { newsPermissions } from './news.policy';
import type { FoundNews, ListedNews, NewsParts } from './news.repository';

/** Where a stored file is downloaded (the file area's call, which checks who may see it). */
const fileUrl = (id: string) => `/api/file/${id}`;
/** Where a news attachment is downloaded (checks the reader rule, then hands over to the file area). */
const newsFileUrl = (id: string) => `/api/news/file/${id}`;

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

/** One item in full, with what the actor may do with it. */
export function presentNewsDetail(row: FoundNews, parts: NewsParts, actor: NewsActor): NewsDetail {
  const author =
    row.authorId && row.authorFirstName !== null && row.authorLastName !== null
      ? { firstName: row.authorFirstName, insertion: row.authorInsertion, lastName: row.authorLastName }
      : null;
  return {
    ...presentNewsItem(row),
    imageUrl: row.imageUrl,
    files: parts.files.map((file) => ({ ...file, url: newsFileUrl(file.id) })),
    roles: row.roles,
    educations: parts.educations,
    events: parts.events,
    author:
      author && row.authorId
        ? {
            id: row.authorId,
            fullName: fullName(author),
            fullNameLastNameFirst: fullNameLastNameFirst(author),
            firstName: author.firstName,
            avatar: row.authorAvatarFileId ? fileUrl(row.authorAvatarFileId) : null,
          }
        : null,
    _permissions: newsPermissions(actor),
  };
}

/** A row of the management table. */
export function presentNewsManagementItem(row: NewsManagementRow): NewsManagementItem {
  return {
    id: row.id,
    title: row.title,
    author:
      row.authorId && row.authorFirstName !== null && row.authorLastName !== null
        ? {
            id: row.authorId,
            fullName: fullName({
              firstName: row.authorFirstName,
              insertion: row.authorInsertion,
              lastName: row.authorLastName,
            }),
          }
        : null,
    publishedStart: row.publishedStart?.toISOString() ?? null,
    publishedEnd: row.publishedEnd?.toISOString() ?? null,
    published: row.published,
    updated: row.updatedAt.toISOString(),
  };
}
