import { expect, type Locator, type Page } from '@playwright/test';

/** A table (or card list) with row controls a user cannot reach without scrolling sideways. */
export interface OffscreenRowControls {
  /** The table's or list's name (its aria-label, caption, labelling element or nearest heading). */
  table: string;
  /** How many controls its rows hold (those rendered and not hidden on purpose). */
  total: number;
  /** The controls lying (partly) outside the visible width, each with its role, name and horizontal extent. */
  outside: string[];
}

/**
 * Every table and card list on the page (`table`, `role=table|grid|treegrid`, `ul`, `ol`, `role=list`) and the
 * controls in its rows (buttons, links, inputs, radios, checkboxes, switches, selects, comboboxes) whose box lies
 * outside the width the user sees without scrolling sideways: the window's, cut down by every ancestor the user
 * scrolls (a table's own scroll region, a dialog). What an `overflow: hidden` ancestor cuts off is never drawn and
 * does not count (a switch's input is wider than the switch); a control cut off entirely is hidden on purpose
 * (visually hidden text, a collapsed row) and not counted, nor are controls not rendered (`display: none`,
 * `visibility: hidden`).
 */
export async function rowControlsOutsideViewport(page: Page): Promise<OffscreenRowControls[]> {
  return page.evaluate(() => {
    const CONTAINERS = 'table, [role="table"], [role="grid"], [role="treegrid"], ul, ol, [role="list"]';
    const ROWS = 'tr, [role="row"], li, [role="listitem"]';
    const CONTROLS = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="combobox"]',
      '[role="menuitem"]',
    ].join(', ');
    const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => text(document.getElementById(id)))
        .join(' ');

    /** The container's name: aria-label, aria-labelledby, caption, or the heading before it. */
    const containerName = (container: Element): string => {
      const own =
        container.getAttribute('aria-label') ||
        byIds(container.getAttribute('aria-labelledby')) ||
        text(container.querySelector(':scope > caption'));
      if (own) return own;
      const region = container.closest('[aria-label], [aria-labelledby]');
      const regionName = region
        ? region.getAttribute('aria-label') || byIds(region.getAttribute('aria-labelledby'))
        : '';
      if (regionName) return `${container.tagName.toLowerCase()} in '${regionName}'`;
      return `a ${container.tagName.toLowerCase()} without a name`;
    };

    /** A control's role and name, as a reader of the failure would look for it. */
    const describe = (control: Element): string => {
      const role =
        control.getAttribute('role') ||
        (control instanceof HTMLInputElement ? control.type : control.tagName.toLowerCase());
      const labels = control instanceof HTMLInputElement ? Array.from(control.labels ?? []).map(text) : [];
      const name =
        control.getAttribute('aria-label') ||
        byIds(control.getAttribute('aria-labelledby')) ||
        labels.join(' ') ||
        control.getAttribute('title') ||
        text(control) ||
        (control instanceof HTMLInputElement ? control.value : '');
      return `${role} '${name}'`;
    };

    type Box = { left: number; right: number; top: number; bottom: number };
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      right: Math.min(a.right, b.right),
      top: Math.max(a.top, b.top),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const everything: Box = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };

    /**
     * What clips the element, in two kinds: ancestors that cut their content off for good (`overflow: hidden` or
     * `clip`: a switch's wide input, visually hidden text, a collapsed part), and the window with the ancestors the
     * user scrolls (`auto`, `scroll`: a table's region, a dialog), which is where a sideways scroll would be needed.
     * Vertically the window does not count: a control below the fold is reached by the page's ordinary scroll.
     */
    const clipsOf = (element: Element) => {
      let cut = everything;
      let scrolled: Box = {
        ...everything,
        left: 0,
        right: Math.min(window.innerWidth, document.documentElement.clientWidth),
      };
      for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const rect = node.getBoundingClientRect();
        const box = {
          left: style.overflowX === 'visible' ? -Infinity : rect.left,
          right: style.overflowX === 'visible' ? Infinity : rect.right,
          top: style.overflowY === 'visible' ? -Infinity : rect.top,
          bottom: style.overflowY === 'visible' ? Infinity : rect.bottom,
        };
        const scrolls = /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
        if (scrolls) scrolled = intersect(scrolled, box);
        else cut = intersect(cut, box);
      }
      return { cut, scrolled };
    };

    const found = new Map<Element, { total: number; outside: string[] }>();
    for (const control of Array.from(document.querySelectorAll(CONTROLS))) {
      const row = control.closest(ROWS);
      if (!row) continue;
      const container = row.closest(CONTAINERS);
      if (!container) continue;
      // Menus and listboxes are popups of their own, not rows of a list.
      if (control.closest('[role="menu"], [role="listbox"]')) continue;
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const { cut, scrolled } = clipsOf(control);
      // The part of the control that is drawn at all; (almost) nothing: hidden on purpose.
      const drawn = intersect(rect, cut);
      if (drawn.right - drawn.left <= 1 || drawn.bottom - drawn.top <= 1) continue;
      const entry = found.get(container) ?? { total: 0, outside: [] };
      entry.total += 1;
      // Half a pixel of rounding either side is no sideways scroll.
      if (drawn.left < scrolled.left - 0.5 || drawn.right > scrolled.right + 0.5) {
        entry.outside.push(
          `${describe(control)} at ${Math.round(drawn.left)}–${Math.round(drawn.right)} px ` +
            `(visible ${Math.round(Math.max(scrolled.left, 0))}–${Math.round(scrolled.right)} px)`,
        );
      }
      found.set(container, entry);
    }
    return Array.from(found.entries())
      .filter(([, entry]) => entry.outside.length > 0)
      .map(([container, entry]) => ({ table: containerName(container), ...entry }));
  });
}

/**
 * Fails when any table or card list on the page has a row control (a row's action, an answer option) that lies
 * outside the visible width, so that reaching it takes a sideways scroll: names the table, how many of its row
 * controls are out of view, and the first of them. Waits for the condition (a dialog may still be opening, a table
 * still loading its rows).
 */
export async function expectNoRowControlsOutsideViewport(page: Page, label?: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await rowControlsOutsideViewport(page)).map(
          ({ table, total, outside }) =>
            `table '${table}': ${outside.length} of ${total} row controls outside the viewport: ` +
            `${outside.slice(0, 8).join('; ')}${outside.length > 8 ? `; and ${outside.length - 8} more` : ''}`,
        ),
      { message: `every row control within the screen's width${label ? ` on ${label}` : ''}` },
    )
    .toEqual([]);
}

/**
 * The cards of a table shown as cards (`[data-label]` cells): no column name and no value is broken inside a word.
 * A column name is generated content (`::before`), which has no text node to measure: each of its words must fit the
 * width the name has (the card's width when the name stands above its value, the name column's beside it), measured
 * with the name's own font. A value's words are measured where they are: a word broken over two lines has two boxes.
 * Fails naming the words. Waits for the condition.
 */
export async function expectNoWordBrokenInCards(table: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        table.evaluate((element) => {
          const broken: string[] = [];
          const canvas = document.createElement('canvas').getContext('2d')!;
          for (const cell of Array.from(element.querySelectorAll<HTMLElement>('[data-label]'))) {
            if (!cell.checkVisibility()) continue;
            const label = cell.dataset.label ?? '';
            const before = getComputedStyle(cell, '::before');
            const style = getComputedStyle(cell);
            const tracks = style.gridTemplateColumns.split(' ').map((track) => parseFloat(track));
            const contentWidth = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const room = tracks.length > 1 ? tracks[0]! : contentWidth;
            canvas.font = `${before.fontWeight} ${before.fontSize} ${before.fontFamily}`;
            for (const word of label.split(/\s+/).filter(Boolean)) {
              const width = canvas.measureText(word).width;
              if (width > room + 0.5) broken.push(`name '${word}' (${Math.round(width)} px in ${Math.round(room)} px)`);
            }
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              for (const match of text.matchAll(/\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
                if (lines.size > 1) broken.push(`value '${match[0]}' over ${lines.size} lines (${label})`);
              }
            }
          }
          return broken;
        }),
      { message: 'words broken inside themselves on the cards' },
    )
    .toEqual([]);
}
