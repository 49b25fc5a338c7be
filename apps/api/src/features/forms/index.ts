// Forms: the builder's calls, categories, documents, and the entries of forms (shared with assignments).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createEntriesService, type StoreFile } from './entries.service';
import { createFormsRepository } from './forms.repository';
import { formsRoutes } from './forms.routes';
import { createFormsService } from './forms.service';
import { trialEntriesRoutes } from './trial-entries.routes';

export type { EntriesService, FillContext, SaveHooks, StoreFile } from './entries.service';
export type { StoredField, Tx } from './forms.repository';

export function createFormsModule({ db, storeFile }: { db: Db; storeFile: StoreFile }) {
  const repo = createFormsRepository(db);
  const forms = createFormsService({ db, repo });
  const entries = createEntriesService({ db, repo, storeFile });
  return {
    /** Saving and reading entries of any form (the assignments area gets it from app.ts). */
    entries,
    routes: async (app: FastifyInstance) => {
      await app.register(formsRoutes({ db, repo, forms }));
      await app.register(trialEntriesRoutes(entries));
    },
  };
}
