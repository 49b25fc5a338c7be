import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry, FormData, Violation } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { AutosaveQueue, type AutosaveOptions, type SaveResult } from './autosave-queue';
import { indexedDbAutosaveStore, memoryAutosaveStore, type AutosaveStore } from './autosave-store';

// The autosave engine on fake-indexeddb: the order of changes, offline and failed saves, a reload, conflicts.

const ENTRY_ID = '5b1f0f8e-2f5c-4b8e-9a43-3f0d7c1e2a10';
const FORM_ID = '0d6f1e2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f';

/** An entry as the server answers it (also inside a 409 `entry_revision_conflict`). */
function entry(revision: number, values: FormData = {}): Entry {
  return {
    id: ENTRY_ID,
    formId: FORM_ID,
    formVersion: 1,
    status: 'draft',
    revision,
    role: 'ROLE_PARTICIPANT',
    created: '2026-03-01T09:00:00.000Z',
    updated: '2026-03-01T09:00:00.000Z',
    submitted: null,
    values,
    files: [],
    assignments: [],
    fields: [],
  };
}

const conflictError = (server: Entry) =>
  new ApiError(409, 'entry_revision_conflict', [], { detail: 'entry_revision_conflict', entry: server });

/** A fake server: keeps the answers and the revision, takes a save only on the current revision. */
function fakeServer() {
  const state = {
    revision: 1,
    values: {} as FormData,
    saves: [] as { changes: FormData; revision: number; submit: boolean }[],
  };
  const save = vi.fn(async (changes: FormData, revision: number, submit: boolean): Promise<SaveResult<Entry>> => {
    state.saves.push({ changes, revision, submit });
    if (revision !== state.revision) throw conflictError(entry(state.revision, state.values));
    state.values = { ...state.values, ...changes };
    state.revision++;
    return { revision: state.revision, result: entry(state.revision, state.values) };
  });
  return { state, save };
}

let online = true;
let events: EventTarget;
let idbName = 0;
let store: AutosaveStore;
const KEY = () => `trial-entry:${ENTRY_ID}:${idbName}`;
const queues: AutosaveQueue<Entry>[] = [];

function queue(options: Partial<AutosaveOptions<Entry>> & Pick<AutosaveOptions<Entry>, 'save'>) {
  const q = new AutosaveQueue<Entry>({
    key: KEY(),
    revision: 1,
    store,
    delay: 20,
    retryDelays: [30, 60],
    isOnline: () => online,
    events: events as unknown as Window,
    ...options,
  });
  queues.push(q);
  return q;
}

// Generous: on a loaded machine the fake IndexedDB and timers run late; the checks are conditions, not delays.
const until = (check: () => boolean, timeout = 10_000) => vi.waitFor(() => expect(check()).toBe(true), { timeout });

beforeEach(() => {
  online = true;
  events = new EventTarget();
  // One fake-indexeddb for the file (a deleted database would wait for the open connections): a key per test.
  idbName++;
  store = indexedDbAutosaveStore();
});

afterEach(() => {
  for (const q of queues.splice(0)) q.dispose();
  vi.useRealTimers();
});

describe('AutosaveQueue', () => {
  it('saves 1 s after the last change, once, with the last value of each field and the revision', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer();
    const q = queue({ save: server.save, delay: undefined, store: memoryAutosaveStore() });
    await q.start();
    q.change('a', 'e');
    q.change('a', 'een');
    await vi.advanceTimersByTimeAsync(900);
    q.change('b', 2);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.save).not.toHaveBeenCalled();
    expect(q.getSnapshot().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(server.save).toHaveBeenCalledWith({ a: 'een', b: 2 }, 1, false);
    await vi.waitFor(() => expect(q.getSnapshot().status).toBe('saved'));
    expect(q.getSnapshot().revision).toBe(2);
  });

  it('keeps every change in IndexedDB in order until the server has it; changes during a save go next, on the new revision', async () => {
    const server = fakeServer();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const save = vi.fn(async (changes: FormData, revision: number, submit: boolean) => {
      if (server.save.mock.calls.length === 0) await held;
      return server.save(changes, revision, submit);
    });
    const q = queue({ save });
    await q.start();
    q.change('a', 'een');
    q.change('b', 'twee');
    await q.stored();
    expect((await store.read(KEY()))!.changes.map((c) => [c.fieldId, c.answer])).toEqual([
      ['a', 'een'],
      ['b', 'twee'],
    ]);
    await until(() => q.getSnapshot().status === 'saving');
    // Made while the first save is on its way: stored after it, sent after it.
    q.change('a', 'een, verbeterd');
    q.change('c', 3);
    await q.stored();
    expect((await store.read(KEY()))!.changes.map((c) => c.fieldId)).toEqual(['b', 'a', 'c']);
    release();
    await until(() => server.state.saves.length === 2 && q.getSnapshot().status === 'saved');
    expect(server.state.saves).toEqual([
      { changes: { a: 'een', b: 'twee' }, revision: 1, submit: false },
      { changes: { a: 'een, verbeterd', c: 3 }, revision: 2, submit: false },
    ]);
    expect(server.state.values).toEqual({ a: 'een, verbeterd', b: 'twee', c: 3 });
    await q.stored();
    expect(await store.read(KEY())).toBeUndefined();
  });

  it('offline keeps the changes stored and sends them in order when the connection returns', async () => {
    const server = fakeServer();
    online = false;
    const q = queue({ save: server.save });
    await q.start();
    q.change('a', 'een');
    q.change('b', 'twee');
    q.change('a', 'een, later');
    await until(() => q.getSnapshot().status === 'offline');
    expect(server.save).not.toHaveBeenCalled();
    expect((await store.read(KEY()))!.changes.map((c) => [c.fieldId, c.answer])).toEqual([
      ['b', 'twee'],
      ['a', 'een, later'],
    ]);
    online = true;
    events.dispatchEvent(new Event('online'));
    await until(() => q.getSnapshot().status === 'saved');
    expect(server.state.saves).toEqual([{ changes: { b: 'twee', a: 'een, later' }, revision: 1, submit: false }]);
    await q.stored();
    expect(await store.read(KEY())).toBeUndefined();
  });

  it('tries a failed save again after a growing wait, the changes kept meanwhile', async () => {
    const server = fakeServer();
    const save = vi
      .fn<AutosaveOptions<Entry>['save']>()
      .mockRejectedValueOnce(new ApiError(0, 'network_error'))
      .mockRejectedValueOnce(new ApiError(503, 'service_unavailable'))
      .mockImplementation(async (...args) => {
        await gate;
        return server.save(...args);
      });
    // The third attempt waits until the test has seen the change kept in the store.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const q = queue({ save });
    // Every state the queue passes through: 'offline' and 'retrying' last only as long as a retry's short wait.
    const states: string[] = [];
    q.subscribe(() => {
      const status = q.getSnapshot().status;
      if (states.at(-1) !== status) states.push(status);
    });
    await q.start();
    q.change('a', 'een');
    await until(() => states.includes('offline'));
    expect((await store.read(KEY()))!.changes).toHaveLength(1);
    await until(() => save.mock.calls.length === 3);
    open();
    await until(() => q.getSnapshot().status === 'saved');
    expect(states.indexOf('offline')).toBeLessThan(states.lastIndexOf('retrying'));
    expect(states.lastIndexOf('retrying')).toBeLessThan(states.lastIndexOf('saved'));
    expect(save).toHaveBeenCalledTimes(3);
    expect(server.state.values).toEqual({ a: 'een' });
  });

  it('after a reload reads the stored changes back, for the screen to show, and sends them on their revision', async () => {
    const server = fakeServer();
    online = false;
    const before = queue({ save: server.save });
    await before.start();
    before.change('a', 'een');
    before.change('b', 2);
    await before.stored();
    before.dispose();

    // The page again: a new queue on the same store (IndexedDB), online now.
    online = true;
    store = indexedDbAutosaveStore();
    const after = queue({ save: server.save, revision: 1 });
    const restored = await after.start();
    expect(restored).toEqual({ a: 'een', b: 2 });
    await until(() => after.getSnapshot().status === 'saved');
    expect(server.state.saves).toEqual([{ changes: { a: 'een', b: 2 }, revision: 1, submit: false }]);
  });

  it('never overwrites a newer save silently: the user keeps their changes or takes the server version', async () => {
    const server = fakeServer();
    // Someone else saved meanwhile.
    server.state.revision = 5;
    server.state.values = { a: 'van een ander', b: 'ook van een ander' };
    const onServerVersion = vi.fn();
    const q = queue({ save: server.save, onServerVersion });
    await q.start();
    q.change('a', 'van mij');
    await until(() => q.getSnapshot().status === 'conflict');
    const { conflict } = q.getSnapshot();
    expect(conflict).toMatchObject({ revision: 5, fieldIds: ['a'], values: server.state.values });
    // Nothing more is sent while the user has not chosen.
    q.change('c', 'erbij');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(server.save).toHaveBeenCalledTimes(1);

    const taken = q.resolveConflict('mine');
    expect(taken?.revision).toBe(5);
    await until(() => q.getSnapshot().status === 'saved');
    expect(server.state.saves.at(-1)).toEqual({ changes: { a: 'van mij', c: 'erbij' }, revision: 5, submit: false });
    expect(server.state.values).toEqual({ a: 'van mij', b: 'ook van een ander', c: 'erbij' });
    expect(onServerVersion).toHaveBeenCalled();
  });

  it("drops the unsaved changes when the user takes the server's version", async () => {
    const server = fakeServer();
    server.state.revision = 3;
    server.state.values = { a: 'van een ander' };
    const q = queue({ save: server.save });
    await q.start();
    q.change('a', 'van mij');
    await until(() => q.getSnapshot().status === 'conflict');
    const server3 = q.resolveConflict('theirs');
    expect(server3?.values).toEqual({ a: 'van een ander' });
    expect(q.getSnapshot()).toMatchObject({ status: 'saved', pending: {}, revision: 3 });
    await q.stored();
    expect(await store.read(KEY())).toBeUndefined();
    expect(server.state.values).toEqual({ a: 'van een ander' });
  });

  it('needs no choice when the server already has exactly these answers (a save that arrived before a reload)', async () => {
    const server = fakeServer();
    server.state.revision = 2;
    server.state.values = { a: 'een' };
    const q = queue({ save: server.save, normalise: (changes) => ({ ...changes, a: String(changes.a).trim() }) });
    await q.start();
    q.change('a', 'een ');
    await until(() => server.save.mock.calls.length === 1);
    await until(() => q.getSnapshot().status === 'saved');
    expect(q.getSnapshot()).toMatchObject({ conflict: null, revision: 2, pending: {} });
  });

  it('holds back changes the client check refuses, sends the rest, and sends them once fixed', async () => {
    const server = fakeServer();
    const validate = (changes: FormData): Violation[] =>
      typeof changes.mail === 'string' && !changes.mail.includes('@')
        ? [{ propertyPath: 'formData.mail', detail: 'validation.email', parameters: { fieldId: 'mail' } }]
        : [];
    const q = queue({ save: server.save, validate });
    await q.start();
    q.change('mail', 'anna');
    q.change('name', 'Anna');
    await until(() => q.getSnapshot().status === 'invalid');
    expect(server.state.saves).toEqual([{ changes: { name: 'Anna' }, revision: 1, submit: false }]);
    expect(q.getSnapshot().violations.map((v) => v.detail)).toEqual(['validation.email']);
    expect(q.getSnapshot().pending).toEqual({ mail: 'anna' });
    q.change('mail', 'anna@example.nl');
    // A changed field's violation goes until the next check.
    expect(q.getSnapshot().violations).toEqual([]);
    await until(() => q.getSnapshot().status === 'saved');
    expect(server.state.values).toEqual({ name: 'Anna', mail: 'anna@example.nl' });
  });

  it('holds back the fields the server refuses (400) and sends the others again at once', async () => {
    const server = fakeServer();
    const save = vi.fn(async (changes: FormData, revision: number, submit: boolean) => {
      if ('files' in changes) {
        throw new ApiError(400, 'validation_failed', [
          {
            propertyPath: 'formData.files.0',
            detail: 'validation.fileUnknown',
            parameters: { fieldId: 'files', path: '0' },
          },
        ]);
      }
      return server.save(changes, revision, submit);
    });
    const q = queue({ save });
    await q.start();
    q.change('files', ['5b1f0f8e-2f5c-4b8e-9a43-3f0d7c1e2a11']);
    q.change('name', 'Anna');
    await until(() => q.getSnapshot().status === 'invalid');
    expect(server.state.values).toEqual({ name: 'Anna' });
    expect(q.getSnapshot().violations).toMatchObject([
      { detail: 'validation.fileUnknown', parameters: { fieldId: 'files' } },
    ]);
  });

  it('hands in with every unsaved change, after the save on its way; nothing is saved afterwards', async () => {
    const server = fakeServer();
    const q = queue({ save: server.save, delay: 5000 });
    await q.start();
    q.change('a', 'een');
    const outcome = await q.submit();
    expect(outcome).toMatchObject({ ok: true });
    expect(server.state.saves).toEqual([{ changes: { a: 'een' }, revision: 1, submit: true }]);
    expect(q.getSnapshot().status).toBe('closed');
    q.change('a', 'te laat');
    expect(q.getSnapshot().pending).toEqual({});
  });

  it('refuses to hand in offline, keeping the changes', async () => {
    const server = fakeServer();
    online = false;
    const q = queue({ save: server.save });
    await q.start();
    q.change('a', 'een');
    expect(await q.submit()).toEqual({ ok: false, reason: 'offline' });
    expect(server.save).not.toHaveBeenCalled();
    expect(q.getSnapshot().pending).toEqual({ a: 'een' });
  });
});
