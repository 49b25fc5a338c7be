import sanitize, { type IOptions } from 'sanitize-html';

/**
 * The HTML the product stores and shows (notification messages, later news and FAQ content) is cleaned here, on the
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
