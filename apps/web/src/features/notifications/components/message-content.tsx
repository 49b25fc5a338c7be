import { createElement, type ReactNode } from 'react';

/**
 * Text-level markup a notification message may keep. Everything else is unwrapped to its text: above all links (the
 * whole notification is the button that opens its target; a link inside a button is neither valid nor usable, and a
 * `target` or `href` from the message must never act), but also images, forms, scripts and styles.
 */
const KEPT = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'small', 'sub', 'sup']);
/** Elements whose content is not text for the reader: dropped with everything in them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
]);

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).localName;
  if (DROPPED.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, n) => convert(child, `${key}.${n}`));
  if (tag === 'br') return createElement('br', { key });
  // No attribute survives: no handlers, styles, classes, ids or targets.
  return KEPT.has(tag) ? createElement(tag, { key }, ...children) : children;
}

/**
 * A notification's message (sanitised HTML from the server, spec 1 §3) as React elements. The server's sanitising is
 * trusted but not relied on: the HTML is parsed in an inert document (nothing loads or runs there) and only the
 * markup above is rebuilt, so nothing reaches the page through `innerHTML`.
 */
export function MessageContent({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, (node, n) => convert(node, String(n)))}</>;
}
