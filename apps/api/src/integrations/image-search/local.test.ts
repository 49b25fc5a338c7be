import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoLibraryDir } from '../../lib/paths';
import { ImageSearchError } from './image-search-client';
import { createLocalImageLibrary } from './local';

const library = createLocalImageLibrary({ dir: photoLibraryDir, publicUrl: new URL('https://portal.example.nl') });
const manifest = JSON.parse(readFileSync(join(photoLibraryDir, 'manifest.json'), 'utf8')) as {
  name: string;
  keywords: string[];
}[];

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageSearchError);
  return (error as ImageSearchError).kind;
}

describe('the bundled photo library', () => {
  it('holds about two dozen pictures with Dutch keywords, small enough to commit', async () => {
    expect(manifest.length).toBeGreaterThanOrEqual(24);
    for (const word of ['zorg', 'ziekenhuis', 'onderwijs', 'team', 'vergadering', 'natuur', 'stad']) {
      expect(
        manifest.some((p) => p.keywords.includes(word)),
        word,
      ).toBe(true);
    }
    let total = 0;
    for (const { name } of manifest) {
      const full = await library.image(name, 'full');
      const thumb = await library.image(name, 'thumb');
      expect(await sharp(full!).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
      expect(await sharp(thumb!).metadata()).toMatchObject({ format: 'jpeg', width: 300 });
      total += full!.length + thumb!.length;
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('finds pictures by keyword, every word must match, accents and case do not matter', async () => {
    const zorg = await library.search({ query: 'Zorg', page: 1, perPage: 9 });
    expect(zorg.totalItems).toBe(manifest.filter((p) => p.keywords.some((k) => k.includes('zorg'))).length);
    expect(zorg.items.map((i) => i.id)).toEqual(expect.arrayContaining(['zorg-hart', 'ziekenhuis', 'stethoscoop']));
    expect(zorg.items[0]).toEqual({
      id: expect.any(String),
      thumb: `/api/image-search/local/${zorg.items[0]!.id}/thumb`,
      full: `/api/image-search/local/${zorg.items[0]!.id}`,
      alt: expect.any(String),
      attribution: null,
    });
    expect((await library.search({ query: 'zorg ziekenhuis', page: 1, perPage: 9 })).items.map((i) => i.id)).toEqual([
      'ziekenhuis',
    ]);
    expect((await library.search({ query: 'PATIENT', page: 1, perPage: 9 })).items.map((i) => i.id)).toEqual([
      'zorg-hart',
    ]);
    expect(await library.search({ query: 'olifant', page: 1, perPage: 9 })).toEqual({ items: [], totalItems: 0 });
  });

  it('puts pictures with the exact keyword before those that only mention it', async () => {
    // 'kleur' is a keyword of the circles and the flowers; the books only say 'kleurige' in their description.
    const items = (await library.search({ query: 'kleur', page: 1, perPage: 9 })).items.map((i) => i.id);
    expect(items).toEqual(['abstract-cirkels', 'lente-bloemen', 'onderwijs-boeken']);
  });

  it('pages 9 at a time, every picture once, without a query', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => library.search({ page, perPage: 9 })));
    const ids = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(pages.map((p) => p.items.length)).toEqual([9, 9, manifest.length - 18, 0]);
    expect(pages.every((p) => p.totalItems === manifest.length)).toBe(true);
    expect(ids).toEqual(manifest.map((p) => p.name));
  });

  it('hands a chosen picture over from the disk, by path or by absolute URL at the portal', async () => {
    const expected = readFileSync(join(photoLibraryDir, 'team.jpg'));
    expect(await library.fetchChosen('/api/image-search/local/team')).toEqual({
      bytes: expected,
      mimeType: 'image/jpeg',
    });
    expect((await library.fetchChosen('https://portal.example.nl/api/image-search/local/team')).bytes).toEqual(
      expected,
    );
  });

  it('refuses anything but its own pictures', async () => {
    for (const url of [
      'https://evil.test/api/image-search/local/team',
      '//evil.test/api/image-search/local/team',
      'http://portal.example.nl/api/image-search/local/team',
      'file:///api/image-search/local/team',
      '/api/image-search/local/team/thumb',
      '/api/image-search/local/onbekend',
      '/api/image-search/local/../../../etc/passwd',
      '/api/image-search/local/%2e%2e%2fmanifest',
      '/api/image-search/local/manifest.json',
      '/api/image-search/local/team?x=1',
      'https://images.unsplash.com/photo-1',
      '',
    ]) {
      expect(await kindOf(library.fetchChosen(url)), url).toBe('refused');
    }
    expect(await library.image('onbekend', 'full')).toBeNull();
    expect(await library.image('../manifest', 'full')).toBeNull();
  });
});
