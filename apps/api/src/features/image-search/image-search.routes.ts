import { getImageSearchImages, getLocalImage, getLocalImageThumb } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LocalImageLibrary } from '../../integrations/image-search';
import type { Access } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { FILE_CSP } from '../../lib/file-csp';
import type { ImageSearchService } from './image-search.service';

/** The news form's users (spec 1 §6: adding and editing news needs ROLE_ADMIN or MANAGE_NEWS). */
const NEWS_EDITORS: Access = { roles: ['ROLE_ADMIN'], permissions: ['MANAGE_NEWS'] };

/** The photo library (spec 1 §7 `GET /api/image-search/images`) and the bundled pictures it may point at. */
export function imageSearchRoutes(deps: { service: ImageSearchService; library: LocalImageLibrary }) {
  const sendImage = async (reply: FastifyReply, name: string, variant: 'full' | 'thumb') => {
    const bytes = await deps.library.image(name, variant);
    if (!bytes) throw AppError.notFound();
    // The pictures never change under a name (the library is rebuilt only with a release), so the browser may keep
    // them; private, because the route is not public.
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', FILE_CSP)
      .send(bytes);
  };

  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getImageSearchImages,
        access: NEWS_EDITORS,
        handler: async (request, reply) => {
          const { query, page, perPage } = request.query;
          const answer = await deps.service.search({ query, page, perPage });
          // Paging back and forth asks again within minutes; photo APIs count every call (Unsplash: 50 an hour).
          reply.header('cache-control', 'private, max-age=300');
          return { ...answer, perPage };
        },
      }),
      defineRoute({
        endpoint: getLocalImage,
        access: NEWS_EDITORS,
        handler: (request, reply) => sendImage(reply, request.params.name, 'full'),
      }),
      defineRoute({
        endpoint: getLocalImageThumb,
        access: NEWS_EDITORS,
        handler: (request, reply) => sendImage(reply, request.params.name, 'thumb'),
      }),
    ]);
  };
}
