import sanitize, { type IOptions } from 'sanitize-html';

/**
 * An image comes from the portal's own files (`/api/file/{id}`, or the icon `/api/file/image/{id}/icon`) or from the
 * web over https. The own path is matched exactly (a uuid, no `..`), so an image can never make the browser call
 * another same-origin route with the reader's cookie.
 */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const IMAGE_SOURCE = new RegExp(`^(?:https://[^\\s"'<>\\\\]+|/api/file/(?:${UUID}|image/${UUID}/icon))$`);
/** A width or height: a number of pixels or a percentage. */
const SIZE = /^\d{1,4}%?$/;

/** A table cell's span attributes, if they are small numbers. */
function spans(attribs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attribs).filter(
      ([name, value]) => (name === 'colspan' || name === 'rowspan') && /^\d{1,3}$/.test(value),
    ),
  );
}

/**
 * The HTML the product stores and shows (notification messages, news and FAQ content) is cleaned here, on the
 * way in, against a profile of allowed tags and attributes: whatever a caller sends, what comes back can be put on a
 * page as it is. Everything else is dropped; the text of a dropped `script` or `style` goes with it.
 */
const PROFILES = {
  /**
   * A notification message: a line or two of inline text with emphasis, links and short lists. Links may point
   * inside the portal (relative), to the web (http, https) or to a mail address; nothing else (no `javascript:`,
   * no `data:`), and no attribute but `href`, so no event handlers and no styles.
   */
  notification: {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  },
  /**
   * News and FAQ content (spec 1 §5): headings, paragraphs, emphasis, quotes, lists, tables, links, images, figures,
   * rules and code. Links as in a notification, opening a new tab at most, always without the opener or referrer;
   * images only from the portal's own files or over https (a `data:` image can carry a script in SVG, an `http:`
   * one is mixed content). No `style`, `class` or event handler anywhere, and what is dropped leaves no trace.
   */
  rich: {
    allowedTags: [
      ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre'],
      ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img', 'figure', 'figcaption'],
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'noembed', 'noframes', 'iframe'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href === undefined ? {} : { href: attribs.href }),
          ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
          rel: 'noopener noreferrer',
        },
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(
          Object.entries(attribs).filter(([name, value]) =>
            name === 'src' ? IMAGE_SOURCE.test(value) : name === 'width' || name === 'height' ? SIZE.test(value) : true,
          ),
        ),
      }),
      th: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
      td: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    },
    // An image whose source was refused is nothing to show.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  },
} satisfies Record<string, IOptions>;

export type HtmlProfile = keyof typeof PROFILES;

/** The HTML with only what the profile allows. */
export function sanitizeHtml(html: string, profile: HtmlProfile): string {
  return sanitize(html, PROFILES[profile]).trim();
}

/** The visible text of some HTML, without any markup (to check that a message says anything at all). */
export function htmlText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** The entities left in sanitize-html's text output (it escapes `&`, `<`, `>`; `&nbsp;` comes from the input). */
const TEXT_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of some HTML as a reader sees it, for places that are not HTML (a mail's list, which escapes it again):
 * line breaks and the ends of blocks become spaces, entities are decoded (in one pass, so `&amp;lt;` stays `&lt;`),
 * white space is collapsed.
 */
export function plainText(html: string): string {
  const spaced = html.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|td|th|blockquote)\s*>/gi, ' $&');
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => TEXT_ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text made safe to put between HTML tags or in an attribute (notification messages written by the server). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
