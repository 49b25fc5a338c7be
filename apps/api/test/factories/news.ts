// News items and their targets (roles, programmes, events), files and read flags.
import { fakerNL } from '@faker-js/faker';
import type { Db } from '../../src/db/client';
import { newsEducations, newsEvents, newsFiles, newsItems, newsReads } from '../../src/db/schema';
import { createEvent } from './events';
import { createFile } from './files';
import { daysFromNow, defined, one, sequence, uniqueAfasNumber, type Overrides, type Row } from './support';
import { createParticipant, createProgramAssistant } from './users';

/**
 * A news item published from yesterday for a month, for participants, written by a new program assistant with
 * MANAGE_NEWS (the author is cleared, not the item, when the account goes).
 */
export async function createNewsItem(
  db: Db,
  overrides: Overrides<typeof newsItems> = {},
): Promise<Row<typeof newsItems>> {
  const values = {
    title: `Nieuws ${sequence()}`,
    content: `<p>${fakerNL.lorem.paragraph()}</p>`,
    published: true,
    publishedStart: daysFromNow(-1),
    publishedEnd: daysFromNow(30),
    roles: ['ROLE_PARTICIPANT' as const],
    ...defined(overrides),
    authorId:
      overrides.authorId === undefined
        ? (await createProgramAssistant(db, { permissions: ['MANAGE_NEWS'] })).id
        : overrides.authorId,
  };
  return one(await db.insert(newsItems).values(values).returning(), 'news item');
}

/** Targeting by programme id; there is no foreign key (it is AFAS's id), so a new unique id unless given. */
export async function createNewsEducation(
  db: Db,
  overrides: Overrides<typeof newsEducations> = {},
): Promise<Row<typeof newsEducations>> {
  const values = {
    newsId: overrides.newsId ?? (await createNewsItem(db)).id,
    educationAfasId: overrides.educationAfasId ?? uniqueAfasNumber(),
  };
  return one(await db.insert(newsEducations).values(values).returning(), 'news education');
}

export async function createNewsEvent(
  db: Db,
  overrides: Overrides<typeof newsEvents> = {},
): Promise<Row<typeof newsEvents>> {
  const values = {
    newsId: overrides.newsId ?? (await createNewsItem(db)).id,
    eventId: overrides.eventId ?? (await createEvent(db)).id,
  };
  return one(await db.insert(newsEvents).values(values).returning(), 'news event');
}

export async function createNewsFile(
  db: Db,
  overrides: Overrides<typeof newsFiles> = {},
): Promise<Row<typeof newsFiles>> {
  const values = {
    newsId: overrides.newsId ?? (await createNewsItem(db)).id,
    fileId: overrides.fileId ?? (await createFile(db, { context: 'news' })).id,
  };
  return one(await db.insert(newsFiles).values(values).returning(), 'news file');
}

export async function createNewsRead(
  db: Db,
  overrides: Overrides<typeof newsReads> = {},
): Promise<Row<typeof newsReads>> {
  const values = {
    ...defined(overrides),
    newsId: overrides.newsId ?? (await createNewsItem(db)).id,
    userId: overrides.userId ?? (await createParticipant(db)).id,
  };
  return one(await db.insert(newsReads).values(values).returning(), 'news read');
}
