import type { Endpoint } from '@portal/contracts';
import { errorResponseSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';
import type { JsonText } from './json-text';

type Infer<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : unknown;
type ResponseBody<E extends Endpoint> = { [K in keyof E['response']]: z.input<E['response'][K]> }[keyof E['response']];

/** The request a handler gets: params, query and body already validated against the endpoint's schemas. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: Infer<E['params']>;
  Querystring: Infer<E['querystring']>;
  Body: Infer<E['body']>;
}>;

export interface RouteDefinition<E extends Endpoint = Endpoint> {
  endpoint: E;
  /** Who may call this route; required (see `Access`). */
  access: Access;
  /** Answers the body, or its JSON text as PostgreSQL wrote it (`lib/json-text.ts`: sent as it is). */
  handler: (
    request: RouteRequest<E>,
    reply: FastifyReply,
  ) => Promise<ResponseBody<E> | JsonText<ResponseBody<E>>> | ResponseBody<E> | JsonText<ResponseBody<E>>;
  /** Left out of the OpenAPI document (infrastructure routes such as the SPA's assets). */
  hide?: boolean;
  /**
   * Per-route request limit (requests per `timeWindow` per client address), via @fastify/rate-limit. With `key` the
   * requests are counted per what it answers instead (e.g. one invitation), after the body is validated.
   */
  rateLimit?: {
    max: number;
    timeWindow: string | number;
    key?: (request: FastifyRequest) => Promise<string> | string;
  };
  /** Largest accepted request body in bytes (Fastify's default is 1 MiB). */
  bodyLimit?: number;
  /** The session lookup also counts the user's unread notifications (one round trip for the bell's poll). */
  sessionWithUnreadNotifications?: boolean;
}

/** Declares a route: the endpoint contract, its access rule and a thin handler. */
export function defineRoute<const E extends Endpoint>(definition: RouteDefinition<E>): RouteDefinition<E> {
  return definition;
}

/** The error statuses every route may answer; all share the one error shape. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500] as const;

/** @fastify/rate-limit's route options: a `key` counts from the preHandler hook, where the body is there. */
function rateLimitOf({ key, ...limit }: NonNullable<RouteDefinition['rateLimit']>) {
  return key ? { ...limit, keyGenerator: key, hook: 'preHandler' as const } : limit;
}

function toRouteOptions(def: RouteDefinition): RouteOptions {
  const { endpoint } = def;
  const response: Record<number, z.ZodType> = { ...endpoint.response };
  for (const [status, schema] of Object.entries(endpoint.response)) {
    // A route's own error shape (e.g. attempts remaining) never shuts out the common one: any route can still
    // answer forbidden, cross_site_request or validation_failed at that status.
    if (Number(status) >= 400) response[Number(status)] = z.union([schema, errorResponseSchema]);
  }
  for (const status of ERROR_STATUSES) response[status] ??= errorResponseSchema;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.description && { description: endpoint.description }),
      tags: endpoint.tags,
      hide: def.hide,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.querystring && { querystring: endpoint.querystring }),
      ...(endpoint.body && { body: endpoint.body }),
      response,
    },
    config: {
      access: def.access,
      ...(def.rateLimit && { rateLimit: rateLimitOf(def.rateLimit) }),
      ...(def.sessionWithUnreadNotifications && { sessionWithUnreadNotifications: true }),
    },
    ...(def.bodyLimit && { bodyLimit: def.bodyLimit }),
    handler: def.handler as RouteOptions['handler'],
  };
}

/** Registers route definitions on an instance (usually inside a feature plugin). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of routes with different endpoint types
export function registerRoutes(app: FastifyInstance, definitions: readonly RouteDefinition<any>[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const def of definitions) typed.route(toRouteOptions(def as unknown as RouteDefinition));
}
