import { useSyncExternalStore } from 'react';

/** The browser-stored preferences of the shell (spec 1 §9 "Local storage keys"). */
export const STORAGE_KEYS = {
  /** The chosen view (admin, educator, participant, e-learning). */
  view: 'view',
  /** The chosen education, by id. */
  education: 'education',
  /** The module lists hide finished modules ('true'). */
  hideFinishedModules: 'hide_finished_modules',
  /** The module ids the module lists show expanded (a JSON array). */
  expandedModules: 'expanded_modules',
  /** Prefix of the module list's scroll offset per education (`scroll_offset_{educationId}`, pixels). */
  scrollOffset: 'scroll_offset',
  /** The agenda also shows the items of the past month ('1'; spec 2 §4). */
  agendaIncludePastItems: 'agenda_include_past_items',
  /** The portfolio's chosen tab (`voortgang-begeleiding`, `producten`, `kba-epa`, `aanvragen`; spec 2 "Portfolio screen"). */
  portfolioTab: 'portfolio_tab',
} as const;

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage can be unavailable (blocked cookies, some private modes): then nothing is remembered, nothing breaks.
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: the screens keep using their default.
  }
  notify();
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it (e.g. stopped impersonating): follow along.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** A stored value that re-renders its users whenever this tab (or another one) changes it. */
export function useStoredValue(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
}
