import type { ApiKeyRole } from '@portal/contracts';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, auditEvents } from '../../db/schema';
import type { SessionContext } from '../../plugins/session.service';

/** The columns an admin's view is made from: the hash never leaves the database. */
const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  tokenCiphertext: apiKeys.tokenCiphertext,
  enabled: apiKeys.enabled,
  roles: apiKeys.roles,
  createdAt: apiKeys.createdAt,
};
export type ListedApiKey = Pick<typeof apiKeys.$inferSelect, keyof typeof listed>;

export interface NewApiKey {
  name: string;
  roles: ApiKeyRole[];
  enabled: boolean;
  tokenHash: string;
  tokenCiphertext: string;
  createdById: string;
}

export interface ApiKeyChange {
  name?: string;
  roles?: ApiKeyRole[];
  enabled?: boolean;
}

/** Storage of API keys for the admin screens (the service runs it inside a transaction for writes). */
export function createApiKeyRepository(db: Db) {
  return {
    list(): Promise<ListedApiKey[]> {
      return db.select(listed).from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    async find(id: string): Promise<ListedApiKey | undefined> {
      const [row] = await db.select(listed).from(apiKeys).where(eq(apiKeys.id, id));
      return row;
    },

    async insert(values: NewApiKey): Promise<ListedApiKey> {
      const [row] = await db.insert(apiKeys).values(values).returning(listed);
      return row!;
    },

    async update(id: string, change: ApiKeyChange): Promise<ListedApiKey | undefined> {
      const [row] = await db.update(apiKeys).set(change).where(eq(apiKeys.id, id)).returning(listed);
      return row;
    },

    async remove(id: string): Promise<ListedApiKey | undefined> {
      const [row] = await db.delete(apiKeys).where(eq(apiKeys.id, id)).returning(listed);
      return row;
    },

    /** `api_key_changed` by the admin; the data names the key and what changed, never the key itself. */
    async audit(actorId: string, context: SessionContext, data: Record<string, unknown>): Promise<void> {
      await db.insert(auditEvents).values({
        type: 'api_key_changed',
        userId: null,
        actorId,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        data,
      });
    },
  };
}
export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;

/** The lookup behind every machine request: one read on the unique hash index, enabled keys only. */
export function createApiKeyLookup(db: Db) {
  const byHash = db
    .select({ id: apiKeys.id, roles: apiKeys.roles, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.tokenHash, sql.placeholder('hash')), eq(apiKeys.enabled, true)))
    .prepare('api_key_lookup');

  return {
    async findEnabled(tokenHash: string) {
      const [row] = await byHash.execute({ hash: tokenHash });
      return row;
    },

    /**
     * Records use. The condition keeps concurrent requests from writing the same minute twice; `updatedAt` is
     * kept, as it says when an admin last changed the key.
     */
    async touch(id: string, at: Date, intervalMs: number): Promise<void> {
      const staleBefore = new Date(at.getTime() - intervalMs);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at, updatedAt: sql`${apiKeys.updatedAt}` })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
    },
  };
}
