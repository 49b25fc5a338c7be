import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading (its data loading) before focus is left where it is. */
const GIVE_UP_MS = 10_000;

/** Whether focus may be moved: it is nowhere, gone with the old screen, or outside the content (menu, drawer, bar). */
function focusIsFree(main: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !main?.contains(active);
}

/**
 * After a client-side navigation to another path, focus goes to the new screen's `<h1>` inside `<main id="main">`
 * (made focusable with `tabindex="-1"`), so a screen-reader user hears where they are instead of starting again at
 * the top of the page. Not on the first load (the browser starts at the top anyway), not when only the search or
 * hash changes (tabs, filters), and never away from something the new screen focused itself (a field with
 * autofocus). A heading that appears later (once the screen's data arrives) is waited for.
 */
export function useHeadingFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;

    const focusHeading = (): boolean => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (focusIsFree(main)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), GIVE_UP_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
