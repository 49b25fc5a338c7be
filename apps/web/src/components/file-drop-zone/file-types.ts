import { ALLOWED_FILE_TYPES, PREVIEW_MIME_TYPES, type FileKind } from '@portal/contracts';

/**
 * The type of a file by its extension, for when the browser reports none ('' or octet-stream, common for Office
 * files on some systems) or a synonym of an allowed type ('audio/mp3', 'video/avi'). The server decides from the
 * bytes in the end (spec 1 §5); this only keeps the user from waiting for an upload that will be refused.
 */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  oga: 'audio/ogg',
  weba: 'audio/webm',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  json: 'application/json',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The allowed MIME types of the given kinds. */
export function allowedTypes(kinds: readonly FileKind[]): Set<string> {
  return new Set(kinds.flatMap((kind) => ALLOWED_FILE_TYPES[kind]));
}

/**
 * The allowed type of a file, or `undefined` when it is not allowed: its reported type when that is allowed,
 * else the type its extension stands for.
 */
export function allowedTypeOf(file: Pick<File, 'name' | 'type'>, allowed: Set<string>): string | undefined {
  if (allowed.has(file.type)) return file.type;
  const byExtension = BY_EXTENSION[extensionOf(file.name)];
  return byExtension !== undefined && allowed.has(byExtension) ? byExtension : undefined;
}

/** The `accept` attribute of the file input: the types and their extensions, so the picker offers only those. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  const allowed = allowedTypes(kinds);
  const extensions = Object.entries(BY_EXTENSION)
    .filter(([, type]) => allowed.has(type))
    .map(([extension]) => `.${extension}`);
  return [...allowed, ...extensions].join(',');
}

/** Images the drop zone shows a preview of (spec 1 §5: jpeg, png, bmp, svg). */
export function isPreviewable(type: string): boolean {
  return (PREVIEW_MIME_TYPES as readonly string[]).includes(type);
}
