import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_IMAGE_PATH } from '@portal/contracts';
import { z } from 'zod';
import { ImageSearchError, type ImageSearchClient, type ImageSearchItem } from './image-search-client';

const manifestSchema = z.array(
  z.object({
    name: z.string().regex(/^[a-z0-9-]{1,64}$/),
    alt: z.string(),
    keywords: z.array(z.string().min(1)).min(1),
  }),
);
export type LocalPhoto = z.infer<typeof manifestSchema>[number];

/** The bundled library: a search client, plus the pictures' bytes for the routes that serve them. */
export interface LocalImageLibrary extends ImageSearchClient {
  readonly provider: 'local';
  /** The picture (1200 px) or its 300 px thumbnail; null for a name the library does not hold. */
  image(name: string, variant: 'full' | 'thumb'): Promise<Buffer | null>;
}

export interface LocalLibraryOptions {
  /** The folder with `manifest.json`, `{name}.jpg` and `{name}.thumb.jpg` (apps/api/assets/photo-library). */
  dir: string;
  /** The portal's own address: a chosen picture may be named by its absolute URL at this origin too. */
  publicUrl?: URL;
}

/** Lower case without accents, so 'Zorg' finds 'zorg' and 'patient' finds 'patiënt'. */
const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const PATH = new RegExp(`^${LOCAL_IMAGE_PATH}/([a-z0-9-]{1,64})$`);

/**
 * The photo library bundled with the portal (made by `scripts/make-photo-library.mjs`): the demo's provider and the
 * default. A search matches when every word of the query occurs in a picture's keywords or description; pictures
 * with a keyword equal to a query word come first. Choosing one reads the file, never an HTTP request.
 */
export function createLocalImageLibrary(options: LocalLibraryOptions): LocalImageLibrary {
  const photos = manifestSchema.parse(JSON.parse(readFileSync(join(options.dir, 'manifest.json'), 'utf8')));
  const byName = new Map(photos.map((p) => [p.name, p]));
  const haystacks = new Map(photos.map((p) => [p.name, normalise([...p.keywords, p.alt].join(' '))]));
  const keywordSets = new Map(photos.map((p) => [p.name, new Set(p.keywords.map(normalise))]));
  // The files are small (about 600 kB in all) and never change while the server runs: read each once.
  const cache = new Map<string, Promise<Buffer>>();

  const toItem = (photo: LocalPhoto): ImageSearchItem => ({
    id: photo.name,
    thumb: `${LOCAL_IMAGE_PATH}/${photo.name}/thumb`,
    full: `${LOCAL_IMAGE_PATH}/${photo.name}`,
    alt: photo.alt,
    attribution: null,
  });

  const read = (file: string): Promise<Buffer> => {
    let bytes = cache.get(file);
    if (!bytes) {
      bytes = readFile(join(options.dir, file));
      // A failed read is not remembered, so a later request tries again.
      bytes.catch(() => cache.delete(file));
      cache.set(file, bytes);
    }
    return bytes;
  };

  /** The picture's name when `url` is one of ours: our path, relative or at the portal's own origin. */
  const nameOf = (url: string): string | null => {
    const base = options.publicUrl ?? new URL('http://localhost');
    if (!URL.canParse(url, base.href)) return null;
    const parsed = new URL(url, base);
    if (parsed.origin !== base.origin || parsed.search || parsed.hash || parsed.username) return null;
    const name = PATH.exec(parsed.pathname)?.[1];
    return name && byName.has(name) ? name : null;
  };

  return {
    provider: 'local',
    async search({ query, page, perPage }) {
      const words = normalise(query ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
      const matches = photos
        .filter((p) => words.every((w) => haystacks.get(p.name)!.includes(w)))
        .map((p, index) => ({ p, index, exact: words.filter((w) => keywordSets.get(p.name)!.has(w)).length }))
        .sort((a, b) => b.exact - a.exact || a.index - b.index)
        .map(({ p }) => p);
      const start = (page - 1) * perPage;
      return { items: matches.slice(start, start + perPage).map(toItem), totalItems: matches.length };
    },

    async fetchChosen(url) {
      const name = nameOf(url);
      if (!name) throw new ImageSearchError('refused', 'not a picture of the bundled library');
      try {
        return { bytes: await read(`${name}.jpg`), mimeType: 'image/jpeg' };
      } catch (error) {
        throw new ImageSearchError('unavailable', `picture ${name} cannot be read`, { cause: error });
      }
    },

    async image(name, variant) {
      if (!byName.has(name)) return null;
      return read(variant === 'thumb' ? `${name}.thumb.jpg` : `${name}.jpg`);
    },
  };
}
