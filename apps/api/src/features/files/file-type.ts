import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ALLOWED_MIME_TYPES } from '@portal/contracts';
import { fileTypeFromFile } from 'file-type';
import { extensionOf } from './file-name';

/** What the bytes turned out to be: an allowed type, or why the file is refused. */
export type DetectedType = { ok: true; mimeType: string } | { ok: false; reason: 'unsupported' | 'too_large' };

/** JSON and SVG are checked by reading them whole; bigger ones cannot be checked and are refused (413). */
export const MAX_PARSED_TEXT_BYTES = 32 * 1024 * 1024;

/** Types the browser may claim from a name; only used where the bytes alone cannot decide. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  svg: 'image/svg+xml',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  webm: 'video/webm',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  ogv: 'video/ogg',
  wav: 'audio/wav',
};

/** What file-type reports, in the spelling of the allowed list. */
const CANONICAL: Record<string, string> = {
  'audio/x-m4a': 'audio/mp4',
  'video/x-m4v': 'video/mp4',
  'video/vnd.avi': 'video/x-msvideo',
  'video/MP1S': 'video/mpeg',
  'video/MP2P': 'video/mpeg',
  'audio/ogg; codecs=opus': 'audio/ogg',
  'audio/opus': 'audio/ogg',
};

/**
 * Containers the bytes identify but whose content decides the type: a WebM or MP4 holding only sound is audio, and
 * an old Office file is a Compound File whichever program made it. Within a family the claimed type is believed.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ['video/webm', 'audio/webm'],
  ['video/mp4', 'audio/mp4'],
  ['video/ogg', 'audio/ogg'],
  ['audio/wav', 'audio/x-wav'],
  ['application/x-cfb', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'],
];

const allowed = (type: string) => ALLOWED_MIME_TYPES.includes(type);

/** The types the upload claims: its declared MIME type (parameters dropped) and the one its extension suggests. */
function claimedTypes(claimedType: string | undefined, name: string): string[] {
  const declared = claimedType?.split(';')[0]?.trim().toLowerCase();
  const byExtension = TYPE_BY_EXTENSION[extensionOf(name)];
  return [declared, byExtension].filter((t): t is string => Boolean(t));
}

async function readChunks(path: string, onChunk: (chunk: Buffer) => boolean): Promise<boolean> {
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    if (!onChunk(chunk as Buffer)) return false;
  }
  return true;
}

/** Control bytes no text file holds (tab, line feed, vertical tab, form feed and carriage return are fine). */
const isBinaryByte = (b: number) => b <= 0x08 || (b >= 0x0e && b <= 0x1f);

/**
 * Plain text or CSV: no NUL or other binary control bytes. UTF-8 is the normal case, but Dutch Excel still saves
 * CSV as Windows-1252 by default, so other 8-bit encodings pass too; what is refused is what a binary looks like.
 */
async function isText(path: string): Promise<boolean> {
  return readChunks(path, (chunk) => !chunk.some(isBinaryByte));
}

async function readUtf8(path: string): Promise<string | null> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  try {
    const whole = await readChunks(path, (chunk) => {
      text += decoder.decode(chunk, { stream: true });
      return true;
    });
    if (!whole) return null;
    return (text + decoder.decode()).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

async function isJson(path: string): Promise<boolean> {
  const text = await readUtf8(path);
  if (text === null) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * An SVG document: UTF-8 whose root element (after an XML declaration, comments and a doctype without an internal
 * subset) is `<svg`. Entity declarations are refused outright: they serve only entity-expansion attacks on
 * whatever renders the file (the thumbnailer included).
 */
async function isSvg(path: string): Promise<boolean> {
  const text = await readUtf8(path);
  if (text === null || /<!ENTITY/i.test(text) || text.includes('\0')) return false;
  const prolog = /^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*>)*/;
  const rest = text.replace(prolog, '');
  return /^<svg[\s>/]/.test(rest);
}

const TEXT_CHECKS: Record<string, (path: string) => Promise<boolean>> = {
  'text/plain': isText,
  'text/csv': isText,
  'application/json': isJson,
  'image/svg+xml': isSvg,
};

/**
 * The type of an uploaded file from its bytes (file-type's magic numbers), never from its name alone. Formats
 * without magic numbers (plain text, CSV, JSON, SVG) are accepted only when claimed and when their content passes
 * a check of that format. Anything outside `ALLOWED_MIME_TYPES` is refused: a renamed executable stays one.
 */
export async function detectFileType(
  path: string,
  upload: { claimedType?: string; name: string },
): Promise<DetectedType> {
  const claimed = claimedTypes(upload.claimedType, upload.name);
  const detected = await fileTypeFromFile(path);
  if (detected) {
    const type = CANONICAL[detected.mime] ?? detected.mime;
    const family = FAMILIES.find((members) => members.includes(type));
    const fromFamily = family && claimed.find((t) => family.includes(t) && allowed(t));
    if (fromFamily) return { ok: true, mimeType: fromFamily };
    if (allowed(type)) return { ok: true, mimeType: type };
    // An SVG with an XML declaration is reported as XML; it is checked as SVG below.
    if (type !== 'application/xml' || !claimed.includes('image/svg+xml')) return { ok: false, reason: 'unsupported' };
  }
  const candidate = claimed.find((t) => TEXT_CHECKS[t] !== undefined);
  if (!candidate) return { ok: false, reason: 'unsupported' };
  if (candidate !== 'text/plain' && candidate !== 'text/csv') {
    if ((await stat(path)).size > MAX_PARSED_TEXT_BYTES) return { ok: false, reason: 'too_large' };
  }
  return (await TEXT_CHECKS[candidate]!(path))
    ? { ok: true, mimeType: candidate }
    : { ok: false, reason: 'unsupported' };
}
