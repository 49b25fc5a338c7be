import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { AVATAR_FIELD, AVATAR_MIME_TYPES, deleteUserAvatar, MAX_AVATAR_BYTES, postUserAvatar } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Identity } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { canChangeAvatar } from './files.policy';
import type { FilesService } from './files.service';

/** Avatars are shown small: a 256 px square is sharp on high-density screens and a few kilobytes. */
const AVATAR_SIZE = 256;

type UserIdentity = Extract<Identity, { kind: 'user' }>;

/** One's own avatar, or anyone's as admin; decided before the upload is read. */
function authorize(request: FastifyRequest<{ Params: { id: string } }>): UserIdentity {
  const actor = request.identity as UserIdentity;
  if (!canChangeAvatar(actor, request.params.id)) throw AppError.forbidden();
  return actor;
}

/** The uploaded image as a square webp; the bytes decide whether it is an image at all. */
async function squareWebp(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(AVATAR_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('unsupported_file_type', 415);
  }
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // Claims to be an image but cannot be decoded (truncated, corrupt).
    throw new AppError('unsupported_file_type', 415);
  }
}

/** `POST` and `DELETE /api/users/{id}/avatar` (spec 3 §7). */
export function avatarRoutes(files: FilesService) {
  return async (app: FastifyInstance) => {
    // Only here: no other route accepts multipart bodies. One part, the image, of at most 5 MB (413 beyond).
    await app.register(fastifyMultipart, {
      limits: { files: 1, parts: 2, fileSize: MAX_AVATAR_BYTES, fieldNameSize: 100, headerPairs: 50 },
    });

    registerRoutes(app, [
      defineRoute({
        endpoint: postUserAvatar,
        access: 'login',
        rateLimit: { max: 30, timeWindow: '1 minute' },
        handler: async (request) => {
          const actor = authorize(request);
          if (!request.isMultipart()) throw new AppError('unsupported_media_type');
          const part = await request.file();
          if (!part || part.fieldname !== AVATAR_FIELD) {
            throw AppError.validation([{ propertyPath: AVATAR_FIELD, detail: 'validation.required' }]);
          }
          const image = await squareWebp(await part.toBuffer());
          const id = randomUUID();
          await files.create(
            { id, uploadedById: actor.userId, name: 'avatar.webp', mimeType: 'image/webp', context: 'avatar' },
            Readable.from([image]),
          );
          if (!(await files.setAvatar(request.params.id, id))) {
            await files.removeFile(id);
            throw AppError.notFound();
          }
          return { url: `/api/file/${id}` };
        },
      }),
      defineRoute({
        endpoint: deleteUserAvatar,
        access: 'login',
        handler: async (request, reply) => {
          authorize(request);
          if (!(await files.setAvatar(request.params.id, null))) throw AppError.notFound();
          return reply.code(204).send();
        },
      }),
    ]);
  };
}
