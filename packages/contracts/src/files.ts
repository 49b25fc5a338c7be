import { z } from 'zod';

/**
 * Files (spec 1 §3, §5, §7). Uploads are resumable with the tus protocol (https://tus.io, version 1.0.0):
 * - `POST /api/file` creates an upload (`Upload-Length`, `Upload-Metadata: filename <b64>,filetype <b64>`) and
 *   answers `201` with `Location: /api/file/upload/{id}`; `{id}` is a uuid and becomes the file's id.
 * - `HEAD`/`PATCH /api/file/upload/{id}` resume and continue it; the final `PATCH` checks the bytes' real type and
 *   answers 204 with `X-File-Id: {id}` once the file is stored, or 415 `unsupported_file_type` (the upload is gone).
 * - An upload larger than the limit is refused with 413 before anything is stored.
 * The id is then sent in the owning form (attachments, entry values, ...), which links the file.
 */
export const FILE_UPLOAD_PATH = '/api/file';
export const FILE_UPLOAD_RESUME_PREFIX = '/api/file/upload/';
/** Response header of the completing request naming the stored file. */
export const FILE_ID_HEADER = 'x-file-id';
/** Largest file accepted by the upload (bytes). */
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

/** Allowed types by kind (spec 1 §5: documents, images, audio, video and json), detected from the bytes. */
export const ALLOWED_FILE_TYPES = {
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/rtf',
    'text/plain',
    'text/csv',
  ],
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp', 'image/svg+xml'],
  audio: ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/webm', 'audio/aac'],
  video: ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'video/x-msvideo', 'video/mpeg'],
  json: ['application/json'],
} as const;
export type FileKind = keyof typeof ALLOWED_FILE_TYPES;
export const ALLOWED_MIME_TYPES: readonly string[] = Object.values(ALLOWED_FILE_TYPES).flat();
/** Images the drop zone previews (spec 1 §5). */
export const PREVIEW_MIME_TYPES = ['image/jpeg', 'image/png', 'image/bmp', 'image/svg+xml'] as const;

/** A file as lists and forms show it (spec 1 §3). */
export const fileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  deletable: z.boolean(),
  read: z.boolean(),
  user: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
});
export type FileInfo = z.infer<typeof fileSchema>;
