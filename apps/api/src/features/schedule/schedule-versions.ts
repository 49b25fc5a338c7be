import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleVersions, users } from '../../db/schema';
import { strongETag } from '../../lib/etag';
import type { ScheduleActor } from './schedule.service';

/**
 * The ETag of a person's agenda calls: from their change counter (`schedule_versions`, raised by the triggers of
 * migration 0025 with every write that changes what their agenda shows or who may read it), the day in Amsterdam (the
 * agenda starts today: read from the database's clock, the one its statements filter by), the caller (their roles and
 * permissions decide whether they may look) and the URL (kind, `includePastItems`, dates). One statement.
 */
export function createScheduleVersions(db: Db) {
  const read = db
    .select({
      version: scheduleVersions.version,
      today: sql<string>`(now() at time zone 'Europe/Amsterdam')::date::text`,
    })
    .from(users)
    .leftJoin(scheduleVersions, eq(scheduleVersions.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('schedule_version');
  return {
    /** The tag, or null: no such person (the answer is 404), or an impersonation (rare, and not worth a proof). */
    async tag(actor: ScheduleActor, userId: string, url: string): Promise<string | null> {
      if (actor.impersonatorId) return null;
      const [row] = await read.execute({ id: userId });
      if (!row) return null;
      return strongETag([
        url,
        userId,
        row.version ?? 0,
        row.today,
        actor.userId,
        actor.roles.join(','),
        actor.permissions.join(','),
      ]);
    },
  };
}
export type ScheduleVersions = ReturnType<typeof createScheduleVersions>;
