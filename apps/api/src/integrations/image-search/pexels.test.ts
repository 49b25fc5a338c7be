import { describe, expect, it } from 'vitest';
import { createFakeFetch, fakeLookup, jpeg, json, redirect } from './fake-fetch';
import { ImageSearchError } from './image-search-client';
import { createPexelsClient } from './pexels';

/** A photo as Pexels answers it (integrations README, "Photo library"). */
const photo = (id: number, photographer = 'Joseph Redfield') => ({
  id,
  width: 3000,
  height: 2000,
  url: `https://www.pexels.com/photo/${id}/`,
  photographer,
  photographer_url: 'https://www.pexels.com/@joseph',
  alt: `alt ${id}`,
  src: {
    original: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg`,
    large2x: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
    large: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=650&w=940`,
    medium: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=350`,
    small: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&h=130`,
    tiny: `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
  },
});

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageSearchError);
  return (error as ImageSearchError).kind;
}

describe('Pexels search', () => {
  it('asks /v1/search with the key in Authorization and maps each photo', async () => {
    const { fetch, calls } = createFakeFetch(() =>
      json({ page: 1, per_page: 9, total_results: 120, next_page: 'x', photos: [photo(2014422)] }),
    );
    const page = await createPexelsClient({ apiKey: 'p-key', fetch }).search({ query: 'natuur', page: 1, perPage: 9 });
    expect(calls).toEqual([
      {
        url: 'https://api.pexels.com/v1/search?query=natuur&per_page=9&page=1',
        headers: { authorization: 'p-key' },
        redirect: 'error',
      },
    ]);
    expect(page).toEqual({
      totalItems: 120,
      items: [
        {
          id: '2014422',
          thumb: photo(2014422).src.medium,
          full: photo(2014422).src.large,
          alt: 'alt 2014422',
          attribution: { name: 'Joseph Redfield', url: 'https://www.pexels.com/@joseph' },
        },
      ],
    });
  });

  it('answers the curated photos without a query', async () => {
    const { fetch, calls } = createFakeFetch(() => json({ page: 3, per_page: 9, total_results: 8000, photos: [] }));
    const page = await createPexelsClient({ apiKey: 'p-key', fetch }).search({ query: '', page: 3, perPage: 9 });
    expect(calls.map((c) => c.url)).toEqual(['https://api.pexels.com/v1/curated?per_page=9&page=3']);
    expect(page).toEqual({ items: [], totalItems: 8000 });
  });

  it('reports a refused key, a rate limit and a broken answer as unavailable', async () => {
    for (const answer of [
      () => new Response('', { status: 401 }),
      () => new Response('', { status: 429 }),
      () => json({ photos: [{ id: 'x' }] }),
    ]) {
      const client = createPexelsClient({ apiKey: 'p-key', fetch: createFakeFetch(answer).fetch });
      expect(await kindOf(client.search({ query: 'x', page: 1, perPage: 9 }))).toBe('unavailable');
    }
  });
});

describe('choosing a Pexels photo', () => {
  it('asks the API for the photo named in the path, then downloads its picture without the key', async () => {
    const { fetch, calls } = createFakeFetch((url) => {
      if (url === 'https://api.pexels.com/v1/photos/2014422') return json(photo(2014422, 'Anna de Vries'));
      if (url === photo(2014422).src.large) return jpeg(Buffer.from('picture'), { 'content-length': '7' });
      return new Response(null, { status: 404 });
    });
    const client = createPexelsClient({ apiKey: 'p-key', fetch, lookup: fakeLookup() });
    const chosen = await client.fetchChosen(photo(2014422).src.large);
    expect(chosen).toEqual({
      bytes: Buffer.from('picture'),
      mimeType: 'image/jpeg',
      attribution: 'Photo by Anna de Vries on Pexels',
    });
    expect(calls.map((c) => [c.url, c.headers])).toEqual([
      ['https://api.pexels.com/v1/photos/2014422', { authorization: 'p-key' }],
      [photo(2014422).src.large, { accept: 'image/*' }],
    ]);
  });

  it('refuses other hosts, http, file: and addresses without a photo id, asking nobody', async () => {
    const { fetch, calls } = createFakeFetch(() => jpeg());
    const client = createPexelsClient({ apiKey: 'p-key', fetch, lookup: fakeLookup() });
    for (const url of [
      'https://images.unsplash.com/photos/1/x.jpeg',
      'http://images.pexels.com/photos/1/x.jpeg',
      'file:///photos/1/x.jpeg',
      'https://[::1]/photos/1/x.jpeg',
      'https://10.0.0.1/photos/1/x.jpeg',
      'https://images.pexels.com/users/1/x.jpeg',
      'https://images.pexels.com/photos/abc/x.jpeg',
    ]) {
      expect(await kindOf(client.fetchChosen(url)), url).toBe('refused');
    }
    expect(calls).toEqual([]);
  });

  it('follows a redirect within the image host but refuses one to another host', async () => {
    const moved = 'https://images.pexels.com/photos/2014422/moved.jpeg';
    const within = createFakeFetch((url) => {
      if (url.startsWith('https://api.pexels.com/')) return json(photo(2014422));
      return url === moved ? jpeg(Buffer.from('moved')) : redirect('/photos/2014422/moved.jpeg');
    });
    const client = createPexelsClient({ apiKey: 'p-key', fetch: within.fetch, lookup: fakeLookup() });
    expect((await client.fetchChosen(photo(2014422).src.large)).bytes.toString()).toBe('moved');

    const away = createFakeFetch((url) =>
      url.startsWith('https://api.pexels.com/') ? json(photo(2014422)) : redirect('http://localhost:3000/api/health'),
    );
    const refused = createPexelsClient({ apiKey: 'p-key', fetch: away.fetch, lookup: fakeLookup() });
    expect(await kindOf(refused.fetchChosen(photo(2014422).src.large))).toBe('refused');
    expect(away.calls.map((c) => c.url)).not.toContain('http://localhost:3000/api/health');
  });
});
