import type { z } from 'zod';
import type { ErrorCode, Violation } from '@portal/contracts';
import type * as ErrorBody from './error-body';

/** Error codes the client itself assigns, next to the server's `ERROR_CODES`. */
export type ClientErrorCode = 'network_error' | 'invalid_response';

/** Any failed API call: the HTTP status (0 when no answer arrived), the error code and the violations. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's `detail` (an error code such as 'not_found'), or a client code. */
    readonly detail: ErrorCode | ClientErrorCode | (string & {}),
    readonly violations: Violation[] = [],
    /** The whole error body as the server sent it (some errors carry more than `detail`, e.g. `retryAfter`). */
    readonly body: unknown = undefined,
  ) {
    super(`API ${status}: ${detail}`);
  }
}

let errorBody: Promise<typeof ErrorBody> | undefined;

/**
 * The error body's schema (zod and the contracts: not in the first chunk). Asked for with the first call, so it has
 * arrived when an answer is an error (as the startup fetch is for a signed-out visitor); a failed load is retried.
 */
function loadErrorBody(): Promise<typeof ErrorBody> {
  errorBody ??= import('./error-body').catch((error: unknown) => {
    errorBody = undefined;
    throw error;
  });
  return errorBody;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  /** Validates the success body; the call then resolves to the schema's output type. */
  schema?: S;
  signal?: AbortSignal;
}

type Result<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : unknown;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** At most this many answers are kept for revalidation (the least recently used go first). */
const KEPT_ANSWERS = 100;

/**
 * Answers the server gave an ETag, by path: the next GET of that path sends `If-None-Match` and, on 304, uses the
 * kept body instead of a new one (the server then built nothing). The answers are personal and `no-store`, so the
 * browser's own cache never holds them: this copy lives in memory only, and is forgotten at sign-out and on 401.
 */
const kept = new Map<string, { etag: string; body: unknown }>();

/** Forgets every kept answer (sign-out: nothing of the user stays behind in memory). */
export function forgetKeptAnswers(): void {
  kept.clear();
}

function keep(path: string, etag: string | null, body: unknown): void {
  kept.delete(path);
  if (!etag) return;
  kept.set(path, { etag, body });
  if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
}

/** One JSON call to the API with the session cookie; throws `ApiError` on every failure. */
export async function request<S extends z.ZodType | undefined = undefined>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const copy = method === 'GET' ? kept.get(path) : undefined;
  if (copy) headers['If-None-Match'] = copy.etag;

  loadErrorBody().catch(() => undefined); // awaited below if the call fails
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request is not a failure of the API: let callers (React Query) see the abort itself.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error');
  }

  if (response.status === 304 && copy) {
    // Still the same: the kept body, as recently used.
    keep(path, copy.etag, copy.body);
    return finish(response.status, copy.body, options);
  }
  const json = await readJson(response);
  if (method === 'GET' && response.ok) keep(path, response.headers.get('ETag'), json);
  if (response.status === 401) forgetKeptAnswers();
  if (!response.ok) {
    const { errorCodeForStatus, errorResponseSchema } = await loadErrorBody();
    const parsed = errorResponseSchema.safeParse(json);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.detail, parsed.data.violations, json)
      : new ApiError(response.status, errorCodeForStatus(response.status), [], json);
  }
  return finish(response.status, json, options);
}

function finish<S extends z.ZodType | undefined>(status: number, json: unknown, options: RequestOptions<S>): Result<S> {
  if (!options.schema) return json as Result<S>;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new ApiError(status, 'invalid_response');
  return parsed.data as Result<S>;
}

export function get<S extends z.ZodType | undefined = undefined>(
  path: string,
  options?: RequestOptions<S>,
): Promise<Result<S>> {
  return request('GET', path, undefined, options);
}

export function post<S extends z.ZodType | undefined = undefined>(
  path: string,
  body?: unknown,
  options?: RequestOptions<S>,
): Promise<Result<S>> {
  return request('POST', path, body, options);
}
