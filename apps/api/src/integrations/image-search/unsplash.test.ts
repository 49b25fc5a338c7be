import { describe, expect, it } from 'vitest';
import { createFakeFetch, fakeLookup, jpeg, json, redirect } from './fake-fetch';
import { ImageSearchError } from './image-search-client';
import { createUnsplashClient } from './unsplash';

/** A photo as Unsplash answers it (integrations README, "Photo library"). */
const photo = (id: string, name = 'Jane Doe') => ({
  id,
  alt_description: `alt ${id}`,
  description: null,
  urls: {
    raw: `https://images.unsplash.com/photo-${id}?ixid=abc`,
    full: `https://images.unsplash.com/photo-${id}?ixid=abc&q=85`,
    regular: `https://images.unsplash.com/photo-${id}?ixid=abc&w=1080`,
    small: `https://images.unsplash.com/photo-${id}?ixid=abc&w=400`,
    thumb: `https://images.unsplash.com/photo-${id}?ixid=abc&w=200`,
  },
  links: {
    html: `https://unsplash.com/photos/${id}`,
    download_location: `https://api.unsplash.com/photos/${id}/download?ixid=abc`,
  },
  user: { name, links: { html: 'https://unsplash.com/@jane' } },
});

const API_HEADERS = { authorization: 'Client-ID u-key', 'accept-version': 'v1' };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageSearchError);
  return (error as ImageSearchError).kind;
}

describe('Unsplash search', () => {
  it('asks /search/photos with the key and version headers and maps each photo', async () => {
    const { fetch, calls } = createFakeFetch(() => json({ total: 31, total_pages: 4, results: [photo('Ab1')] }));
    const client = createUnsplashClient({ accessKey: 'u-key', fetch });
    const page = await client.search({ query: 'zorg team', page: 2, perPage: 9 });
    expect(calls).toEqual([
      {
        url: 'https://api.unsplash.com/search/photos?query=zorg+team&page=2&per_page=9',
        headers: API_HEADERS,
        redirect: 'error',
      },
    ]);
    expect(page).toEqual({
      totalItems: 31,
      items: [
        {
          id: 'Ab1',
          thumb: 'https://images.unsplash.com/photo-Ab1?ixid=abc&w=400',
          full: 'https://images.unsplash.com/photo-Ab1?ixid=abc&w=1080#unsplash=Ab1',
          alt: 'alt Ab1',
          attribution: {
            name: 'Jane Doe',
            url: 'https://unsplash.com/@jane?utm_source=opleidingsportaal&utm_medium=referral',
          },
        },
      ],
    });
  });

  it('answers the newest photos without a query, the total from X-Total', async () => {
    const { fetch, calls } = createFakeFetch(() => json([photo('A'), photo('B')], { 'x-total': '10000' }));
    const page = await createUnsplashClient({ accessKey: 'u-key', fetch }).search({ page: 1, perPage: 9 });
    expect(calls.map((c) => c.url)).toEqual(['https://api.unsplash.com/photos?page=1&per_page=9']);
    expect(calls[0]!.headers).toEqual(API_HEADERS);
    expect(page.totalItems).toBe(10000);
    expect(page.items.map((i) => i.id)).toEqual(['A', 'B']);
  });

  it('reports a refused key, a broken answer and an unreachable API as unavailable', async () => {
    const search = (fetchResponse: () => Response | Promise<Response>) =>
      createUnsplashClient({ accessKey: 'u-key', fetch: createFakeFetch(fetchResponse).fetch }).search({
        query: 'x',
        page: 1,
        perPage: 9,
      });
    expect(await refusal(search(() => new Response('Unauthorized', { status: 401 })))).toBe('unavailable');
    expect(await refusal(search(() => json({ results: 'nope' })))).toBe('unavailable');
    expect(await refusal(search(() => new Response('<html>', { status: 200 })))).toBe('unavailable');
    expect(
      await refusal(
        search(() => {
          throw new TypeError('fetch failed');
        }),
      ),
    ).toBe('unavailable');
  });
});

describe('choosing an Unsplash photo', () => {
  const chosenUrl = 'https://images.unsplash.com/photo-Ab1?ixid=abc&w=1080#unsplash=Ab1';

  it('asks the API for the photo, triggers its download_location, then downloads the picture without the key', async () => {
    const { fetch, calls } = createFakeFetch((url) => {
      if (url === 'https://api.unsplash.com/photos/Ab1') return json(photo('Ab1', 'Piet Jansen'));
      if (url === 'https://api.unsplash.com/photos/Ab1/download?ixid=abc') return json({ url: 'x' });
      if (url === 'https://images.unsplash.com/photo-Ab1?ixid=abc&w=1080') return jpeg();
      return new Response(null, { status: 404 });
    });
    const client = createUnsplashClient({ accessKey: 'u-key', fetch, lookup: fakeLookup() });
    const chosen = await client.fetchChosen(chosenUrl);
    expect(chosen).toEqual({
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      mimeType: 'image/jpeg',
      attribution: 'Photo by Piet Jansen on Unsplash',
    });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.unsplash.com/photos/Ab1',
      'https://api.unsplash.com/photos/Ab1/download?ixid=abc',
      'https://images.unsplash.com/photo-Ab1?ixid=abc&w=1080',
    ]);
    expect(calls[1]!.headers).toEqual(API_HEADERS);
    expect(calls[2]!.headers).toEqual({ accept: 'image/*' });
    expect(calls[2]!.redirect).toBe('manual');
  });

  it('refuses other hosts, plain http, other schemes and addresses without the photo id, asking nobody', async () => {
    const { fetch, calls } = createFakeFetch(() => jpeg());
    const client = createUnsplashClient({ accessKey: 'u-key', fetch, lookup: fakeLookup() });
    for (const url of [
      'https://evil.example/photo-Ab1#unsplash=Ab1',
      'https://images.unsplash.com.evil.example/photo-Ab1#unsplash=Ab1',
      'http://images.unsplash.com/photo-Ab1#unsplash=Ab1',
      'file:///etc/passwd#unsplash=Ab1',
      'https://127.0.0.1/photo-Ab1#unsplash=Ab1',
      'https://images.unsplash.com:8443/photo-Ab1#unsplash=Ab1',
      'https://user:pw@images.unsplash.com/photo-Ab1#unsplash=Ab1',
      'https://images.unsplash.com/photo-Ab1',
      'https://images.unsplash.com/photo-Ab1#unsplash=../../x',
      '/api/image-search/local/zorg-hart',
      'not a url',
    ]) {
      expect(await refusal(client.fetchChosen(url)), url).toBe('refused');
    }
    expect(calls).toEqual([]);
  });

  it('refuses an address that is not the picture of the named photo (no mixing of credit and image)', async () => {
    const { fetch, calls } = createFakeFetch(() => json(photo('Ab1')));
    const client = createUnsplashClient({ accessKey: 'u-key', fetch, lookup: fakeLookup() });
    expect(await refusal(client.fetchChosen('https://images.unsplash.com/photo-Other?w=1080#unsplash=Ab1'))).toBe(
      'refused',
    );
    expect(calls).toHaveLength(1);
  });

  it('refuses a picture whose host redirects elsewhere, or resolves to a private address', async () => {
    const api = (url: string) =>
      url === 'https://api.unsplash.com/photos/Ab1' ? json(photo('Ab1')) : url.includes('/download') ? json({}) : null;
    const redirected = createFakeFetch((url) => api(url) ?? redirect('https://169.254.169.254/latest/meta-data'));
    const client = createUnsplashClient({ accessKey: 'u-key', fetch: redirected.fetch, lookup: fakeLookup() });
    expect(await refusal(client.fetchChosen(chosenUrl))).toBe('refused');
    expect(redirected.calls.map((c) => c.url)).not.toContain('https://169.254.169.254/latest/meta-data');

    const inward = createFakeFetch((url) => api(url) ?? jpeg());
    const rebound = createUnsplashClient({
      accessKey: 'u-key',
      fetch: inward.fetch,
      lookup: fakeLookup({ 'images.unsplash.com': ['10.0.0.5'] }),
    });
    expect(await refusal(rebound.fetchChosen(chosenUrl))).toBe('refused');
    expect(inward.calls.map((c) => c.url)).not.toContain('https://images.unsplash.com/photo-Ab1?ixid=abc&w=1080');
  });

  it('refuses a download_location outside the API', async () => {
    const evil = { ...photo('Ab1'), links: { html: 'x', download_location: 'https://evil.example/track' } };
    const { fetch, calls } = createFakeFetch(() => json(evil));
    const client = createUnsplashClient({ accessKey: 'u-key', fetch, lookup: fakeLookup() });
    expect(await refusal(client.fetchChosen(chosenUrl))).toBe('unavailable');
    expect(calls.map((c) => c.url)).toEqual(['https://api.unsplash.com/photos/Ab1']);
  });
});
