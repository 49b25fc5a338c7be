import {
  ImageSearchError,
  type ChosenImage,
  type ImageSearchClient,
  type ImageSearchItem,
} from './image-search-client';

export interface FakeImageSearchOptions {
  /** The library; default three pictures at `https://images.example.test/{id}.jpg`. */
  items?: ImageSearchItem[];
  /** What choosing a known `full` answers; default a few bytes declared as JPEG. */
  chosen?: (item: ImageSearchItem) => ChosenImage;
}

/** A fake client with what it was asked, and switches to make it fail like a provider that is down. */
export interface FakeImageSearch extends ImageSearchClient {
  readonly searches: { query?: string; page: number; perPage: number }[];
  readonly fetched: string[];
  /** When set, every call throws an `ImageSearchError` of this kind. */
  failWith: 'unavailable' | 'too_large' | null;
}

/**
 * An in-memory photo library of the same type as the real ones, for the tests of whoever uses the client (the news
 * form's image choice): searches match by id or alt text, only the items' own `full` addresses can be fetched.
 */
export function createFakeImageSearch(options: FakeImageSearchOptions = {}): FakeImageSearch {
  const items =
    options.items ??
    ['zee', 'bos', 'stad'].map((id) => ({
      id,
      thumb: `https://images.example.test/${id}.thumb.jpg`,
      full: `https://images.example.test/${id}.jpg`,
      alt: `Een foto van de ${id}`,
      attribution: { name: 'Fotograaf', url: 'https://example.test/fotograaf' },
    }));
  const chosen =
    options.chosen ??
    ((item: ImageSearchItem) => ({
      bytes: Buffer.from(`jpeg ${item.id}`),
      mimeType: 'image/jpeg',
      ...(item.attribution && { attribution: `Photo by ${item.attribution.name}` }),
    }));
  const fake: FakeImageSearch = {
    provider: 'fake',
    searches: [],
    fetched: [],
    failWith: null,
    async search(request) {
      fake.searches.push({ ...request });
      if (fake.failWith) throw new ImageSearchError(fake.failWith, 'fake failure');
      const q = request.query?.toLowerCase();
      const found = q ? items.filter((i) => i.id.includes(q) || i.alt.toLowerCase().includes(q)) : items;
      const start = (request.page - 1) * request.perPage;
      return { items: found.slice(start, start + request.perPage), totalItems: found.length };
    },
    async fetchChosen(url) {
      fake.fetched.push(url);
      if (fake.failWith) throw new ImageSearchError(fake.failWith, 'fake failure');
      const item = items.find((i) => i.full === url);
      if (!item) throw new ImageSearchError('refused', 'not a picture of this library');
      return chosen(item);
    },
  };
  return fake;
}
