import type { Role } from '@portal/contracts';
import { and, eq, gte, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { educations, enrolments, newsEducations, newsEvents, newsItems, newsReads } from '../../db/schema';

/**
 * Who may read which news item, as SQL conditions on `news_items` for any query of the news area (the reader's list,
 * the detail, the unread badge, the weekly unread-news mail). They refer to `news_items` by its table name, so the
 * query must not alias it.
 */

/** The reader as the conditions need them: their id and current roles (from the session). */
export interface NewsReader {
  userId: string;
  roles: readonly Role[];
}

/** The same reader as placeholders of a prepared statement (the hot badge count is prepared once per process). */
export interface NewsReaderParams {
  userId: Placeholder;
  /** Bound to the reader's roles joined with commas (drivers disagree on how to send an array parameter). */
  roles: Placeholder;
}

/** Published and inside its window at `at`: from `publishedStart` (none: from the start) to `publishedEnd` (none: open). */
export function newsPublishedAt(at: Date | Placeholder): SQL {
  return and(
    eq(newsItems.published, true),
    or(isNull(newsItems.publishedStart), lte(newsItems.publishedStart, at)),
    or(isNull(newsItems.publishedEnd), gte(newsItems.publishedEnd, at)),
  )!;
}

/**
 * Aimed at the reader: at one of their roles, at the programme (AFAS id) of one of their educations, or at an event
 * they are enrolled in (a cancelled enrolment does not count).
 */
export function newsTargets(reader: NewsReader | NewsReaderParams): SQL {
  let byRole: SQL | undefined;
  if (!Array.isArray(reader.roles)) byRole = sql`${newsItems.roles} && string_to_array(${reader.roles}, ',')::role[]`;
  else if (reader.roles.length > 0) {
    byRole = sql`${newsItems.roles} && array[${sql.join(
      (reader.roles as readonly Role[]).map((role) => sql`${role}`),
      sql`, `,
    )}]::role[]`;
  }
  const byEducation = sql`exists (select 1 from ${newsEducations} join ${educations} on ${educations.afasId} = ${newsEducations.educationAfasId} where ${newsEducations.newsId} = ${newsItems.id} and ${educations.userId} = ${reader.userId})`;
  const byEvent = sql`exists (select 1 from ${newsEvents} join ${enrolments} on ${enrolments.eventId} = ${newsEvents.eventId} where ${newsEvents.newsId} = ${newsItems.id} and ${enrolments.userId} = ${reader.userId} and ${enrolments.status} = 'enrolled')`;
  return or(byRole, byEducation, byEvent)!;
}

/** What the reader may see at `at`: published, in its window and aimed at them. */
export function newsVisibleTo(reader: NewsReader | NewsReaderParams, at: Date | Placeholder): SQL {
  return and(newsPublishedAt(at), newsTargets(reader))!;
}

/** The reader has opened the item. */
export function newsReadBy(userId: string | Placeholder): SQL {
  return sql`exists (select 1 from ${newsReads} where ${newsReads.newsId} = ${newsItems.id} and ${newsReads.userId} = ${userId})`;
}
