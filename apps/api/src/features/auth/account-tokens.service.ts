import type { UserTokenPurpose } from '@portal/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';

/**
 * One-time tokens mailed to a user (activation, password reset, two-factor reset): 256 random bits, stored as
 * SHA-256, single use, expiring; a new one replaces the earlier ones of the same purpose.
 */
export function createAccountTokens(now: () => Date = () => new Date()) {
  return {
    async issue(tx: Db, userId: string, purpose: UserTokenPurpose, ttlMs: number): Promise<string> {
      const token = randomToken();
      await tx
        .update(userTokens)
        .set({ usedAt: now() })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
      await tx.insert(userTokens).values({
        userId,
        purpose,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(now().getTime() + ttlMs),
      });
      return token;
    },

    /** Uses a token up in one statement (so it works once, even when sent twice at once); its user, or null. */
    async consume(tx: Db, token: string, purpose: UserTokenPurpose): Promise<string | null> {
      const [row] = await tx
        .update(userTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(userTokens.tokenHash, sha256Hex(token)),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now()),
          ),
        )
        .returning({ userId: userTokens.userId });
      return row?.userId ?? null;
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
