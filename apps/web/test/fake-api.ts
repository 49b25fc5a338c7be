import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One answer of the fake API: a fresh Response per call (a body can be read only once). */
export type FakeAnswer = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;

/** Answers `body` as JSON with `status`. */
export function reply(body: unknown, status = 200): FakeAnswer {
  return () => jsonResponse(body, status);
}

/** Never answers: the screen stays in its loading state. */
export const pending: FakeAnswer = () => new Promise<Response>(() => {});

/** The server cannot be reached. */
export const networkError: FakeAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

/** An anonymous visitor's answer to `GET /api/users/account`. */
export const SIGNED_OUT = reply({ detail: 'unauthorized' }, 401);

/**
 * Replaces `fetch` with a fake API: answers by `'<METHOD> <path>'`. A list answers call by call and repeats its last
 * answer; an unlisted call answers 404 `not_found`. Returns the mock, to inspect the calls.
 */
export function mockApi(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const served = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (route === undefined) return jsonResponse({ detail: 'not_found' }, 404);
    const answers = Array.isArray(route) ? route : [route];
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    return answers[Math.min(n, answers.length - 1)]!({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the fake API received, as `'<METHOD> <path>'` with the parsed JSON body. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
