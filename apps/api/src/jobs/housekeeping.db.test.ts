import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { authThrottle, sessions, userTokens } from '../db/schema';
import { openTestDatabase } from '../../test/databases';
import * as f from '../../test/factories';
import { cleanUp } from './housekeeping';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('housekeeping', () => {
  it('removes ended sessions, old tokens and stale counters, and nothing that still counts', async () => {
    const database = await openTestDatabase(inject('testDatabase'));
    const db = database.db;
    try {
      const live = await f.createSession(db, { lastSeenAt: new Date(), expiresAt: new Date(Date.now() + HOUR) });
      const expired = await f.createSession(db, { expiresAt: ago(HOUR) });
      const idle = await f.createSession(db, { lastSeenAt: ago(3 * HOUR), expiresAt: new Date(Date.now() + HOUR) });
      const fresh = await f.createUserToken(db, { expiresAt: new Date(Date.now() + HOUR) });
      const oldUsed = await f.createUserToken(db, { usedAt: ago(8 * 24 * HOUR), expiresAt: ago(8 * 24 * HOUR) });
      const stale = await f.createAuthThrottle(db, { windowStartedAt: ago(2 * HOUR) });
      const locked = await f.createAuthThrottle(db, {
        windowStartedAt: ago(2 * HOUR),
        lockedUntil: new Date(Date.now() + HOUR),
      });

      const removed = await cleanUp(db);
      expect(removed.sessions).toBeGreaterThanOrEqual(2);
      const ids = async (table: typeof sessions) => (await db.select({ id: table.id }).from(table)).map((r) => r.id);
      const sessionIds = await ids(sessions);
      expect(sessionIds).toContain(live.id);
      expect(sessionIds).not.toContain(expired.id);
      expect(sessionIds).not.toContain(idle.id);
      expect(await db.select().from(userTokens).where(eq(userTokens.id, fresh.id))).toHaveLength(1);
      expect(await db.select().from(userTokens).where(eq(userTokens.id, oldUsed.id))).toHaveLength(0);
      expect(await db.select().from(authThrottle).where(eq(authThrottle.key, stale.key))).toHaveLength(0);
      expect(await db.select().from(authThrottle).where(eq(authThrottle.key, locked.key))).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
