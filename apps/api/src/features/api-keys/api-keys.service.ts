import type { ApiKey, ApiKeyRole } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { sha256Hex } from '../../lib/tokens';
import type { SessionContext } from '../../plugins/session.service';
import { newApiKey } from './api-key.token';
import { presentApiKey } from './api-keys.presenter';
import { createApiKeyRepository, type ApiKeyChange, type ApiKeyRepository } from './api-keys.repository';

/** The admin acting (the impersonator when an admin impersonates), and where the request came from, for the audit. */
export interface ApiKeyActor {
  userId: string;
  context: SessionContext;
}

export interface ApiKeyServiceDeps {
  db: Db;
  /** Encrypts keys so an admin can reveal them again; made from the server secret in `app.ts`. */
  box: SecretBox;
}

/** Which fields of a change were given, for the audit event (values of names and roles are not secret). */
function changed(change: ApiKeyChange): ApiKeyChange {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
}

/**
 * Admin management of API keys (spec 1 §2, §7). A key is made here and shown again only through the secret box;
 * the database holds its SHA-256 (what requests are looked up by) and its ciphertext, never the key itself.
 */
export function createApiKeyService({ db, box }: ApiKeyServiceDeps) {
  const repository = createApiKeyRepository(db);
  /** A change and its audit event are written together or not at all. */
  const inTransaction = <T>(work: (repo: ApiKeyRepository) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(createApiKeyRepository(tx as unknown as Db)));

  return {
    async list(): Promise<ApiKey[]> {
      const rows = await repository.list();
      return rows.map((row) => presentApiKey(row, box));
    },

    async create(actor: ApiKeyActor, input: { name: string; roles: ApiKeyRole[]; enabled: boolean }): Promise<ApiKey> {
      const key = newApiKey();
      const row = await inTransaction(async (repo) => {
        const created = await repo.insert({
          ...input,
          tokenHash: sha256Hex(key),
          tokenCiphertext: box.seal(key),
          createdById: actor.userId,
        });
        await repo.audit(actor.userId, actor.context, {
          action: 'created',
          apiKeyId: created.id,
          name: created.name,
          roles: created.roles,
          enabled: created.enabled,
        });
        return created;
      });
      return presentApiKey(row, box);
    },

    /** Renames, changes the roles or enables/disables; takes effect on the key's next request. */
    async update(actor: ApiKeyActor, id: string, change: ApiKeyChange): Promise<ApiKey> {
      const changes = changed(change);
      const row = await inTransaction(async (repo) => {
        if (Object.keys(changes).length === 0) return repo.find(id);
        const updated = await repo.update(id, changes);
        if (updated) {
          await repo.audit(actor.userId, actor.context, {
            action: 'updated',
            apiKeyId: id,
            name: updated.name,
            changes,
          });
        }
        return updated;
      });
      if (!row) throw AppError.notFound();
      return presentApiKey(row, box);
    },

    /** Deletes the key: its next request is refused. */
    async remove(actor: ApiKeyActor, id: string): Promise<void> {
      const removed = await inTransaction(async (repo) => {
        const row = await repo.remove(id);
        if (row) {
          await repo.audit(actor.userId, actor.context, { action: 'deleted', apiKeyId: id, name: row.name });
        }
        return row;
      });
      if (!removed) throw AppError.notFound();
    },
  };
}
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
