import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  errorCodeForStatus,
  errorResponseSchema,
  FILE_ID_HEADER,
  FILE_UPLOAD_CONTEXTS,
  MAX_UPLOAD_BYTES,
  type ErrorResponse,
} from '@portal/contracts';
import { Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { cleanFileName } from './file-name';
import { disarmPdf } from '../../lib/pdf-disarm';
import { detectFileType } from './file-type';
import type { FileActor } from './files.policy';
import type { FilesService } from './files.service';
import type { UploadStaging } from './upload-staging';

/** Where tus answers resume requests; its last path segment is the upload's (and later the file's) id. */
const RESUME_PATH = '/api/file/upload';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a tus hook needs to know about the request it runs for (tus hands hooks only the web Request). */
interface UploadCall {
  actor: FileActor;
  log: FastifyBaseLogger;
}

/** A refusal thrown in a tus hook: tus answers `status_code` with `body`, which the route turns into our shape. */
const refusal = (status_code: number, error: ErrorResponse) => ({ status_code, body: JSON.stringify(error) });

/** Who an upload belongs to, kept in its server-side metadata: a user, or a contributor token. */
export const uploaderOf = (actor: FileActor) =>
  actor.kind === 'user' ? `user:${actor.userId}` : `token:${actor.tokenId}`;

export interface UploadsDeps {
  files: FilesService;
  /** Where unfinished uploads wait until their last byte arrives (disk or S3); asked for at the first upload. */
  staging: () => Promise<UploadStaging>;
  maxSize?: number;
}

/**
 * Resumable uploads with the tus protocol (@tus/server with its FileStore, or @tus/s3-store with STORAGE_URL). The
 * client's metadata is reduced to the name, claimed type and context, and the uploader is added server-side, so
 * only they can resume. When the last byte arrives the type is read from the bytes; an allowed file moves into
 * storage as a `files` row (its id the upload's), anything else is deleted and answered with 415. Unfinished uploads
 * expire after a day.
 *
 * Locking: @tus/server's default MemoryLocker serialises the requests of one upload within this process (a resume
 * that arrives while the dropped request is still writing waits for it). Across processes nothing is locked: one
 * client sends one upload's requests one after another, the stored offset is checked against `Upload-Offset` on
 * every PATCH, and on S3 every request reads the upload's state from the bucket. What is left is a resume that
 * reaches process B while process A still writes the tail of the dropped request (a second or so); a load balancer
 * with session affinity closes even that.
 */
export function createUploads({ files, staging: stagingOf, maxSize = MAX_UPLOAD_BYTES }: UploadsDeps) {
  // Made at the first upload or expiry run: an app that is only built (and perhaps never closed) creates no folder.
  let started: Promise<{ tus: Server; staging: UploadStaging }> | undefined;
  const start = () =>
    (started ??= stagingOf()
      .then((staging) => ({ tus: createServer(staging), staging }))
      .catch((error: unknown) => {
        started = undefined;
        throw error;
      }));
  const calls = new WeakMap<Request, UploadCall>();
  const callOf = (req: Request) => {
    const call = calls.get(req);
    if (!call) throw new Error('upload request without its caller');
    return call;
  };

  function createServer(staging: UploadStaging) {
    return new Server({
      path: RESUME_PATH,
      datastore: staging.datastore,
      maxSize,
      // Same origin only: no CORS headers at all.
      allowedOrigins: [],
      namingFunction: () => staging.uploadIdOf(randomUUID()),
      // A contributor's session travels in its cookie, so the upload's address carries nothing secret.
      generateUrl: (_req, { path, id }) => `${path}/${staging.fileIdOf(id)}`,
      getFileIdFromRequest: (_req, last) =>
        last !== undefined && UUID.test(last) ? staging.uploadIdOf(last) : undefined,
      async onUploadCreate(req, upload) {
        const { actor } = callOf(req);
        const metadata = upload.metadata ?? {};
        // A contributor only ever fills in an assignment's form.
        const context = actor.kind === 'token' ? 'entry' : (metadata.context ?? 'entry');
        if (!(FILE_UPLOAD_CONTEXTS as readonly string[]).includes(context)) {
          throw refusal(400, {
            detail: 'validation_failed',
            violations: [{ propertyPath: 'context', detail: 'validation.invalid' }],
          });
        }
        return {
          metadata: {
            filename: cleanFileName(metadata.filename ?? metadata.name),
            filetype: metadata.filetype ?? metadata.type ?? '',
            context,
            uploader: uploaderOf(actor),
          },
        };
      },
      async onUploadFinish(req, upload) {
        const { actor, log } = callOf(req);
        await finish(upload, actor, log, staging);
        return { headers: { [FILE_ID_HEADER]: staging.fileIdOf(upload.id) } };
      },
      onResponseError(req, err) {
        const status = 'status_code' in err ? err.status_code : 500;
        if (status >= 500) calls.get(req)?.log.error({ err }, 'upload failed');
        return undefined;
      },
    });
  }

  async function finish(upload: Upload, actor: FileActor, log: FastifyBaseLogger, staging: UploadStaging) {
    const metadata = upload.metadata ?? {};
    const fileId = staging.fileIdOf(upload.id);
    try {
      await staging.withLocalCopy(upload, async (path) => {
        const name = cleanFileName(metadata.filename);
        const detected = await detectFileType(path, { claimedType: metadata.filetype ?? undefined, name });
        if (!detected.ok) {
          log.info({ fileId, claimed: metadata.filetype, reason: detected.reason }, 'upload refused');
          throw detected.reason === 'too_large'
            ? refusal(413, { detail: 'payload_too_large' })
            : refusal(415, { detail: 'unsupported_file_type' });
        }
        if (detected.mimeType === 'application/pdf' && (await disarmPdf(path)) === 'disarmed') {
          log.info({ fileId }, 'active content (scripts, launch or submit actions) removed from an uploaded PDF');
        }
        await files.create(
          {
            id: fileId,
            uploadedById: actor.kind === 'user' ? actor.userId : null,
            name,
            mimeType: detected.mimeType,
            context: metadata.context ?? 'entry',
          },
          createReadStream(path),
        );
      });
    } finally {
      // Stored or refused, the staged copy has done its work.
      await staging.remove(upload.id).catch((err: unknown) => log.warn({ err }, 'cannot remove a staged upload'));
    }
  }

  /** The uploader of an unfinished upload, or null when there is none under that id. */
  async function uploaderOfUpload(fileId: string): Promise<string | null> {
    const { staging } = await start();
    try {
      const upload = await staging.datastore.getUpload(staging.uploadIdOf(fileId));
      return upload.metadata?.uploader ?? null;
    } catch {
      return null;
    }
  }

  return {
    /**
     * Hands a request to tus and its answer back to Fastify. Resuming (HEAD, PATCH, DELETE) someone else's upload
     * is "not found": an upload id reveals nothing. Fastify leaves the body unread; tus streams it to disk.
     */
    async handle(request: FastifyRequest, reply: FastifyReply, actor: FileActor, uploadId?: string) {
      if (uploadId !== undefined && (await uploaderOfUpload(uploadId)) !== uploaderOf(actor)) {
        return reply.code(404).send({ detail: 'not_found' });
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = request.method === 'PATCH' || request.method === 'POST';
      const webRequest = new Request(new URL(request.url.split('?')[0]!, 'http://upload.invalid'), {
        method: request.method,
        headers,
        body: hasBody ? (Readable.toWeb(request.raw) as unknown as ReadableStream) : null,
        duplex: 'half',
      } as RequestInit);
      // As srvx hands it over: tus then ends the body gracefully when the client drops the connection, and the store
      // keeps what arrived (on S3 a tail under the 5 MiB part minimum would otherwise be lost).
      Object.assign(webRequest, { runtime: { node: { req: request.raw, res: reply.raw } } });
      calls.set(webRequest, { actor, log: request.log });
      const response = await (await start()).tus.handleWeb(webRequest);

      reply.code(response.status);
      // tus's own CORS and body headers do not apply: there is no CORS, and the body is ours.
      response.headers.forEach((value, name) => {
        if (!/^(access-control-|content-)/.test(name)) reply.header(name, value);
      });
      if (response.status < 400) {
        await (response.body as WebReadableStream | null)?.cancel();
        return reply.send();
      }
      return reply.send(errorBody(response.status, await response.text()));
    },

    /** Removes expired unfinished uploads; answers how many. */
    expire: async () => (await start()).staging.expire(),

    /** Lets go of the staging's connections (S3); nothing when no upload was ever handled. */
    close: async () => {
      if (started) await (await started).staging.close();
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;

/** tus answers errors as plain text; ours become the one error shape, tus's own become its status's code. */
function errorBody(status: number, text: string): ErrorResponse {
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // tus's own text, such as "Maximum size exceeded".
  }
  return { detail: errorCodeForStatus(status) };
}
