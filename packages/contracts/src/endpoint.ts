import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call: the single description the server validates against and the web client calls with.
 * `response` maps status codes to schemas; error statuses share `errorResponseSchema` and are added by the server.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends Record<number, z.ZodType> = Record<number, z.ZodType>,
> {
  method: HttpMethod;
  /** Path with `:name` parameters, as Fastify and React Router write them. */
  path: string;
  summary: string;
  /** Longer documentation for the OpenAPI document (markdown), where the summary is not enough. */
  description?: string;
  tags?: string[];
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
}

/** Keeps the literal types of an endpoint description while checking its shape. */
export function defineEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends Record<number, z.ZodType>,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}
