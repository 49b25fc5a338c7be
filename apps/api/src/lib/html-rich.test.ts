import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS as PAYLOADS } from '../../test/xss-payloads';
import { sanitizeHtml } from './html';

const clean = (html: string) => sanitizeHtml(html, 'rich');
const FILE_ID = '0b6c2a4e-1111-4a4a-8a8a-123456789abc';

const ALLOWED: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    [
      ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre'],
      ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'figure', 'figcaption'],
    ].map((tag) => [tag, []]),
  ),
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/**
 * Reads the cleaned HTML as a browser would and lists what is wrong with it. The sanitiser escapes every `<` of
 * text, so each `<` left starts a tag: every tag must be allowed, every attribute allowed for it, quoted, and safe.
 */
function problems(html: string): string[] {
  const found: string[] = [];
  const tag = /<(\/?)([^\s/>]*)([^>]*)>/g;
  let rest = html;
  for (const match of html.matchAll(tag)) {
    rest = rest.replace(match[0], '');
    const [, closing, name = '', attributes = ''] = match;
    if (!Object.hasOwn(ALLOWED, name)) {
      found.push(`tag <${name}>`);
      continue;
    }
    if (closing) continue;
    const attributeText = attributes.replace(/\s*\/$/, '');
    const attribute = /\s+([^\s=]+)="([^"]*)"/g;
    if (attributeText.replace(attribute, '').trim() !== '') found.push(`unparsed attributes ${attributeText}`);
    for (const [, attr = '', raw = ''] of attributeText.matchAll(attribute)) {
      if (!ALLOWED[name]!.includes(attr)) found.push(`attribute ${attr} on <${name}>`);
      const value = raw.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
      if (attr === 'href' && !/^(?:https?:\/\/|mailto:|\/(?!\/)|#|[a-z0-9][^:]*$)/i.test(value))
        found.push(`href ${value}`);
      if (attr === 'src' && !/^(?:https:\/\/|\/api\/file\/[0-9a-f-]{36}$)/.test(value)) found.push(`src ${value}`);
      if (attr === 'target' && value !== '_blank') found.push(`target ${value}`);
      if (attr === 'rel' && value !== 'noopener noreferrer') found.push(`rel ${value}`);
    }
  }
  if (rest.includes('<')) found.push('a bare <');
  if (/javascript:|vbscript:|data:/i.test(html.replace(/&[#a-z0-9]+;/gi, ''))) found.push('a dangerous scheme in text');
  return found;
}

describe('sanitizeHtml: rich profile (news and FAQ content)', () => {
  it('keeps headings, text, emphasis, quotes, lists, tables, figures, rules and code', () => {
    const html =
      '<h2>Een</h2><h3>Twee</h3><h4>Drie</h4><p>Tekst <strong>s</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>s</s><br />regel</p>' +
      '<blockquote><p>citaat</p></blockquote><ul><li>een</li></ul><ol><li>twee</li></ol>' +
      '<table><thead><tr><th colspan="2">kop</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr></tbody></table>' +
      `<figure><img src="/api/file/${FILE_ID}" alt="foto" width="760" height="400" /><figcaption>onderschrift</figcaption></figure>` +
      '<hr /><pre><code>const a = 1 &lt; 2;</code></pre>';
    expect(clean(html)).toBe(html);
  });

  it('keeps links to the web, the portal and mail, with rel noopener and only a _blank target', () => {
    expect(clean('<a href="https://example.nl/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.nl/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/informatie" target="_top" rel="opener">x</a>')).toBe(
      '<a href="/informatie" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="mailto:opleiding@example.nl">x</a>')).toBe(
      '<a href="mailto:opleiding@example.nl" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps images from the portal’s files and over https, and drops any other image', () => {
    expect(clean(`<img src="/api/file/image/${FILE_ID}/icon" alt="i" />`)).toBe(
      `<img src="/api/file/image/${FILE_ID}/icon" alt="i" />`,
    );
    expect(clean('<img src="https://images.example/a.jpg" width="50%" height="x" />')).toBe(
      '<img src="https://images.example/a.jpg" width="50%" />',
    );
    for (const src of ['http://a.example/a.png', '/api/logout', `/api/file/${FILE_ID}/../../logout`, 'x.png']) {
      expect(clean(`<p><img src="${src}" />tekst</p>`)).toBe('<p>tekst</p>');
    }
  });

  it('the checker of these tests finds what it must find', () => {
    expect(problems('<script>alert(1)</script>')).not.toEqual([]);
    expect(problems('<p onclick="alert(1)">x</p>')).not.toEqual([]);
    expect(problems('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(problems('<img src="data:image/png;base64,AAAA" />')).not.toEqual([]);
    expect(problems('<a href="/x" target="_top">x</a>')).not.toEqual([]);
    expect(problems('<p>ok</p><a href="/x" rel="noopener noreferrer">x</a>')).toEqual([]);
  });

  it(`holds at least 50 stored-XSS payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS.map((payload) => [payload]))('cleans %s', (payload) => {
    const once = clean(payload);
    expect(problems(once)).toEqual([]);
    // Cleaning is stable: the stored HTML, cleaned again (as an editor saving it back does), is the same.
    expect(clean(once)).toBe(once);
    // Wrapped in allowed markup, the payload is as harmless.
    expect(problems(clean(`<p>voor <strong>${payload}</strong> na</p><ul><li>${payload}</li></ul>`))).toEqual([]);
  });
});
