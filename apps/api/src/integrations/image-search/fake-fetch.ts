// Test support for the HTTP providers (only test files import it): a `fetch` that never touches the network.
import type { FetchFn, LookupFn } from './safe-download';

export interface FetchCall {
  url: string;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  redirect: RequestInit['redirect'];
}

/** A fake `fetch`: records each request and answers with the handler's response (a throw is a network failure). */
export function createFakeFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetch: FetchFn = async (url, init = {}) => {
    const headers = Object.fromEntries([...new Headers(init.headers).entries()]);
    calls.push({ url, headers, redirect: init.redirect });
    return handler(url, init);
  };
  return { fetch, calls };
}

export const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

export const jpeg = (bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), headers: Record<string, string> = {}) =>
  new Response(bytes, { status: 200, headers: { 'content-type': 'image/jpeg', ...headers } });

export const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });

/** Resolves every host to a public address, or to the one given for it. */
export function fakeLookup(addresses: Record<string, string[]> = {}): LookupFn {
  return async (host) => addresses[host] ?? ['151.101.2.208'];
}
