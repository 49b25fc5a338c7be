import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ifNoneMatch, strongETag } from './etag';

const request = (header?: string) =>
  ({ headers: header === undefined ? {} : { 'if-none-match': header } }) as FastifyRequest;

describe('ifNoneMatch', () => {
  const tag = strongETag(['v1', 'user-1', '/api/assignment/1']);

  it('matches the tag alone, in a list and in its weak form', () => {
    expect(ifNoneMatch(request(tag), tag)).toBe(true);
    expect(ifNoneMatch(request(`"other", ${tag}`), tag)).toBe(true);
    expect(ifNoneMatch(request(`W/${tag}`), tag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(ifNoneMatch(request('"other"'), tag)).toBe(false);
    expect(ifNoneMatch(request(), tag)).toBe(false);
  });

  it('never takes * as a match: a 304 before the access check would tell that the resource exists', () => {
    expect(ifNoneMatch(request('*'), tag)).toBe(false);
    expect(ifNoneMatch(request(' * '), tag)).toBe(false);
  });
});
