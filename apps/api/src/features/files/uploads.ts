import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  errorCodeForStatus,
  errorResponseSchema,
  FILE_ID_HEADER,
  FILE_UPLOAD_CONTEXTS,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXPIRY_MS,
  type ErrorResponse,
} from '@portal/contracts';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { cleanFileName } from './file-name';
import { detectFileType } from './file-type';
import type { FileActor } from './files.policy';
import type { FilesService } from './files.service';

/** Where tus answers resume requests; its last path segment is the upload's (and later the file's) id. */
const RESUME_PATH = '/api/file/upload';

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
  /** Unfinished uploads wait here (tus FileStore) until their last byte arrives; asked for at the first upload. */
  stagingDir: () => string;
  maxSize?: number;
}

/**
 * Resumable uploads with the tus protocol (@tus/server and its FileStore). The client's metadata is reduced to
 * the name, claimed type and context, and the uploader is added server-side, so only they can resume. When the
 * last byte arrives the type is read from the bytes; an allowed file moves into storage as a `files` row (its id
 * the upload's), anything else is deleted and answered with 415. Unfinished uploads expire after a day.
 */
export function createUploads({ files, stagingDir: stagingDirOf, maxSize = MAX_UPLOAD_BYTES }: UploadsDeps) {
  // Made at the first upload or expiry run: an app that is only built (and perhaps never closed) creates no folder.
  let started: { tus: Server; datastore: FileStore; stagingDir: string } | undefined;
  const start = () => (started ??= createServer(stagingDirOf()));
  const calls = new WeakMap<Request, UploadCall>();
  const callOf = (req: Request) => {
    const call = calls.get(req);
    if (!call) throw new Error('upload request without its caller');
    return call;
  };

  function createServer(stagingDir: string) {
    const datastore = new FileStore({ directory: stagingDir, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
    const tus = new Server({
      path: RESUME_PATH,
      datastore,
      maxSize,
      // Same origin only: no CORS headers at all.
      allowedOrigins: [],
      namingFunction: () => randomUUID(),
      // A contributor's session travels in its cookie, so the upload's address carries nothing secret.
      generateUrl: (_req, { path, id }) => `${path}/${id}`,
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
        await finish(upload, actor, log, datastore, stagingDir);
        return { headers: { [FILE_ID_HEADER]: upload.id } };
      },
      onResponseError(req, err) {
        const status = 'status_code' in err ? err.status_code : 500;
        if (status >= 500) calls.get(req)?.log.error({ err }, 'upload failed');
        return undefined;
      },
    });
    return { tus, datastore, stagingDir };
  }

  async function finish(
    upload: Upload,
    actor: FileActor,
    log: FastifyBaseLogger,
    datastore: FileStore,
    stagingDir: string,
  ): Promise<void> {
    const metadata = upload.metadata ?? {};
    const path = join(stagingDir, upload.id);
    try {
      const name = cleanFileName(metadata.filename);
      const detected = await detectFileType(path, { claimedType: metadata.filetype ?? undefined, name });
      if (!detected.ok) {
        log.info({ fileId: upload.id, claimed: metadata.filetype, reason: detected.reason }, 'upload refused');
        throw detected.reason === 'too_large'
          ? refusal(413, { detail: 'payload_too_large' })
          : refusal(415, { detail: 'unsupported_file_type' });
      }
      await files.create(
        {
          id: upload.id,
          uploadedById: actor.kind === 'user' ? actor.userId : null,
          name,
          mimeType: detected.mimeType,
          context: metadata.context ?? 'entry',
        },
        createReadStream(path),
      );
    } finally {
      // Stored or refused, the staged copy has done its work.
      await datastore.remove(upload.id).catch((err: unknown) => log.warn({ err }, 'cannot remove a staged upload'));
    }
  }

  /** The uploader of an unfinished upload, or null when there is none under that id. */
  async function uploaderOfUpload(id: string): Promise<string | null> {
    try {
      const upload = await start().datastore.getUpload(id);
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
      calls.set(webRequest, { actor, log: request.log });
      const response = await start().tus.handleWeb(webRequest);

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

    /** Removes unfinished uploads past their expiry; answers how many. */
    /** Removes expired unfinished uploads; none when nothing was ever staged (the folder is made at the first one). */
    expire: async () => {
      const { datastore, stagingDir } = start();
      if (!existsSync(stagingDir)) return 0;
      return datastore.deleteExpired();
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
