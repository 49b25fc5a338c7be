import { useLayoutEffect, type RefObject } from 'react';

/** The table roles react-big-calendar scatters over its markup. */
const TABLE_ROLES = ['table', 'rowgroup', 'row', 'cell', 'columnheader'].map((role) => `[role="${role}"]`).join(',');

/** Takes the broken table semantics out of the calendar below `root`. */
function clean(root: HTMLElement): void {
  for (const element of root.querySelectorAll(TABLE_ROLES)) element.removeAttribute('role');
  for (const element of root.querySelectorAll('[aria-sort]')) element.removeAttribute('aria-sort');
  // 'Month View': English, and the name of a table that is no table any more.
  for (const element of root.querySelectorAll('.rbc-month-view[aria-label]')) element.removeAttribute('aria-label');
}

/**
 * react-big-calendar marks parts of its grid as a table (`table`, `rowgroup`, `row`, `cell`, `columnheader`), but
 * the parts do not nest as a table must: rows without cells, column headers inside buttons, events (buttons) in
 * rows. Screen readers get a broken table and axe reports it (aria-required-parent / -children). The library offers
 * no way to leave the roles out, so they are removed once rendered, and again whenever it renders new parts. What
 * the calendar shows stays reachable: every event is a button named with its title, date and time, and the table
 * below the calendar lists the same items as a real table.
 */
export function useCalendarSemantics(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    clean(root);
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => clean(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-sort'],
    });
    return () => observer.disconnect();
  }, [ref]);
}
