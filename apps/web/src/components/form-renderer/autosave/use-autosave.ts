import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Answer, FormData, Violation } from '@portal/contracts';
import {
  AutosaveQueue,
  type AutosaveSnapshot,
  type SaveResult,
  type ServerVersion,
  type SubmitOutcome,
} from './autosave-queue';
import { defaultAutosaveStore, type AutosaveStore } from './autosave-store';

export interface UseAutosaveOptions<T> {
  /** Names the entry's stored changes (e.g. `trial-entry:{id}`); a new key starts a new queue. */
  key: string;
  /** The revision of the entry as loaded (read when the queue starts). */
  revision: number;
  /** Saves answers on a revision (the screen's PUT); throws the `ApiError` of a refusal. */
  save: (changes: FormData, revision: number, submit: boolean) => Promise<SaveResult<T>>;
  /** Off for an entry that cannot change (handed in, read-only): nothing is stored or sent. */
  enabled?: boolean;
  validate?: (changes: FormData) => readonly Violation[];
  normalise?: (changes: FormData) => FormData;
  readConflict?: (error: unknown) => ServerVersion<T> | null;
  /** What the server has now, after a save or when the server's version was taken. */
  onServerVersion?: (result: T) => void;
  store?: AutosaveStore;
  delay?: number;
  retryDelays?: readonly number[];
}

export interface Autosave<T> extends AutosaveSnapshot<T> {
  /** The stored changes have been read: until then the screen waits (it shows them over the entry's values). */
  ready: boolean;
  /** The changes found stored when the queue started (from before a reload or while offline). */
  restored: FormData;
  change: (fieldId: string, answer: Answer) => void;
  /** Sends what waits now; answers the state after it (a screen's 'Opslaan' reports the outcome from it). */
  flush: () => Promise<AutosaveSnapshot<T>>;
  submit: () => Promise<SubmitOutcome<T>>;
  resolveConflict: (choice: 'mine' | 'theirs') => ServerVersion<T> | null;
}

const IDLE: AutosaveSnapshot<never> = { status: 'saved', revision: 0, pending: {}, violations: [], conflict: null };
const noSubscription = () => () => {};
const NOTHING: FormData = {};

/**
 * The autosave engine for any entry screen (trial fill, assignments, requests): see `AutosaveQueue`. The save
 * function is the screen's, so each can send to its own endpoint.
 */
export function useAutosave<T>(options: UseAutosaveOptions<T>): Autosave<T> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { key, enabled = true } = options;
  const [started, setStarted] = useState<{ queue: AutosaveQueue<T>; restored: FormData } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const current = latest.current;
    const queue = new AutosaveQueue<T>({
      key,
      revision: current.revision,
      store: current.store ?? defaultAutosaveStore(),
      delay: current.delay,
      retryDelays: current.retryDelays,
      // The screen's functions may change from render to render: always call the latest.
      save: (changes, revision, submit) => latest.current.save(changes, revision, submit),
      validate: (changes) => latest.current.validate?.(changes) ?? [],
      normalise: (changes) => latest.current.normalise?.(changes) ?? changes,
      readConflict: current.readConflict ? (error) => latest.current.readConflict!(error) : undefined,
      onServerVersion: (result) => latest.current.onServerVersion?.(result),
    });
    let live = true;
    void queue.start().then((restored) => {
      if (live) setStarted({ queue, restored });
    });
    return () => {
      live = false;
      queue.dispose();
      setStarted(null);
    };
  }, [key, enabled]);

  const queue = started?.queue ?? null;
  const snapshot = useSyncExternalStore(
    queue?.subscribe ?? noSubscription,
    queue?.getSnapshot ?? (() => IDLE as AutosaveSnapshot<T>),
  );

  const change = useCallback((fieldId: string, answer: Answer) => queue?.change(fieldId, answer), [queue]);
  const flush = useCallback(async (): Promise<AutosaveSnapshot<T>> => {
    if (!queue) return IDLE as AutosaveSnapshot<T>;
    await queue.flush();
    return queue.getSnapshot();
  }, [queue]);
  const submit = useCallback(
    async (): Promise<SubmitOutcome<T>> => (queue ? queue.submit() : { ok: false, reason: 'failed' }),
    [queue],
  );
  const resolveConflict = useCallback((choice: 'mine' | 'theirs') => queue?.resolveConflict(choice) ?? null, [queue]);

  return {
    ...snapshot,
    ready: !enabled || started !== null,
    restored: started?.restored ?? NOTHING,
    change,
    flush,
    submit,
    resolveConflict,
  };
}
