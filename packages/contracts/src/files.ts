import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Files (spec 1 §3, §5, §7). Uploads are resumable with the tus protocol (https://tus.io, version 1.0.0):
 * - `POST /api/file` creates an upload (`Upload-Length`, `Upload-Metadata: filename <b64>,filetype <b64>`) and
 *   answers `201` with `Location: /api/file/upload/{id}`; `{id}` is a uuid and becomes the file's id.
 * - `HEAD`/`PATCH /api/file/upload/{id}` resume and continue it; the final `PATCH` checks the bytes' real type and
 *   answers 204 with `X-File-Id: {id}` once the file is stored, or 415 `unsupported_file_type` (the upload is gone).
 * - An upload larger than the limit is refused with 413 before anything is stored.
 * The id is then sent in the owning form (attachments, entry values, ...), which links the file. Optional metadata
 * `context <b64>` names what the file is for (`FILE_UPLOAD_CONTEXTS`, default `entry`). External contributors add
 * their `?token=` to the `POST` (the answer's `Location` carries it on). Unfinished uploads expire after
 * `UPLOAD_EXPIRY_MS`; a stored file that nothing links to within a day is removed.
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

/** What an upload is for (tus metadata `context`); the owning form links it afterwards. */
export const FILE_UPLOAD_CONTEXTS = ['entry', 'news', 'faq', 'material', 'form'] as const;
export type FileUploadContext = (typeof FILE_UPLOAD_CONTEXTS)[number];
/** An unfinished upload is removed this long after it was created. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

const fileParams = z.object({ id: z.uuid() });
/** The contributor token of an external contributor's link (spec 2), for files of that assignment. */
const fileQuery = z.object({ token: z.string().min(1).max(200).optional() });
/** The bytes of a file: a binary body, described for the documentation only. */
const fileBody = z.any().describe("The file's bytes");

/**
 * `GET /api/file/{id}`: the bytes with their type, a clean `Content-Disposition` (inline only for images, PDF,
 * audio and video), `ETag`, `Range` (206, 416) and `cache-control: private`. A file the caller may not see answers
 * 404, as does one that does not exist.
 */
export const getFile = defineEndpoint({
  method: 'GET',
  path: '/api/file/:id',
  summary: 'Download a file (Range supported)',
  tags: ['files'],
  params: fileParams,
  querystring: fileQuery,
  response: { 200: fileBody, 206: fileBody },
});

/** Width in pixels of the thumbnail `GET /api/file/image/{id}/icon` answers (webp). */
export const FILE_ICON_WIDTH = 96;

/** `GET /api/file/image/{id}/icon`: a small webp thumbnail of an image file; 415 for anything else. */
export const getFileIcon = defineEndpoint({
  method: 'GET',
  path: '/api/file/image/:id/icon',
  summary: 'A small thumbnail of an image file',
  tags: ['files'],
  params: fileParams,
  querystring: fileQuery,
  response: { 200: fileBody },
});

/** The read flag of a file for the educator who set it. */
export const fileReadStateSchema = z.object({ id: z.uuid(), read: z.boolean() });
export type FileReadState = z.infer<typeof fileReadStateSchema>;

/**
 * `POST /api/file/{id}/read` (spec 1 §6): an educator marks a file they may see as read; never their own file
 * (403). Answers the new state.
 */
export const postFileRead = defineEndpoint({
  method: 'POST',
  path: '/api/file/:id/read',
  summary: 'Mark a file read (educators; not their own files)',
  tags: ['files'],
  params: fileParams,
  response: { 200: fileReadStateSchema },
});

/** `POST /api/file/{id}/unread`: the same rule as `read`; answers the new state. */
export const postFileUnread = defineEndpoint({
  method: 'POST',
  path: '/api/file/:id/unread',
  summary: 'Mark a file unread (educators; not their own files)',
  tags: ['files'],
  params: fileParams,
  response: { 200: fileReadStateSchema },
});
