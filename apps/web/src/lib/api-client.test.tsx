import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/test-utils';
import { ApiError, forgetKeptAnswers, get, post } from './api-client';

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ ok: true })));

    await expect(post('/api/iets', { a: 1 })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/iets');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends no body and no Content-Type on GET', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse([])));

    await get('/api/lijst');

    const init = fetchMock.mock.calls[0]![1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('validates the answer with a schema and types the result', async () => {
    stubFetch(() => Promise.resolve(jsonResponse({ name: 'portal', version: '1.0.0' })));
    const version = await get('/api/version', { schema: z.object({ name: z.string(), version: z.string() }) });
    expect(version.version).toBe('1.0.0');

    stubFetch(() => Promise.resolve(jsonResponse({ name: 'portal' })));
    const error = await caught(get('/api/version', { schema: z.object({ version: z.string() }) }));
    expect(error).toMatchObject({ status: 200, detail: 'invalid_response' });
  });

  it('turns an error answer into an ApiError with the code and violations', async () => {
    stubFetch(() =>
      Promise.resolve(
        jsonResponse(
          { detail: 'validation_failed', violations: [{ propertyPath: 'title', detail: 'validation.required' }] },
          422,
        ),
      ),
    );

    const error = await caught(post('/api/faqs', {}));
    expect(error.status).toBe(422);
    expect(error.detail).toBe('validation_failed');
    expect(error.violations).toEqual([{ propertyPath: 'title', detail: 'validation.required' }]);
  });

  it('derives the code from the status when the error body is not ours', async () => {
    stubFetch(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 })));
    expect(await caught(get('/api/iets'))).toMatchObject({ status: 502, detail: 'internal_error', violations: [] });

    stubFetch(() => Promise.resolve(new Response(null, { status: 404 })));
    expect(await caught(get('/api/iets'))).toMatchObject({ status: 404, detail: 'not_found' });
  });

  it('reports an unreachable server as status 0, network_error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await caught(get('/api/iets'))).toMatchObject({ status: 0, detail: 'network_error' });
  });

  it('passes a cancellation through untouched', async () => {
    stubFetch(() => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(get('/api/iets')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('resolves an empty 204 answer to undefined', async () => {
    stubFetch(() => Promise.resolve(new Response(null, { status: 204 })));
    await expect(post('/api/logout')).resolves.toBeUndefined();
  });
});

describe('answers kept by their ETag', () => {
  const withTag = (body: unknown, etag: string) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });
  const sentTag = (mock: ReturnType<typeof stubFetch>, call: number) =>
    new Headers(mock.mock.calls[call]![1]?.headers).get('If-None-Match');

  it('asks with If-None-Match and uses the kept copy on 304, validated like a new answer', async () => {
    forgetKeptAnswers();
    const answers = [withTag({ name: 'Opleiding' }, '"v1"'), new Response(null, { status: 304 })];
    const fetchMock = stubFetch(() => Promise.resolve(answers.shift()!));
    const schema = z.object({ name: z.string() });

    expect(await get('/api/education/1', { schema })).toEqual({ name: 'Opleiding' });
    expect(sentTag(fetchMock, 0)).toBeNull();
    expect(await get('/api/education/1', { schema })).toEqual({ name: 'Opleiding' });
    expect(sentTag(fetchMock, 1)).toBe('"v1"');
  });

  it('replaces the copy with a changed answer, and keeps none for answers without a tag or other paths', async () => {
    forgetKeptAnswers();
    const answers = [
      withTag({ n: 1 }, '"v1"'),
      withTag({ n: 2 }, '"v2"'),
      new Response(null, { status: 304 }),
      new Response(JSON.stringify({ n: 3 }), { status: 200 }),
      new Response(JSON.stringify({ other: true }), { status: 200 }),
    ];
    const fetchMock = stubFetch(() => Promise.resolve(answers.shift()!));

    await get('/api/a');
    expect(await get('/api/a')).toEqual({ n: 2 });
    expect(await get('/api/a')).toEqual({ n: 2 });
    expect(sentTag(fetchMock, 2)).toBe('"v2"');
    expect(await get('/api/a')).toEqual({ n: 3 });
    await get('/api/b');
    expect(sentTag(fetchMock, 4)).toBeNull();
  });

  it('never sends a tag with a write, and forgets everything at sign-out and on 401', async () => {
    forgetKeptAnswers();
    const answers = [
      withTag({ n: 1 }, '"v1"'),
      new Response(JSON.stringify({}), { status: 200 }),
      new Response(JSON.stringify({ detail: 'unauthorized' }), { status: 401 }),
      withTag({ n: 1 }, '"v1"'),
      withTag({ n: 1 }, '"v1"'),
    ];
    const fetchMock = stubFetch(() => Promise.resolve(answers.shift()!));
    await get('/api/a');
    await post('/api/a', { x: 1 });
    expect(sentTag(fetchMock, 1)).toBeNull();
    await caught(get('/api/a'));
    expect(sentTag(fetchMock, 2)).toBe('"v1"');
    await get('/api/a');
    expect(sentTag(fetchMock, 3)).toBeNull();
    forgetKeptAnswers();
    await get('/api/a');
    expect(sentTag(fetchMock, 4)).toBeNull();
  });
});
