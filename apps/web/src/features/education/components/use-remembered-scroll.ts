import { useEffect, useLayoutEffect, useRef } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/local-storage';

/** How long scrolling must have stopped before the offset is written (one write per scroll, not per frame). */
const SAVE_AFTER_MS = 150;

export const scrollOffsetKey = (educationId: string) => `${STORAGE_KEYS.scrollOffset}_${educationId}`;

/**
 * Remembers the page's scroll offset per education (spec 2 §9 local preferences) while the module list is shown, and
 * scrolls back to it when the list appears again: on return from an assignment or the learning platform, or on
 * another visit. Call it from the list, which renders only once its modules are there, so the page is already as
 * long as it was.
 */
export function useRememberedScroll(educationId: string) {
  const last = useRef<number | null>(null);

  // A passive effect runs after every layout effect of the same commit, so after React Router's <ScrollRestoration>
  // has put a pushed page at the top.
  useEffect(() => {
    const stored = Number(readStored(scrollOffsetKey(educationId)));
    if (Number.isFinite(stored) && stored > 0) window.scrollTo({ top: stored, left: 0, behavior: 'instant' });
  }, [educationId]);

  // A layout effect's clean-up runs before the next screen's layout effects scroll it to the top: what is written
  // then is still this page's offset.
  useLayoutEffect(() => {
    const key = scrollOffsetKey(educationId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      if (last.current !== null) writeStored(key, String(Math.round(last.current)));
    };
    const onScroll = () => {
      last.current = window.scrollY;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_AFTER_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [educationId]);
}
