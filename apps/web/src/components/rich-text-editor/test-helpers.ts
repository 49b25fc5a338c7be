// For component tests of screens with the editor. jsdom does no layout: ProseMirror asks for rectangles when it
// scrolls the cursor into view and for the element under the mouse, and jsdom lacks both. These stand-ins answer
// "nothing here", which is all ProseMirror needs to go on; they are installed per test file, never in the app.
import { fireEvent } from '@testing-library/react';

const EMPTY_RECT = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };

export function installEditorLayoutShims() {
  const emptyList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = emptyList;
  Range.prototype.getBoundingClientRect = () => EMPTY_RECT as DOMRect;
  Text.prototype.getClientRects = emptyList;
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
}

declare global {
  interface Text {
    getClientRects(): DOMRectList;
  }
}

/** A paste as the browser delivers it: the clipboard's HTML on a `paste` event at `target`. */
export function pasteHtml(target: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'] },
  });
  fireEvent(target, event);
}
