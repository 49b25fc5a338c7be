import { errorResponseSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../../lib/access';

/** The error statuses a file route may answer, all in the one error shape. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 410, 412, 413, 415, 416, 429, 500] as const;

/**
 * A route whose answer is bytes or a protocol's headers rather than JSON (downloads, thumbnails, tus): the same
 * required access declaration and documented responses as `defineRoute`, plus what such routes need. Compression is
 * off, because a compressed body breaks byte ranges and ETags and the files are mostly compressed already; and
 * `HEAD` is a method of its own (tus asks for an upload's offset with it).
 */
export interface RawRoute<P extends z.ZodType, Q extends z.ZodType> {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  tags?: string[];
  params?: P;
  querystring?: Q;
  /** The success answers (for the documentation; bytes are never serialised). */
  response: Record<number, z.ZodType>;
  access: Access;
  rateLimit?: { max: number; timeWindow: string | number };
  handler: (
    request: FastifyRequest<{ Params: z.output<P>; Querystring: z.output<Q> }>,
    reply: FastifyReply,
  ) => Promise<unknown>;
}

export function rawRoute<P extends z.ZodType, Q extends z.ZodType>(app: FastifyInstance, def: RawRoute<P, Q>): void {
  const response: Record<number, z.ZodType> = { ...def.response };
  for (const status of ERROR_STATUSES) response[status] ??= errorResponseSchema;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.params && { params: def.params }),
      ...(def.querystring && { querystring: def.querystring }),
      response,
    },
    config: { access: def.access, ...(def.rateLimit && { rateLimit: def.rateLimit }) },
    compress: false,
    handler: def.handler as never,
  });
}
