// Turns a template's blocks into the HTML and plain-text bodies. Catalogue sentences are plain text: every one is
// escaped after its values are filled in, so no interpolated value (a name, an explanation) can add markup.
import { nl, productName } from '@portal/i18n';

const layoutText = nl.mail.layout;

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Fills `{{name}}` placeholders of a catalogue sentence; `{{product}}` is always the product name. */
export function fill(sentence: string, values: Record<string, string | number> = {}): string {
  return sentence.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = name === 'product' ? productName : values[name];
    if (value === undefined) throw new Error(`mail text needs a value for {{${name}}}: "${sentence}"`);
    return String(value);
  });
}

/**
 * A link into the portal: `path` is joined to the public URL (keeping a path prefix such as `/portal`), segments
 * the caller puts in `path` must already be encoded with encodeURIComponent, `query` values are encoded here.
 */
export function portalLink(publicUrl: URL, path: string, query: Record<string, string> = {}): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`portal path must start with one /: ${path}`);
  const base = publicUrl.pathname.replace(/\/+$/, '');
  const url = new URL(base + path, publicUrl.origin);
  if (url.origin !== publicUrl.origin) throw new Error(`portal path leads to another host: ${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/** The parts a mail is built from, in reading order. */
export type Block =
  | { kind: 'paragraph'; text: string }
  /** Text another person wrote (an explanation): kept with its line breaks, set apart. */
  | { kind: 'quote'; heading: string; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'code'; code: string }
  | { kind: 'list'; items: ListItem[] };

export interface ListItem {
  text: string;
  /** A note after the text, e.g. a date. */
  note?: string;
  url?: string;
}

export interface MailBody {
  /** The reader's name for the greeting; without one the greeting is neutral. */
  name?: string | undefined;
  blocks: Block[];
}

const COLORS = { text: '#1f2933', muted: '#52606d', primary: '#1a4d8f', border: '#d9e2ec' } as const;
const P = `margin:0 0 16px;line-height:1.5`;

function paragraphHtml(text: string, style = P): string {
  return `<p style="${style}">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraphHtml(block.text);
    case 'quote':
      return (
        paragraphHtml(block.heading, `margin:0 0 4px;line-height:1.5`) +
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid ${COLORS.border};` +
        `color:${COLORS.muted};line-height:1.5">${escapeHtml(block.text).replaceAll('\n', '<br>')}</blockquote>`
      );
    case 'action': {
      const href = escapeHtml(block.url);
      return (
        `<p style="margin:24px 0">` +
        `<a href="${href}" style="display:inline-block;padding:12px 20px;background:${COLORS.primary};` +
        `color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(block.label)}</a></p>` +
        paragraphHtml(layoutText.buttonFallback, `margin:0 0 4px;line-height:1.5;color:${COLORS.muted}`) +
        `<p style="${P};word-break:break-all"><a href="${href}" style="color:${COLORS.primary}">${href}</a></p>`
      );
    }
    case 'code':
      return (
        `<p style="margin:24px 0;font-size:28px;font-weight:bold;letter-spacing:6px;` +
        `font-family:Consolas,Menlo,monospace">${escapeHtml(block.code)}</p>`
      );
    case 'list': {
      const items = block.items.map((item) => {
        const text = escapeHtml(item.text);
        const main = item.url ? `<a href="${escapeHtml(item.url)}" style="color:${COLORS.primary}">${text}</a>` : text;
        const note = item.note ? ` <span style="color:${COLORS.muted}">(${escapeHtml(item.note)})</span>` : '';
        return `<li style="margin:0 0 8px;line-height:1.5">${main}${note}</li>`;
      });
      return `<ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`;
    }
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return `${block.heading}\n${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'action':
      return `${block.label}:\n${block.url}`;
    case 'code':
      return block.code;
    case 'list':
      return block.items
        .map((item) => {
          const note = item.note ? ` (${item.note})` : '';
          return `- ${item.text}${note}${item.url ? `\n  ${item.url}` : ''}`;
        })
        .join('\n');
  }
}

/** The HTML document and its plain-text alternative. */
export function renderBody(subject: string, body: MailBody): { html: string; text: string } {
  const greeting = body.name ? fill(layoutText.greeting, { name: body.name }) : layoutText.greetingWithoutName;
  const closing = `${layoutText.closing}\n${fill(layoutText.signature)}`;
  const footer = fill(layoutText.footer);

  const html =
    `<!doctype html><html lang="nl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff;color:${COLORS.text};` +
    `font-family:Arial,Helvetica,sans-serif;font-size:16px">` +
    `<div style="max-width:600px;margin:0 auto">` +
    paragraphHtml(greeting) +
    body.blocks.map(blockHtml).join('') +
    paragraphHtml(closing) +
    `<hr style="border:none;border-top:1px solid ${COLORS.border};margin:24px 0">` +
    paragraphHtml(footer, `margin:0;font-size:13px;line-height:1.5;color:${COLORS.muted}`) +
    `</div></body></html>`;

  const text = [greeting, ...body.blocks.map(blockText), closing, `-- \n${footer}`].join('\n\n') + '\n';
  return { html, text };
}
