import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema';

export interface ThrottleRule {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Passwords: 5 wrong for one account from one client address in 15 minutes lock that account for that address for
 * 5 minutes. Only for that address: whoever knows someone's e-mail address cannot keep its owner out from elsewhere.
 */
export const ACCOUNT_PASSWORD_RULE: ThrottleRule = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 5 * 60_000 };
/**
 * Passwords for one account from all addresses together: from 10 wrong in 15 minutes on, every password check of
 * that account waits ACCOUNT_SLOWDOWN_MS first (right or wrong, from anywhere): guessing from many addresses is
 * slowed, the owner still gets in. Never a lock.
 */
export const ACCOUNT_SLOWDOWN_RULE = { threshold: 10, windowMs: 15 * 60_000 };
export const ACCOUNT_SLOWDOWN_MS = 2_000;
/**
 * Passwords from one client address (many accounts tried): 100 in 15 minutes lock the address for 5 minutes.
 * Generous because a hospital's doctors reach us through one address; the per-account rule stops guessing.
 */
export const ADDRESS_PASSWORD_RULE: ThrottleRule = { maxFailures: 100, windowMs: 15 * 60_000, lockMs: 5 * 60_000 };
/** Two-factor codes per account: 5 wrong lock the code step for 5 minutes. */
export const CODE_RULE: ThrottleRule = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 5 * 60_000 };

export type ThrottleService = ReturnType<typeof createThrottleService>;

/**
 * Attempt limits kept in the database, so every process counts the same failures and a restart forgets nothing.
 * Keys name what is limited: `password:account:<email>`, `password:address:<ip>`, `code:<userId>`.
 */
export function createThrottleService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Seconds until the key is unlocked, or 0 when it is not locked. */
    async lockedFor(key: string): Promise<number> {
      const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
      const until = row?.lockedUntil?.getTime() ?? 0;
      const left = until - now().getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },

    /**
     * Counts a failure in one statement (safe with concurrent attempts); answers the failures left before the lock
     * (0 means the key is now locked).
     */
    async fail(key: string, rule: ThrottleRule): Promise<number> {
      const at = now();
      const lockUntil = new Date(at.getTime() + rule.lockMs);
      const failures = await count(key, rule.windowMs, rule.maxFailures <= 1 ? lockUntil : null);
      if (failures >= rule.maxFailures) {
        // Locked: the count starts afresh once the lock ends.
        await db
          .update(authThrottle)
          .set({ lockedUntil: lockUntil, failures: 0, windowStartedAt: at })
          .where(eq(authThrottle.key, key));
        return 0;
      }
      return rule.maxFailures - failures;
    },

    /** Counts a failure that never locks; answers the failures within the window, this one included. */
    async record(key: string, windowMs: number): Promise<number> {
      return count(key, windowMs, null);
    },

    /** The failures counted under `key` within the last `windowMs` (0 when its window has passed). */
    async failures(key: string, windowMs: number): Promise<number> {
      const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
      if (!row || row.windowStartedAt.getTime() < now().getTime() - windowMs) return 0;
      return row.failures;
    },

    async reset(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    /** Forgets every key that starts with `prefix` (all addresses' counts of one account). */
    async resetPrefix(prefix: string): Promise<void> {
      await db.delete(authThrottle).where(sql`starts_with(${authThrottle.key}, ${prefix})`);
    },
  };

  /** Adds one failure to `key` in one statement; a window that has passed starts again at one. */
  async function count(key: string, windowMs: number, lockedUntil: Date | null): Promise<number> {
    const at = now();
    const windowStart = new Date(at.getTime() - windowMs);
    const [row] = await db
      .insert(authThrottle)
      .values({ key, failures: 1, windowStartedAt: at, lockedUntil })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then ${at} else ${authThrottle.windowStartedAt} end`,
        },
      })
      .returning();
    return row?.failures ?? 1;
  }
}
