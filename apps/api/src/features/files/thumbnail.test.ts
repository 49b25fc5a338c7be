import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBmp, makeThumbnail, UnreadableImageError } from './thumbnail';

/** A 24-bit bottom-up BMP of `width`×`height` whose pixels are given top row first as [r, g, b]. */
function bmp24(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const bytes = Buffer.alloc(54 + stride * height);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = 54 + stride * (height - 1 - y) + x * 3;
      bytes[at] = b;
      bytes[at + 1] = g;
      bytes[at + 2] = r;
    }
  }
  return bytes;
}

describe('decodeBmp', () => {
  it('reads a bottom-up 24-bit bitmap row by row, top row first, in RGB', () => {
    const image = decodeBmp(bmp24(3, 2, (x, y) => (y === 0 ? [255, 0, x] : [0, 0, 255])));
    expect(image.width).toBe(3);
    expect(image.height).toBe(2);
    expect([...image.data.subarray(0, 9)]).toEqual([255, 0, 0, 255, 0, 1, 255, 0, 2]);
    expect([...image.data.subarray(9, 12)]).toEqual([0, 0, 255]);
  });

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => decodeBmp(Buffer.from('BMxxxx'))).toThrow(UnreadableImageError);
    const truncated = bmp24(10, 10, () => [1, 2, 3]).subarray(0, 100);
    expect(() => decodeBmp(truncated)).toThrow(UnreadableImageError);
    const rle = bmp24(2, 2, () => [1, 2, 3]);
    rle.writeUInt32LE(1, 30);
    expect(() => decodeBmp(rle)).toThrow(UnreadableImageError);
  });
});

describe('makeThumbnail', () => {
  it('makes a 96 px wide webp of a large image, keeping the proportions', async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const meta = await sharp(await makeThumbnail(png, 'image/png')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 96, height: 48 });
  });

  it('does not enlarge a small image, and reads SVG and BMP', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>',
    );
    expect(await sharp(await makeThumbnail(svg, 'image/svg+xml')).metadata()).toMatchObject({ width: 40 });
    const bitmap = bmp24(200, 100, () => [0, 128, 0]);
    const meta = await sharp(await makeThumbnail(bitmap, 'image/bmp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 96, height: 48 });
  });

  it('reports an image it cannot decode', async () => {
    await expect(makeThumbnail(Buffer.from('\x89PNG\r\n\x1a\nkapot'), 'image/png')).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });
});
