import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  deleteNewsImage,
  deleteNewsUpload,
  MAX_NEWS_FILE_BYTES,
  MAX_NEWS_FILES_PER_UPLOAD,
  MAX_NEWS_IMAGE_BYTES,
  NEWS_FILES_FIELD,
  NEWS_IMAGE_FIELD,
  postNewsImage,
  postNewsUpload,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { actorOf } from './news-actor';
import type { NewsManagementService, StagedFile } from './news-management.service';
import { MANAGE_NEWS_ACCESS, REMOVE_NEWS_IMAGE_ACCESS } from './news.policy';

/** `files[0]`, `files[1]`, ... as the web sends them; `files` and `files[]` as other clients do. */
const FILES_FIELD = new RegExp(`^${NEWS_FILES_FIELD}(\\[\\d{0,3}\\])?$`);

/** The item's image and attachments (spec 1 §7): multipart uploads, checked from their bytes. */
export function newsMediaRoutes(management: NewsManagementService, cleanFileName: (raw: string) => string) {
  return async (app: FastifyInstance) => {
    // Only this scope parses multipart bodies. The per-file limit here is the attachments'; the image call asks a
    // lower one. Beyond a limit the upload answers 413 and nothing of it is kept.
    await app.register(fastifyMultipart, {
      limits: {
        files: MAX_NEWS_FILES_PER_UPLOAD,
        parts: MAX_NEWS_FILES_PER_UPLOAD + 10,
        fileSize: MAX_NEWS_FILE_BYTES,
        fieldNameSize: 100,
        headerPairs: 50,
      },
    });

    registerRoutes(app, [
      defineRoute({
        endpoint: postNewsImage,
        access: MANAGE_NEWS_ACCESS,
        rateLimit: { max: 60, timeWindow: '1 minute' },
        handler: async (request) => {
          const actor = actorOf(request);
          await management.assertExists(request.params.id);
          if (!request.isMultipart()) throw new AppError('unsupported_media_type');
          const part = await request.file({ limits: { fileSize: MAX_NEWS_IMAGE_BYTES, files: 1 } });
          if (!part || part.fieldname !== NEWS_IMAGE_FIELD) {
            throw AppError.validation([{ propertyPath: NEWS_IMAGE_FIELD, detail: 'validation.required' }]);
          }
          return management.setImage(actor, request.params.id, await part.toBuffer());
        },
      }),
      defineRoute({
        endpoint: deleteNewsImage,
        access: REMOVE_NEWS_IMAGE_ACCESS,
        handler: async (request, reply) => {
          await management.removeImage(request.params.id);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: postNewsUpload,
        access: MANAGE_NEWS_ACCESS,
        rateLimit: { max: 60, timeWindow: '1 minute' },
        handler: async (request) => {
          const actor = actorOf(request);
          await management.assertExists(request.params.id);
          if (!request.isMultipart()) throw new AppError('unsupported_media_type');
          // Staged on disk, not in memory: an attachment may be a video of up to MAX_NEWS_FILE_BYTES.
          const dir = await mkdtemp(join(tmpdir(), 'portal-news-'));
          try {
            const staged: StagedFile[] = [];
            for await (const part of request.files()) {
              if (!FILES_FIELD.test(part.fieldname)) {
                part.file.resume();
                continue;
              }
              const path = join(dir, String(staged.length));
              await pipeline(part.file, createWriteStream(path));
              if (part.file.truncated) throw new AppError('payload_too_large');
              staged.push({ path, name: cleanFileName(part.filename), claimedType: part.mimetype });
            }
            if (staged.length === 0) {
              throw AppError.validation([{ propertyPath: NEWS_FILES_FIELD, detail: 'validation.required' }]);
            }
            return { files: await management.attach(actor, request.params.id, staged) };
          } finally {
            await rm(dir, { recursive: true, force: true });
          }
        },
      }),
      defineRoute({
        endpoint: deleteNewsUpload,
        access: MANAGE_NEWS_ACCESS,
        handler: async (request, reply) => {
          await management.detach(request.params.id, request.params.fileId);
          return reply.code(204).send();
        },
      }),
    ]);
  };
}
