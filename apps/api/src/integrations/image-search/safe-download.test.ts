import { describe, expect, it } from 'vitest';
import { createFakeFetch, fakeLookup, jpeg, redirect } from './fake-fetch';
import { ImageSearchError } from './image-search-client';
import { checkImageUrl, isPublicAddress, safeDownload, type DownloadDeps } from './safe-download';

const HOSTS = ['images.example.com'];
const LIMITS = { maxBytes: 1000, timeoutMs: 200, maxRedirects: 2 };

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageSearchError);
  return (error as ImageSearchError).kind;
}

const deps = (fetch: DownloadDeps['fetch'], lookup = fakeLookup()): DownloadDeps => ({
  fetch,
  lookup,
  allowedHosts: HOSTS,
  limits: LIMITS,
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, carrier NAT, multicast and mapped private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public addresses', () => {
    for (const address of ['151.101.2.208', '8.8.8.8', '172.32.0.1', '2606:4700::6810:85e5', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('checkImageUrl', () => {
  it('accepts https on an allowed host only', () => {
    expect(checkImageUrl('https://images.example.com/a.jpg?w=1', HOSTS).href).toBe(
      'https://images.example.com/a.jpg?w=1',
    );
    for (const url of [
      'http://images.example.com/a.jpg',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'ftp://images.example.com/a.jpg',
      'https://images.example.com:444/a.jpg',
      'https://u:p@images.example.com/a.jpg',
      'https://IMAGES.example.com.evil.test/a.jpg',
      'https://example.com/a.jpg',
      'https://93.184.216.34/a.jpg',
      '//images.example.com/a.jpg',
      '/a.jpg',
    ]) {
      expect(() => checkImageUrl(url, HOSTS), url).toThrow(ImageSearchError);
    }
  });
});

describe('safeDownload', () => {
  it('answers the bytes and the declared type', async () => {
    const { fetch } = createFakeFetch(() => jpeg(Buffer.from('abc'), { 'content-type': 'image/png; charset=x' }));
    expect(await safeDownload('https://images.example.com/a.jpg', deps(fetch))).toEqual({
      bytes: Buffer.from('abc'),
      mimeType: 'image/png',
    });
  });

  it('stops at the size cap, whether the length is declared or not', async () => {
    const declared = createFakeFetch(() => jpeg(Buffer.alloc(10), { 'content-length': '5000' }));
    expect(await kindOf(safeDownload('https://images.example.com/a.jpg', deps(declared.fetch)))).toBe('too_large');
    const streamed = createFakeFetch(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(new Uint8Array(400));
            },
          }),
          { headers: { 'content-type': 'image/jpeg' } },
        ),
    );
    expect(await kindOf(safeDownload('https://images.example.com/a.jpg', deps(streamed.fetch)))).toBe('too_large');
  });

  it('gives up after the deadline', async () => {
    const { fetch } = createFakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const started = Date.now();
    expect(await kindOf(safeDownload('https://images.example.com/a.jpg', deps(fetch)))).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a redirect to another host, to http or to a private address, and endless redirects', async () => {
    for (const location of [
      'https://evil.test/a.jpg',
      'http://images.example.com/a.jpg',
      'https://127.0.0.1/a.jpg',
      'file:///etc/passwd',
    ]) {
      const { fetch, calls } = createFakeFetch(() => redirect(location));
      expect(await kindOf(safeDownload('https://images.example.com/a.jpg', deps(fetch))), location).toBe('refused');
      expect(calls).toHaveLength(1);
    }
    const loop = createFakeFetch(() => redirect('/again.jpg'));
    expect(await kindOf(safeDownload('https://images.example.com/a.jpg', deps(loop.fetch)))).toBe('refused');
    expect(loop.calls).toHaveLength(LIMITS.maxRedirects + 1);
  });

  it('refuses an allowed host that resolves to a private address (checked before connecting)', async () => {
    const { fetch, calls } = createFakeFetch(() => jpeg());
    for (const addresses of [['10.0.0.8'], ['151.101.2.208', '127.0.0.1'], ['::ffff:192.168.0.1'], []]) {
      const lookup = fakeLookup({ 'images.example.com': addresses });
      expect(await kindOf(safeDownload('https://images.example.com/a.jpg', deps(fetch, lookup)))).toBe('refused');
    }
    expect(calls).toEqual([]);
  });

  it('refuses answers that are not pictures and failed answers', async () => {
    const html = createFakeFetch(() => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    expect(await kindOf(safeDownload('https://images.example.com/a.jpg', deps(html.fetch)))).toBe('unavailable');
    const missing = createFakeFetch(() => new Response('', { status: 404 }));
    expect(await kindOf(safeDownload('https://images.example.com/a.jpg', deps(missing.fetch)))).toBe('unavailable');
  });
});
