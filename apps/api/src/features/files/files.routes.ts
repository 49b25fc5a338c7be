import { getFile, getFileIcon, postFileRead, postFileUnread } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../../lib/access';
import { FILE_CSP } from '../../lib/file-csp';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { contentDisposition } from './file-name';
import { EDUCATOR_ROLES, type FileActor } from './files.policy';
import type { FileRow } from './files.repository';
import type { FilesService } from './files.service';
import { parseRange } from './range';
import { rawRoute } from './raw-route';

/** Who may ask for a file at all; which file is decided by the policy. */
const READERS: Access = ['login', 'token'];

/**
 * Shown in the browser rather than saved: types the browser renders without running anything of the file's (and
 * sandboxed all the same, FILE_CSP). Everything else is an attachment.
 */
const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|bmp)|application\/pdf|audio\/.+|video\/.+)$/;
/**
 * The browser may keep a copy but asks again each time (a 304 when unchanged), so access that ends takes effect
 * at once and nothing is shared with another user of a hospital computer through a proxy.
 */
const CACHE_CONTROL = 'private, no-cache';

const actorOf = (request: FastifyRequest) => request.identity as FileActor;

/** True when `If-None-Match` names this ETag (or is `*`); weak comparison, as RFC 9110 asks for this header. */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function common(reply: FastifyReply, etag: string, file: FileRow): FastifyReply {
  return reply
    .header('etag', etag)
    .header('cache-control', CACHE_CONTROL)
    .header('last-modified', file.createdAt.toUTCString());
}

/** Downloads, thumbnails and read flags (spec 1 §7 "Files"). */
export function filesRoutes(files: FilesService) {
  return async (app: FastifyInstance) => {
    rawRoute(app, {
      ...getFile,
      access: READERS,
      handler: async (request, reply) => {
        const file = await files.visibleFile(actorOf(request), request.params.id);
        const etag = `"${file.sha256 ?? file.id}"`;
        common(reply, etag, file);
        if (notModified(request, etag)) return reply.code(304).send();

        // If-Range: a range only of the very bytes the client already holds part of, else the whole file.
        const ifRange = request.headers['if-range'];
        const range =
          ifRange && ifRange !== etag ? { kind: 'whole' as const } : parseRange(request.headers.range, file.size);
        if (range.kind === 'unsatisfiable') {
          return reply
            .code(416)
            .header('content-range', `bytes */${file.size}`)
            .send({ detail: 'range_not_satisfiable' });
        }
        const inline = INLINE_TYPES.test(file.mimeType);
        reply
          .header('content-type', file.mimeType)
          .header('content-disposition', contentDisposition(file.name, inline ? 'inline' : 'attachment'))
          .header('accept-ranges', 'bytes')
          .header('content-security-policy', FILE_CSP);
        if (range.kind === 'partial') {
          const body = await files.open(file, range);
          return reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
            .header('content-length', range.end - range.start + 1)
            .send(body);
        }
        const body = await files.open(file);
        return reply.code(200).header('content-length', file.size).send(body);
      },
    });

    rawRoute(app, {
      ...getFileIcon,
      access: READERS,
      handler: async (request, reply) => {
        const { file, bytes } = await files.icon(actorOf(request), request.params.id);
        const etag = `"icon-${file.sha256 ?? file.id}"`;
        common(reply, etag, file);
        if (notModified(request, etag)) return reply.code(304).send();
        return reply
          .code(200)
          .header('content-type', 'image/webp')
          .header('content-security-policy', FILE_CSP)
          .send(bytes);
      },
    });

    const educators: Access = { roles: EDUCATOR_ROLES };
    registerRoutes(app, [
      defineRoute({
        endpoint: postFileRead,
        access: educators,
        handler: (request) => files.markRead(actorOf(request), request.params.id, true),
      }),
      defineRoute({
        endpoint: postFileUnread,
        access: educators,
        handler: (request) => files.markRead(actorOf(request), request.params.id, false),
      }),
    ]);
  };
}
