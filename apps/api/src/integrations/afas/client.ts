import type { AfasAuth } from './auth';

/** AFAS filter operators (operatortypes). */
export const AFAS_OPERATORS = {
  eq: 1,
  gte: 2,
  lte: 3,
  gt: 4,
  lt: 5,
  contains: 6,
  ne: 7,
  empty: 8,
  notEmpty: 9,
  startsWith: 10,
  notContains: 11,
  notStartsWith: 12,
  endsWith: 13,
  notEndsWith: 14,
  quick: 15,
} as const;
export type AfasOperator = keyof typeof AFAS_OPERATORS;

export interface AfasFilter {
  field: string;
  op: AfasOperator;
  /** Dates as `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss` Amsterdam time (see `formatAfasFilterDateTime`). */
  value?: string;
}

/** A GetConnector row: flat, keyed by the connector's field ids, empty values null. */
export type AfasRow = Record<string, string | number | boolean | null>;

export interface GetOptions {
  /** AND of filters, or an OR of AND-groups. */
  filters?: readonly AfasFilter[] | readonly (readonly AfasFilter[])[];
  /** Field ids, `-` in front for descending; mandatory when paging (rows skip or repeat without it). */
  orderBy: readonly string[];
  /** Rows per call (default 1000; keep columns × rows under 150,000). */
  take?: number;
}

/** Why an AFAS call failed; `retryable` says whether the client tried again before giving up. */
export type AfasErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'functional'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'http'
  | 'query_too_long'
  | 'bad_answer';

export class AfasError extends Error {
  override name = 'AfasError';
  constructor(
    readonly kind: AfasErrorKind,
    message: string,
    readonly details: { status?: number; errorNumber?: number; profitLogReference?: string; attempts?: number } = {},
  ) {
    super(message);
  }
}

export interface AfasClientOptions {
  /** e.g. `https://12345.rest.afas.online/ProfitRestServices` (no trailing slash needed). */
  baseUrl: string;
  auth: AfasAuth;
  fetch?: typeof fetch;
  /** At most this many calls in flight (AFAS allows 5). */
  maxParallel?: number;
  /** One call's time limit (AFAS itself gives up after 900 s). */
  timeoutMs?: number;
  /** Attempts per call including the first (503, timeouts, network failures, 5xx without a functional message). */
  maxAttempts?: number;
  /** First back-off after a timeout or network failure; doubles each time. */
  backoffMs?: number;
  /** A 503 asking to wait longer than this is not waited for (the caller reschedules instead). */
  maxRetryAfterMs?: number;
  /** Waits; tests pass one that records and skips. */
  sleep?: (ms: number) => Promise<void>;
  /** `IntegrationId` header (mandatory for AFAS partners). */
  integrationId?: string;
}

/** AFAS refuses query strings longer than this with a 404. */
export const MAX_QUERY_LENGTH = 2048;

/** The typed AFAS Profit REST client the sync uses (a fake or the simulator stands in for it in tests). */
export interface AfasClient {
  /** One page of a GetConnector. */
  getPage(connector: string, options: GetOptions & { skip: number }): Promise<AfasRow[]>;
  /** Every row of a GetConnector, page by page (until a page has fewer than `take` rows). */
  pages(connector: string, options: GetOptions): AsyncGenerator<AfasRow[]>;
  /** Every row, collected. */
  getAll(connector: string, options: GetOptions): Promise<AfasRow[]>;
  metainfo(): Promise<unknown>;
  metainfoGet(connector: string): Promise<unknown>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A counting semaphore: at most `n` holders at once, the rest wait in order. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/** The filter part of a query string: parallel lists when the values allow it, else `filterjson`. */
export function filterParams(filters: GetOptions['filters']): [string, string][] {
  if (!filters || filters.length === 0) return [];
  const groups = (Array.isArray(filters[0]) ? filters : [filters]) as readonly (readonly AfasFilter[])[];
  const plain = groups.every((g) => g.every((f) => !/[,;]/.test(f.value ?? '') && !/[,;]/.test(f.field)));
  if (plain) {
    const join = (pick: (f: AfasFilter) => string) => groups.map((g) => g.map(pick).join(',')).join(';');
    return [
      ['filterfieldids', join((f) => f.field)],
      ['filtervalues', join((f) => f.value ?? '')],
      ['operatortypes', join((f) => String(AFAS_OPERATORS[f.op]))],
    ];
  }
  const json = {
    Filters: {
      Filter: groups.map((g, i) => ({
        '@FilterId': `Filter ${i + 1}`,
        Field: g.map((f) => ({
          '@FieldId': f.field,
          '@OperatorType': String(AFAS_OPERATORS[f.op]),
          '#text': f.value ?? '',
        })),
      })),
    },
  };
  return [['filterjson', JSON.stringify(json)]];
}

/** The query string of a GetConnector call; refuses one AFAS would answer with 404 (over 2048 characters). */
export function connectorQuery(options: GetOptions & { skip: number }): string {
  const params = new URLSearchParams([
    ['skip', String(options.skip)],
    ['take', String(options.take ?? 1000)],
    ['orderbyfieldids', options.orderBy.join(',')],
    ...filterParams(options.filters),
  ]);
  const query = params.toString();
  if (query.length > MAX_QUERY_LENGTH)
    throw new AfasError(
      'query_too_long',
      `AFAS query string of ${query.length} characters (at most ${MAX_QUERY_LENGTH})`,
    );
  return query;
}

/**
 * Splits values for an OR filter (`field = a; field = b; ...`) into groups whose query strings stay under the limit.
 * `budget` is what the rest of the query string may use (paging, order, other filters).
 */
export function chunkValues(values: readonly string[], field: string, budget = 1500): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const value of values) {
    // Per value: the field id, the value and the operator, each URL-encoded with a `;` (%3B) between.
    const cost = encodeURIComponent(field).length + encodeURIComponent(value).length + 1 + 3 * 3;
    if (current.length > 0 && size + cost > budget) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(value);
    size += cost;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export function createAfasClient(options: AfasClientOptions): AfasClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const backoffMs = options.backoffMs ?? 1000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 15 * 60_000;
  const run = limiter(options.maxParallel ?? 5);

  /** One HTTP call, classified; throws AfasError. */
  async function once(path: string): Promise<unknown> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': 'nl-nl',
      ...(await options.auth.headers()),
      ...(options.integrationId ? { integrationid: options.integrationId } : {}),
    };
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new AfasError('timeout', `AFAS call timed out after ${timeoutMs} ms`);
      throw new AfasError('network', `AFAS unreachable: ${(error as Error).message}`);
    }
    const text = await res.text().catch(() => '');
    if (res.ok) {
      try {
        return JSON.parse(text);
      } catch {
        throw new AfasError('bad_answer', 'AFAS answered something other than JSON', { status: res.status });
      }
    }
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      /* an empty or HTML body */
    }
    if (res.status === 401) {
      options.auth.invalidate();
      throw new AfasError('unauthorized', 'AFAS refused the token (401)', { status: 401 });
    }
    if (res.status === 403)
      throw new AfasError('forbidden', 'AFAS refused this address or token (403)', { status: 403 });
    if (res.status === 503) {
      const seconds = Number(body.retry_after ?? res.headers.get('retry-after') ?? 60);
      const error = new AfasError('unavailable', `AFAS unavailable (503), retry after ${seconds} s`, { status: 503 });
      (error as AfasError & { retryAfterMs: number }).retryAfterMs = Math.max(0, seconds) * 1000;
      throw error;
    }
    if (res.status === 500 && typeof body.externalMessage === 'string') {
      throw new AfasError('functional', body.externalMessage, {
        status: 500,
        errorNumber: typeof body.errorNumber === 'number' ? body.errorNumber : undefined,
        profitLogReference: typeof body.profitLogReference === 'string' ? body.profitLogReference : undefined,
      });
    }
    throw new AfasError('http', `AFAS answered ${res.status}`, { status: res.status });
  }

  /** A call with the contract's retry rules, inside the parallel limit. */
  async function call(path: string): Promise<unknown> {
    let attempt = 0;
    for (;;) {
      attempt++;
      try {
        return await run(() => once(path));
      } catch (error) {
        if (!(error instanceof AfasError)) throw error;
        error.details.attempts = attempt;
        // Never retry 401/403 or a functional error (AFAS said no: trying again says no again).
        const retryable =
          error.kind === 'unavailable' ||
          error.kind === 'timeout' ||
          error.kind === 'network' ||
          (error.kind === 'http' && (error.details.status ?? 0) >= 500);
        if (!retryable || attempt >= maxAttempts) throw error;
        if (error.kind === 'unavailable') {
          const wait = (error as AfasError & { retryAfterMs: number }).retryAfterMs;
          if (wait > maxRetryAfterMs) throw error;
          await sleep(wait);
        } else {
          // AFAS keeps working on a timed-out request: back off exponentially before asking again.
          await sleep(backoffMs * 2 ** (attempt - 1));
        }
      }
    }
  }

  async function getPage(connector: string, opts: GetOptions & { skip: number }): Promise<AfasRow[]> {
    const body = (await call(`/connectors/${encodeURIComponent(connector)}?${connectorQuery(opts)}`)) as {
      rows?: unknown;
    };
    if (!Array.isArray(body.rows))
      throw new AfasError('bad_answer', `AFAS connector ${connector} answered without rows`);
    return body.rows as AfasRow[];
  }

  async function* pages(connector: string, opts: GetOptions): AsyncGenerator<AfasRow[]> {
    if (opts.orderBy.length === 0) throw new Error('AFAS paging needs orderbyfieldids');
    const take = opts.take ?? 1000;
    for (let skip = 0; ; skip += take) {
      const rows = await getPage(connector, { ...opts, take, skip });
      if (rows.length > 0) yield rows;
      if (rows.length < take) return;
    }
  }

  return {
    getPage,
    pages,
    async getAll(connector, opts) {
      const all: AfasRow[] = [];
      for await (const page of pages(connector, opts)) all.push(...page);
      return all;
    },
    metainfo: () => call('/metainfo'),
    metainfoGet: (connector) => call(`/metainfo/get/${encodeURIComponent(connector)}`),
  };
}
