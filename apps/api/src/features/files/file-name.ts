/** Characters that never belong in a shown or downloaded name: controls and bidirectional overrides (a name like
 * "factuur\u202Efdp.exe" displays as "factuurexe.pdf"). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const MAX_NAME_LENGTH = 200;
/** The name of a file whose upload gave none (or only characters that were removed). */
export const DEFAULT_FILE_NAME = 'bestand';

/**
 * The name a file is stored and offered under: the last path segment of what the browser sent, without control or
 * direction-changing characters, leading dots or surrounding spaces, and at most 200 characters (the extension kept).
 */
export function cleanFileName(raw: string | null | undefined): string {
  const lastSegment = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if ([...name].length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = [...name.slice(0, name.length - ext.length)].slice(0, MAX_NAME_LENGTH - ext.length).join('') + ext;
  }
  return name === '' ? DEFAULT_FILE_NAME : name;
}

/** The extension of a name in lower case, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** An ASCII stand-in for clients that do not read `filename*`: accents dropped, anything else unusual replaced. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** RFC 5987 encoding: UTF-8, percent-encoded except the attribute characters. */
function encodeExtended(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition` with both forms of the name (RFC 6266): a quoted ASCII `filename` for old clients and the
 * exact UTF-8 name in `filename*`. The name is cleaned again here, so a header can never be broken out of.
 */
export function contentDisposition(name: string, type: 'inline' | 'attachment'): string {
  const clean = cleanFileName(name);
  return `${type}; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeExtended(clean)}`;
}
