import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Answer } from '@portal/contracts';

/** One change of one answer, numbered in the order it was made. */
export interface PendingChange {
  seq: number;
  fieldId: string;
  answer: Answer;
}

/** The changes of one entry not yet saved, and the revision they build on. */
export interface PendingRecord {
  revision: number;
  changes: PendingChange[];
}

/** Where unsaved changes wait (IndexedDB in the browser): they survive going offline, a failed save and a reload. */
export interface AutosaveStore {
  read(key: string): Promise<PendingRecord | undefined>;
  write(key: string, record: PendingRecord): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The browser's IndexedDB database and object store of the autosave. */
export const AUTOSAVE_DB = 'opleidingsportaal-autosave';
export const AUTOSAVE_OBJECT_STORE = 'pending-changes';

/** An in-memory store: the fallback where IndexedDB is missing or refuses (some private modes), and for tests. */
export function memoryAutosaveStore(): AutosaveStore {
  const records = new Map<string, PendingRecord>();
  return {
    read: async (key) => structuredClone(records.get(key)),
    write: async (key, record) => void records.set(key, structuredClone(record)),
    remove: async (key) => void records.delete(key),
  };
}

/**
 * The IndexedDB store (idb-keyval), one record per entry key. The database is opened on first use; when IndexedDB
 * cannot be used the changes are kept in memory instead (lost on a reload, but saving still works).
 */
export function indexedDbAutosaveStore(): AutosaveStore {
  let store: UseStore | null = null;
  let fallback: AutosaveStore | null = null;
  const run = async <T>(idb: (s: UseStore) => Promise<T>, memory: (m: AutosaveStore) => Promise<T>): Promise<T> => {
    if (!fallback) {
      try {
        store ??= createStore(AUTOSAVE_DB, AUTOSAVE_OBJECT_STORE);
        return await idb(store);
      } catch {
        fallback = memoryAutosaveStore();
      }
    }
    return memory(fallback);
  };
  return {
    read: (key) =>
      run(
        (s) => get<PendingRecord>(key, s),
        (m) => m.read(key),
      ),
    write: (key, record) =>
      run(
        (s) => set(key, record, s),
        (m) => m.write(key, record),
      ),
    remove: (key) =>
      run(
        (s) => del(key, s),
        (m) => m.remove(key),
      ),
  };
}

let shared: AutosaveStore | null = null;
/** The app's one IndexedDB autosave store. */
export function defaultAutosaveStore(): AutosaveStore {
  shared ??= indexedDbAutosaveStore();
  return shared;
}
