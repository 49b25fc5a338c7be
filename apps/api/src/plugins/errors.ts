import { errorCodeForStatus, type Violation } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** `/items/0/name` → `items[0].name`, the form the web client maps onto its fields. */
export function toPropertyPath(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

/** PostgreSQL's integrity violations are conflicts with existing data, not faults. */
// 23001 is how PostgreSQL 18 (inside PGlite) reports an ON DELETE RESTRICT violation; 15 reports 23503.
const PG_CONFLICT_CODES = new Set(['23505', '23503', '23001', '23P01']);

function pgCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What Fastify answers itself before any hook runs (a URL it cannot decode, a path parameter over maxParamLength):
 * the same error shape and security headers as every other answer.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
    request.log.info({ code: error.code }, 'request refused by the router');
    return reply
      .code(status)
      .headers(headers)
      .header('cache-control', 'no-store')
      .send({ detail: errorCodeForStatus(status) });
  };
}

/**
 * Errors of the multipart parser (busboy) on a body that is not well-formed multipart: no boundary, cut short, a
 * broken part header, a part whose body ends before its boundary (the part's stream fails while a handler reads it).
 * They carry no status of their own; they are the client's fault, not the server's.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (multipart data|form)|Malformed part header|Part terminated early due to unexpected end of multipart data)/;

/**
 * One error shape everywhere: `{ detail, violations? }`. Expected failures keep their status; anything else is
 * logged with its stack and answered as a bare 500, so no stack trace, SQL or message text reaches a client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const violations: Violation[] = error.validation.map((v) => ({
        propertyPath: toPropertyPath(v.instancePath),
        detail: v.message ?? 'invalid',
      }));
      return reply.code(400).send({ detail: 'validation_failed', violations });
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, detail: error.code, ...(error.violations && { violations: error.violations }) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ detail: 'internal_error' });
    }
    const code = pgCode(error);
    if (code && PG_CONFLICT_CODES.has(code)) {
      request.log.info({ pgCode: code }, 'integrity conflict');
      return reply.code(409).send({ detail: 'conflict' });
    }
    if (/^multipart\//i.test(request.headers['content-type'] ?? '') && MALFORMED_MULTIPART.test(error.message)) {
      request.log.info({ reason: error.message }, 'malformed multipart body');
      return reply.code(400).send({ detail: 'bad_request' });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (status === 429) {
        request.log.warn('rate limit reached');
      }
      return reply.code(status).send({ detail: errorCodeForStatus(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(status === 503 ? 503 : 500)
      .send({ detail: status === 503 ? 'service_unavailable' : 'internal_error' });
  });
}
