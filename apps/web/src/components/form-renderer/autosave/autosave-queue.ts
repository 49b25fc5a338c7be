import { entryConflictSchema, type Answer, type FormData, type Violation } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import type { AutosaveStore, PendingChange, PendingRecord } from './autosave-store';

/** Autosave waits this long after the last change (spec 2 §9). */
export const AUTOSAVE_DELAY_MS = 1000;
/** Waits before trying a failed save again (the last one repeats). */
export const AUTOSAVE_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * - `saved`: nothing waits ('Opgeslagen');
 * - `pending`, `saving`: changes wait for the debounce or are on their way ('Bezig met opslaan…');
 * - `offline`: no connection, the changes are stored in the browser ('Offline – wijzigingen bewaard');
 * - `retrying`: the server failed, the changes are stored and sent again later;
 * - `invalid`: some changes are held back until their violations are fixed;
 * - `conflict`: the entry was saved elsewhere meanwhile: the user chooses (nothing is sent until then);
 * - `closed`: handed in (or refused as handed in): nothing more is saved.
 */
export type AutosaveStatus =
  'saved' | 'pending' | 'saving' | 'offline' | 'retrying' | 'invalid' | 'conflict' | 'closed';

/** What one save answers: the new revision, and whatever the screen wants back (the entry). */
export interface SaveResult<T> {
  revision: number;
  result: T;
}

/** The server's side of a revision conflict. */
export interface ServerVersion<T> {
  revision: number;
  values: FormData;
  result: T;
}

export interface AutosaveConflict<T> extends ServerVersion<T> {
  /** The fields whose unsaved changes differ from the server's. */
  fieldIds: string[];
}

export interface AutosaveSnapshot<T> {
  status: AutosaveStatus;
  /** The revision the next save builds on. */
  revision: number;
  /** The unsaved changes (the last change of each field), including those held back by violations. */
  pending: FormData;
  /** Violations of held-back changes (client check) and of the last save the server refused. */
  violations: readonly Violation[];
  conflict: AutosaveConflict<T> | null;
}

export interface AutosaveOptions<T> {
  /** Names the entry in the store (e.g. `trial-entry:{id}`). */
  key: string;
  /** The revision of the entry as loaded. */
  revision: number;
  /** Sends answers built on `revision`; throws (`ApiError`) when refused. */
  save: (changes: FormData, revision: number, submit: boolean) => Promise<SaveResult<T>>;
  /** Where changes wait; IndexedDB in the browser. */
  store: AutosaveStore;
  /** Client-side check of a save (`checkEntry` with `submit: false`): fields with violations are held back. */
  validate?: (changes: FormData) => readonly Violation[];
  /** Answers as the server stores them (trimmed text …), to see whether a conflict is one at all. */
  normalise?: (changes: FormData) => FormData;
  /** Reads a revision conflict from a refused save; by default the 409 `entry_revision_conflict` with its entry. */
  readConflict?: (error: unknown) => ServerVersion<T> | null;
  /** A save went through, or the server's version was taken: what the server has now. */
  onServerVersion?: (result: T) => void;
  delay?: number;
  retryDelays?: readonly number[];
  isOnline?: () => boolean;
  /** Where `online`/`offline` events arrive (window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** The outcome of handing in. */
export type SubmitOutcome<T> =
  | { ok: true; result: T }
  | { ok: false; reason: 'offline' | 'conflict' | 'failed' | 'closed' }
  | { ok: false; reason: 'invalid'; violations: Violation[] };

/** The 409 `entry_revision_conflict` of the entry calls, with the entry as it is now. */
export function readEntryConflict<T extends { revision: number; values: FormData }>(
  error: unknown,
): ServerVersion<T> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = entryConflictSchema.safeParse(error.body);
  if (!parsed.success) return null;
  const entry = parsed.data.entry as unknown as T;
  return { revision: entry.revision, values: entry.values, result: entry };
}

/** JSON with object keys sorted, so equal answers compare equal whatever order their keys came in. */
function stable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const isNetworkError = (error: unknown) =>
  (error instanceof ApiError && error.status === 0) || error instanceof TypeError;

/**
 * The autosave of one entry, without React (`useAutosave` wraps it). Every change is stored at once in the browser
 * (IndexedDB), in order; 1 s after the last change the unsaved changes go to the server in one save (the last change
 * of a field wins) built on the last revision. What the server took is removed from the store. Offline (or when a save
 * fails) the changes stay stored and go when the connection returns (`online`) or after a growing wait; after a reload
 * `start()` reads them back so the screen can show them, and sends them. A save refused because the entry was saved
 * elsewhere (409) is never overwritten silently: the user chooses (`resolveConflict`), unless the server already has
 * exactly these answers.
 */
export class AutosaveQueue<T> {
  private readonly options: AutosaveOptions<T>;
  private record: PendingRecord;
  private nextSeq = 1;
  private started = false;
  private disposed = false;
  private sending: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private offline = false;
  private failing = false;
  private closed = false;
  private conflict: AutosaveConflict<T> | null = null;
  /** Fields the server refused, held back until they change again. */
  private serverViolations: Violation[] = [];
  /** Fields the client check held back at the last send, shown until they change again. */
  private clientHeld: Violation[] = [];
  /** Store writes, one after the other, in the order of the changes. */
  private writes: Promise<void> = Promise.resolve();
  private writing = 0;
  private snapshot: AutosaveSnapshot<T>;
  private readonly listeners = new Set<() => void>();

  constructor(options: AutosaveOptions<T>) {
    this.options = options;
    this.record = { revision: options.revision, changes: [] };
    this.snapshot = this.computeSnapshot();
  }

  // ----- State for React (useSyncExternalStore) --------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AutosaveSnapshot<T> => this.snapshot;

  private emit() {
    this.snapshot = this.computeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private computeSnapshot(): AutosaveSnapshot<T> {
    const pending = this.pending();
    const held = new Set([...this.clientHeld, ...this.serverViolations].map((v) => v.parameters?.fieldId));
    const sendable = Object.keys(pending).some((fieldId) => !held.has(fieldId));
    let status: AutosaveStatus;
    if (this.closed) status = 'closed';
    else if (this.conflict) status = 'conflict';
    else if (this.sending) status = 'saving';
    // 'Offline – wijzigingen bewaard' only once the changes are in the store.
    else if (this.offline && this.record.changes.length > 0) status = this.writing > 0 ? 'pending' : 'offline';
    else if (this.failing && sendable) status = 'retrying';
    else if (sendable) status = 'pending';
    else if (Object.keys(pending).length > 0) status = 'invalid';
    else status = 'saved';
    return {
      status,
      revision: this.record.revision,
      pending,
      violations: [...this.clientHeld, ...this.serverViolations],
      conflict: this.conflict,
    };
  }

  /** The unsaved changes, the last of each field winning. */
  private pending(): FormData {
    const pending: FormData = {};
    for (const change of this.record.changes) pending[change.fieldId] = change.answer;
    return pending;
  }

  private clientViolations(changes: FormData): Violation[] {
    if (!this.options.validate || Object.keys(changes).length === 0) return [];
    return [...this.options.validate(changes)];
  }

  // ----- Life cycle -------------------------------------------------------------------------------------------------

  /**
   * Reads the changes stored for this entry (from before a reload or while offline) and starts sending them.
   * Answers them, for the screen to show over the entry's values.
   */
  async start(): Promise<FormData> {
    const stored = await this.options.store.read(this.options.key);
    if (this.disposed) return {};
    if (stored && stored.changes.length > 0) {
      this.record = { revision: stored.revision, changes: stored.changes };
      this.nextSeq = Math.max(...stored.changes.map((c) => c.seq)) + 1;
    }
    this.started = true;
    const events = this.options.events ?? (typeof window === 'undefined' ? undefined : window);
    events?.addEventListener('online', this.onOnline);
    events?.addEventListener('offline', this.onOffline);
    this.offline = !this.isOnline();
    this.emit();
    if (this.record.changes.length > 0) this.schedule(0);
    return this.pending();
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimers();
    const events = this.options.events ?? (typeof window === 'undefined' ? undefined : window);
    events?.removeEventListener('online', this.onOnline);
    events?.removeEventListener('offline', this.onOffline);
    this.listeners.clear();
  }

  private isOnline(): boolean {
    if (this.options.isOnline) return this.options.isOnline();
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  private onOnline = () => {
    this.offline = false;
    this.attempt = 0;
    this.emit();
    if (this.record.changes.length > 0) this.schedule(0);
  };

  private onOffline = () => {
    this.offline = true;
    this.emit();
  };

  private clearTimers() {
    if (this.timer) clearTimeout(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.timer = null;
    this.retryTimer = null;
  }

  // ----- Changes ----------------------------------------------------------------------------------------------------

  /** An answer changed: stored at once, sent after the debounce. */
  change(fieldId: string, answer: Answer): void {
    if (this.closed || this.disposed) return;
    // An earlier unsaved change of the same field is superseded (the last one wins, in the order of the changes).
    this.record = {
      revision: this.record.revision,
      changes: [
        ...this.record.changes.filter((c) => c.fieldId !== fieldId),
        { seq: this.nextSeq++, fieldId, answer } satisfies PendingChange,
      ],
    };
    this.serverViolations = this.serverViolations.filter((v) => v.parameters?.fieldId !== fieldId);
    this.clientHeld = this.clientHeld.filter((v) => v.parameters?.fieldId !== fieldId);
    this.persist();
    this.emit();
    if (this.started) this.schedule(this.options.delay ?? AUTOSAVE_DELAY_MS);
  }

  /** Writes the record as it is now; the writes keep the order of the calls. */
  private persist() {
    const { key, store } = this.options;
    const record: PendingRecord = { revision: this.record.revision, changes: [...this.record.changes] };
    this.writing++;
    this.writes = this.writes
      .then(() => (record.changes.length > 0 ? store.write(key, record) : store.remove(key)))
      .catch(() => undefined)
      .finally(() => {
        this.writing--;
        if (!this.disposed) this.emit();
      });
  }

  /** Resolves once every change so far is in the store. */
  stored(): Promise<void> {
    return this.writes;
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.send();
    }, delay);
  }

  /** Sends what waits now (the 'Opslaan' button) and resolves when nothing sendable waits or saving is blocked. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (let round = 0; round < 20; round++) {
      if (this.sending) await this.sending;
      if (this.conflict || this.closed || this.disposed || !this.isOnline()) return;
      const before = this.record.changes.length;
      await this.send();
      if (this.record.changes.length === 0 || this.record.changes.length === before || this.failing) return;
    }
  }

  // ----- Sending ----------------------------------------------------------------------------------------------------

  private send(): Promise<void> {
    if (this.sending) return this.sending;
    if (this.disposed || this.closed || this.conflict || this.record.changes.length === 0) return Promise.resolve();
    const pending = this.pending();
    // Checked when the save would go (after the debounce), not at every keystroke.
    this.clientHeld = this.clientViolations(pending);
    if (!this.isOnline()) {
      this.offline = true;
      this.emit();
      return Promise.resolve();
    }
    const held = new Set([...this.clientHeld, ...this.serverViolations].map((v) => v.parameters?.fieldId));
    const batch: FormData = {};
    for (const [fieldId, answer] of Object.entries(pending)) if (!held.has(fieldId)) batch[fieldId] = answer;
    if (Object.keys(batch).length === 0) {
      this.emit();
      return Promise.resolve();
    }
    const sent = new Set(this.record.changes.filter((c) => c.fieldId in batch).map((c) => c.seq));
    const revision = this.record.revision;
    const run = async () => {
      try {
        const saved = await this.options.save(batch, revision, false);
        if (this.disposed) return;
        this.accept(saved.revision, sent);
        this.options.onServerVersion?.(saved.result);
      } catch (error) {
        if (this.disposed) return;
        this.refused(error, batch);
      }
    };
    this.sending = run().finally(() => {
      this.sending = null;
      if (this.disposed) return;
      this.emit();
      // Changes made while this save was on its way, whose debounce has already passed, go now.
      const more = Object.keys(this.pending()).length > 0;
      if (more && !this.timer && !this.retryTimer && !this.failing && !this.conflict && !this.offline) {
        this.schedule(0);
      }
    });
    this.emit();
    return this.sending;
  }

  /** The server took the changes numbered `sent` and is at `revision` now. */
  private accept(revision: number, sent: ReadonlySet<number>) {
    this.record = { revision, changes: this.record.changes.filter((c) => !sent.has(c.seq)) };
    this.attempt = 0;
    this.failing = false;
    this.offline = false;
    this.persist();
  }

  private refused(error: unknown, batch: FormData) {
    const conflict = (this.options.readConflict ?? readEntryConflict)(error) as ServerVersion<T> | null;
    if (conflict) {
      this.offline = false;
      this.onConflict(conflict);
      return;
    }
    if (isNetworkError(error)) {
      this.offline = true;
      this.retryLater();
      return;
    }
    // The server answered: the connection is there.
    this.offline = false;
    if (error instanceof ApiError && error.status === 400 && error.violations.length > 0) {
      // Those fields wait until they change; the rest of the batch goes again at once.
      const fieldIds = new Set(Object.keys(batch));
      const named = error.violations.filter((v) => fieldIds.has(v.parameters?.fieldId ?? ''));
      this.serverViolations = [
        ...this.serverViolations,
        ...(named.length > 0
          ? named
          : Object.keys(batch).map((fieldId) => ({
              propertyPath: `formData.${fieldId}`,
              detail: 'validation.invalid',
              parameters: { fieldId },
            }))),
      ];
      this.schedule(0);
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      // Handed in meanwhile: nothing can be saved any more.
      this.close();
      return;
    }
    this.failing = true;
    this.retryLater();
  }

  private retryLater() {
    const delays = this.options.retryDelays ?? AUTOSAVE_RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 1000;
    this.attempt++;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.send();
    }, delay);
  }

  private onConflict(server: ServerVersion<T>) {
    const pending = this.pending();
    const mine = this.options.normalise ? this.options.normalise(pending) : pending;
    const fieldIds = Object.keys(pending).filter((fieldId) => stable(mine[fieldId]) !== stable(server.values[fieldId]));
    if (fieldIds.length === 0) {
      // The server already has exactly these answers (a save that arrived before a reload): nothing is lost.
      this.record = { revision: server.revision, changes: [] };
      this.persist();
      this.options.onServerVersion?.(server.result);
      return;
    }
    this.conflict = { ...server, fieldIds };
  }

  /**
   * The user's answer to a conflict: keep the unsaved changes and send them on the server's revision, or take the
   * server's version and drop them. Answers the server's version (for the screen to show, with `pending` over it).
   */
  resolveConflict(choice: 'mine' | 'theirs'): ServerVersion<T> | null {
    const conflict = this.conflict;
    if (!conflict) return null;
    this.conflict = null;
    this.attempt = 0;
    this.serverViolations = [];
    this.clientHeld = [];
    this.record = { revision: conflict.revision, changes: choice === 'mine' ? this.record.changes : [] };
    this.persist();
    this.options.onServerVersion?.(conflict.result);
    this.emit();
    if (choice === 'mine') this.schedule(0);
    return conflict;
  }

  // ----- Handing in -------------------------------------------------------------------------------------------------

  /** Sends every unsaved change with `submit`, after any save on its way; nothing is saved after it succeeds. */
  async submit(): Promise<SubmitOutcome<T>> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.sending) await this.sending;
    if (this.closed) return { ok: false, reason: 'closed' };
    if (this.conflict) return { ok: false, reason: 'conflict' };
    if (!this.isOnline()) {
      this.offline = true;
      this.emit();
      return { ok: false, reason: 'offline' };
    }
    const pending = this.pending();
    const sent = new Set(this.record.changes.map((c) => c.seq));
    let outcome: SubmitOutcome<T> = { ok: false, reason: 'failed' };
    this.sending = (async () => {
      try {
        const saved = await this.options.save(pending, this.record.revision, true);
        this.accept(saved.revision, sent);
        this.closed = true;
        this.clearTimers();
        this.options.onServerVersion?.(saved.result);
        outcome = { ok: true, result: saved.result };
      } catch (error) {
        const conflict = (this.options.readConflict ?? readEntryConflict)(error) as ServerVersion<T> | null;
        if (conflict) {
          this.onConflict(conflict);
          outcome = { ok: false, reason: this.conflict ? 'conflict' : 'failed' };
        } else if (isNetworkError(error)) {
          this.offline = true;
          this.retryLater();
          outcome = { ok: false, reason: 'offline' };
        } else if (error instanceof ApiError && error.status === 400) {
          outcome = { ok: false, reason: 'invalid', violations: error.violations };
        } else if (error instanceof ApiError && error.status === 409) {
          this.close();
          outcome = { ok: false, reason: 'closed' };
        }
      }
    })().finally(() => {
      this.sending = null;
      if (!this.disposed) this.emit();
    });
    this.emit();
    await this.sending;
    return outcome;
  }

  private close() {
    this.closed = true;
    this.clearTimers();
    this.record = { revision: this.record.revision, changes: [] };
    this.persist();
  }
}
