import { createElement, type ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * The markup news and FAQ content may keep: the server's "rich" profile (spec 1 §5: headings, paragraphs, emphasis,
 * quotes, lists, tables, links, images, figures, rules and code). Anything else is unwrapped to its content.
 */
const KEPT = new Set([
  ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre'],
  ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img', 'figure', 'figcaption'],
]);
/** Elements without children in HTML. */
const VOID = new Set(['br', 'hr', 'img']);
/** Elements whose content is not text for the reader: dropped with everything in them. */
const DROPPED = new Set([
  ...['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'textarea'],
  ...['select', 'option', 'xmp', 'noembed', 'noframes', 'frameset', 'frame', 'title', 'form', 'button', 'input'],
]);
/** Elements where text between the children is layout whitespace only (React refuses it inside tables). */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol']);

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** As on the server: the portal's own file (exactly, no `..`) or an https address. */
const IMAGE_SOURCE = new RegExp(`^(?:https://[^\\s"'<>\\\\]+|/api/file/(?:${UUID}|image/${UUID}/icon))$`);
/** A link inside the portal (one leading slash, not `//host`), to the web, or to a mail address. */
const LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;
const SIZE = /^\d{1,4}%?$/;
const SPAN = /^\d{1,3}$/;

function attributesOf(element: Element, key: string): Record<string, string> | null {
  const tag = element.localName;
  const props: Record<string, string> = { key };
  const attr = (name: string) => element.getAttribute(name);
  if (tag === 'a') {
    // The address without the blanks and control characters a browser skips ("java\tscript:" is `javascript:`).
    const href = Array.from(attr('href') ?? '')
      .filter((char) => char.charCodeAt(0) > 0x20)
      .join('');
    if (LINK.test(href)) props.href = href;
    if (attr('target') === '_blank') props.target = '_blank';
    props.rel = 'noopener noreferrer';
  } else if (tag === 'img') {
    const src = attr('src') ?? '';
    // An image from elsewhere is nothing to show.
    if (!IMAGE_SOURCE.test(src)) return null;
    props.src = src;
    props.alt = attr('alt') ?? '';
    for (const name of ['width', 'height']) {
      const value = attr(name);
      if (value !== null && SIZE.test(value)) props[name] = value;
    }
  } else if (tag === 'th' || tag === 'td') {
    const colSpan = attr('colspan');
    const rowSpan = attr('rowspan');
    if (colSpan !== null && SPAN.test(colSpan)) props.colSpan = colSpan;
    if (rowSpan !== null && SPAN.test(rowSpan)) props.rowSpan = rowSpan;
  }
  return props;
}

function convert(node: Node, key: string, parentTag: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return NO_TEXT.has(parentTag) && text.trim() === '' ? null : text;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED.has(tag)) return null;
  const children = () => Array.from(element.childNodes, (child, n) => convert(child, `${key}.${n}`, tag));
  if (!KEPT.has(tag)) return children();
  const props = attributesOf(element, key);
  if (props === null) return null;
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children());
}

/**
 * News or FAQ content (sanitised HTML from the server, spec 1 §5) as React elements. The server's cleaning is trusted
 * but not relied on: the HTML is parsed in an inert document (nothing loads or runs there) and only the allowed
 * markup is rebuilt, with only its allowed attributes, so no script, handler, style or foreign address reaches the
 * page, and nothing goes through `innerHTML`.
 */
export function RichContent({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        // Links look like the product's other links (MUI Link): the theme's colour, underlined.
        '& a': { color: 'primary.main', textDecorationColor: 'currentColor' },
        '& a:hover': { textDecorationThickness: '2px' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse', my: 2 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, my: 2, pl: 2 },
        '& figure': { mx: 0 },
      }}
    >
      {Array.from(body.childNodes, (node, n) => convert(node, String(n), 'body'))}
    </Box>
  );
}

/** Elements inside a line of text; after any other element the next text starts a new word. */
const INLINE = new Set([
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'code',
  'span',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
]);

function collectText(node: Node, parts: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    parts.push(node.textContent ?? '');
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const tag = (node as Element).localName;
  if (DROPPED.has(tag)) return;
  for (const child of Array.from(node.childNodes)) collectText(child, parts);
  if (!INLINE.has(tag)) parts.push(' ');
}

/** The text a reader sees of some content, on one line: words of separate blocks stay apart. */
export function plainText(html: string): string {
  const parts: string[] = [];
  collectText(new DOMParser().parseFromString(html, 'text/html').body, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
