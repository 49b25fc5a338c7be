import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { JobDefinition } from './queue';
import type { Db } from '../db/client';
import { authThrottle, sessions, userTokens } from '../db/schema';
import { SESSION_IDLE_MS } from '../plugins/session.service';

/** Spent or expired one-time tokens are kept this long (for "link already used" support questions), then removed. */
const TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Throttle rows whose window and lock have both passed count for nothing any more. */
const THROTTLE_RETENTION_MS = 60 * 60 * 1000;

/** Removes what sign-in leaves behind: ended sessions, old tokens, stale attempt counters. Answers what it removed. */
export async function cleanUp(
  db: Db,
  now = new Date(),
): Promise<{ sessions: number; tokens: number; throttle: number }> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const tokensBefore = new Date(now.getTime() - TOKEN_RETENTION_MS);
  const throttleBefore = new Date(now.getTime() - THROTTLE_RETENTION_MS);
  const removedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  const removedTokens = await db
    .delete(userTokens)
    .where(
      or(
        and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, tokensBefore)),
        lt(userTokens.expiresAt, tokensBefore),
      ),
    )
    .returning({ id: userTokens.id });
  const removedThrottle = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, throttleBefore),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: authThrottle.key });
  return { sessions: removedSessions.length, tokens: removedTokens.length, throttle: removedThrottle.length };
}

/** The housekeeping job: every quarter of an hour, run by one process at a time. */
export function housekeepingJob(db: Db): JobDefinition<object> {
  return { name: 'housekeeping', cron: '*/15 * * * *', policy: 'singleton', retryLimit: 0, handler: () => cleanUp(db) };
}
