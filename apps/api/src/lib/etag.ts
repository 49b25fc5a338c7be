import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildId } from './paths';

/**
 * A strong ETag from the parts that decide an answer (a data version, the caller, the URL) and the build, so that a
 * new release never matches an old tag.
 */
export function strongETag(parts: readonly (string | number)[]): string {
  const hash = createHash('sha256').update(buildId).update('\n').update(parts.join('\n')).digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/**
 * Whether `If-None-Match` names the tag (a list, or weak forms: RFC 9110 compares them weakly). `*` is never taken
 * as a match: the 304 comes before the access check, so `*` would tell anyone that a resource exists; browsers send
 * it only with writes, and a client that sends it on a read gets the answer (or its refusal) in full.
 */
export function ifNoneMatch(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * Answers 304 without building anything when the client's copy is current; otherwise builds the answer and sends it
 * with its ETag. A null tag (no version for this caller) always builds. Personal answers stay `no-store`: the web app
 * keeps the copy and the tag in memory and asks with `If-None-Match` itself.
 */
export async function conditional<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  tag: string | null,
  build: () => Promise<T>,
): Promise<T> {
  if (tag && ifNoneMatch(request, tag)) return reply.code(304).send() as unknown as T;
  const answer = await build();
  if (tag) reply.header('etag', tag);
  return answer;
}
