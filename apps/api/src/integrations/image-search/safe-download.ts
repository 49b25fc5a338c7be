import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ImageSearchError } from './image-search-client';

/** The `fetch` the HTTP providers use; tests pass a fake that asserts the request and answers from memory. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;
/** Every address a host name resolves to; tests pass a fake, so no test ever asks DNS. */
export type LookupFn = (hostname: string) => Promise<string[]>;

export const systemLookup: LookupFn = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Limits of one picture download. */
export interface DownloadLimits {
  /** Largest accepted body; the news image limit (spec 1 §9: 10 MB). */
  maxBytes: number;
  /** For the whole download, redirects and body included. */
  timeoutMs: number;
  /** Redirects followed (each one checked like the first address). */
  maxRedirects: number;
}

export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = {
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
};

/** Addresses a server must never be made to reach: loopback, private, link-local, carrier NAT, multicast, reserved. */
const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

/** True for an address on the public internet; IPv4 written inside IPv6 (`::ffff:10.0.0.1`) is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const refuse = (why: string) => new ImageSearchError('refused', why);

/**
 * The address of a picture, when it may be fetched: https on the default port, no credentials, and a host of the
 * provider's own list (compared exactly, so `images.unsplash.com.evil.nl` or an IP literal never passes).
 */
export function checkImageUrl(raw: string, allowedHosts: readonly string[]): URL {
  if (!URL.canParse(raw)) throw refuse('not an absolute URL');
  const url = new URL(raw);
  if (url.protocol !== 'https:') throw refuse(`scheme ${url.protocol} is not https`);
  if (url.username || url.password) throw refuse('credentials in the URL');
  if (url.port !== '') throw refuse('a port other than 443');
  if (!allowedHosts.includes(url.hostname)) throw refuse(`host ${url.hostname} is not one of the provider's`);
  return url;
}

/** Resolves the host and refuses it when any of its addresses is not public (a vendor host pointed inwards). */
async function checkResolves(url: URL, lookup: LookupFn): Promise<void> {
  let addresses: string[];
  try {
    addresses = await lookup(url.hostname);
  } catch (error) {
    throw new ImageSearchError('unavailable', `cannot resolve ${url.hostname}`, { cause: error });
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw refuse(`host ${url.hostname} resolves to a non-public address`);
  }
}

/** Reads a body up to `maxBytes`, giving up (and cancelling the transfer) as soon as it is exceeded. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ImageSearchError('too_large', `declared ${declared} bytes, the limit is ${maxBytes}`);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ImageSearchError('too_large', `more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface DownloadDeps {
  fetch: FetchFn;
  lookup: LookupFn;
  allowedHosts: readonly string[];
  limits?: DownloadLimits;
}

/**
 * Downloads a picture from one of the allowed hosts: every hop (redirects are followed by hand, never by `fetch`) is
 * checked against the host list and resolved to public addresses only; the body is capped and the whole download
 * has a deadline. Answers the bytes and the declared type, which must be an image.
 */
export async function safeDownload(raw: string, deps: DownloadDeps): Promise<{ bytes: Buffer; mimeType: string }> {
  const limits = deps.limits ?? DEFAULT_DOWNLOAD_LIMITS;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = checkImageUrl(raw, deps.allowedHosts);
  for (let hop = 0; ; hop++) {
    await checkResolves(url, deps.lookup);
    let response: Response;
    try {
      response = await deps.fetch(url.href, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
    } catch (error) {
      throw new ImageSearchError('unavailable', `download of ${url.hostname} failed`, { cause: error });
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location) throw new ImageSearchError('unavailable', 'a redirect without a location');
      if (hop >= limits.maxRedirects) throw refuse('too many redirects');
      url = checkImageUrl(new URL(location, url).href, deps.allowedHosts);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageSearchError('unavailable', `download answered ${response.status}`);
    }
    const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!mimeType.startsWith('image/')) {
      await response.body?.cancel();
      throw new ImageSearchError('unavailable', `download is ${mimeType || 'untyped'}, not an image`);
    }
    try {
      return { bytes: await readCapped(response, limits.maxBytes), mimeType };
    } catch (error) {
      if (error instanceof ImageSearchError) throw error;
      throw new ImageSearchError('unavailable', 'download interrupted', { cause: error });
    }
  }
}

/** Calls a provider's JSON API with a deadline; any failure or non-2xx answer is `unavailable`. */
export async function fetchJson(
  fetchFn: FetchFn,
  url: string,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<{ body: unknown; headers: Headers }> {
  let response: Response;
  try {
    response = await fetchFn(url, { headers, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ImageSearchError('unavailable', 'the photo API cannot be reached', { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ImageSearchError('unavailable', `the photo API answered ${response.status}`);
  }
  try {
    return { body: await response.json(), headers: response.headers };
  } catch (error) {
    throw new ImageSearchError('unavailable', 'the photo API answered no JSON', { cause: error });
  }
}
