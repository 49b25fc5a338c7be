import { FILE_UPLOAD_PATH, FILE_UPLOAD_RESUME_PREFIX } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../lib/access';
import type { FileActor } from './files.policy';
import { rawRoute } from './raw-route';
import type { Uploads } from './uploads';

/** Signed-in users, and external contributors with their token (spec 2: contributors upload into the form). */
const UPLOADERS: Access = ['login', 'token'];
const TAGS = ['files'];
const noContent = z.null().describe('No content; the tus headers carry the answer');

/** The gate let only a user or a contributor token through. */
const actorOf = (request: FastifyRequest) => request.identity as FileActor;

/** The tus routes (protocol 1.0.0: creation, expiration, termination); see `packages/contracts/src/files.ts`. */
export function uploadRoutes(uploads: Uploads) {
  return async (app: FastifyInstance) => {
    // The body of PATCH (and of POST with creation-with-upload) is the file: Fastify must not read it, tus streams
    // it to disk, and tus alone judges its content type. A body of any other type (JSON, text) is left unread too,
    // rather than parsed here and then found consumed by tus. In this plugin only: no other route takes raw bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    rawRoute(app, {
      method: 'POST',
      path: FILE_UPLOAD_PATH,
      summary: 'Start a resumable upload (tus creation; Upload-Length, Upload-Metadata)',
      tags: TAGS,
      access: UPLOADERS,
      // A form with many attachments starts many uploads; hospitals share one address.
      rateLimit: { max: 600, timeWindow: '1 minute' },
      response: { 201: noContent, 204: noContent },
      handler: (request, reply) => uploads.handle(request, reply, actorOf(request)),
    });

    const params = z.object({ id: z.uuid() });
    const resume = [
      ['HEAD', 'The offset of an unfinished upload (tus)'],
      ['PATCH', 'Continue an upload from its offset (tus); the last part answers X-File-Id'],
      ['DELETE', 'Abandon an unfinished upload (tus termination)'],
    ] as const;
    for (const [method, summary] of resume) {
      rawRoute(app, {
        method,
        path: `${FILE_UPLOAD_RESUME_PREFIX}:id`,
        summary,
        tags: TAGS,
        params,
        access: UPLOADERS,
        rateLimit: { max: 1200, timeWindow: '1 minute' },
        response: { 200: noContent, 204: noContent },
        handler: (request, reply) => uploads.handle(request, reply, actorOf(request), request.params.id),
      });
    }
  };
}
