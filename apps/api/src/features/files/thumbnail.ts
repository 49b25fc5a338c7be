import { FILE_ICON_WIDTH } from '@portal/contracts';
import sharp from 'sharp';

/** Images the thumbnailer reads (every allowed image type). */
export const THUMBNAIL_SOURCE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/bmp',
];
/** A decompression bomb is refused rather than rendered: 40 megapixels is a large camera photo. */
const MAX_PIXELS = 40_000_000;

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * Uncompressed Windows bitmaps (8-bit palette, 24 and 32 bit: what Paint and scanners write) as raw RGB pixels,
 * because libvips in sharp's prebuilt binaries has no BMP loader.
 */
export function decodeBmp(bytes: Buffer): { data: Buffer; width: number; height: number } {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') throw new UnreadableImageError('not a BMP');
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bitCount = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  const supported =
    (bitCount === 8 && compression === 0) ||
    (bitCount === 24 && compression === 0) ||
    (bitCount === 32 && (compression === 0 || compression === 3));
  if (!supported || width <= 0 || height === 0 || width * height > MAX_PIXELS) {
    throw new UnreadableImageError('unsupported BMP');
  }
  const stride = Math.floor((bitCount * width + 31) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) throw new UnreadableImageError('truncated BMP');
  const colours = bitCount === 8 ? bytes.readUInt32LE(46) || 256 : 0;
  const paletteAt = 14 + headerSize;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    // Rows are stored bottom-up unless the height is negative.
    const row = dataOffset + stride * (rawHeight > 0 ? height - 1 - y : y);
    for (let x = 0; x < width; x++) {
      let at: number;
      if (bitCount === 8) {
        const index = bytes[row + x]!;
        if (index >= colours) throw new UnreadableImageError('BMP palette index out of range');
        at = paletteAt + index * 4;
      } else {
        at = row + x * (bitCount / 8);
      }
      const out = (y * width + x) * 3;
      data[out] = bytes[at + 2]!;
      data[out + 1] = bytes[at + 1]!;
      data[out + 2] = bytes[at]!;
    }
  }
  return { data, width, height };
}

/**
 * A small webp (`FILE_ICON_WIDTH` wide, height in proportion, never enlarged) of an image, its first frame for an
 * animation, turned upright by its EXIF orientation.
 */
export async function makeThumbnail(bytes: Buffer, mimeType: string): Promise<Buffer> {
  const options = { limitInputPixels: MAX_PIXELS, animated: false, failOn: 'error' as const };
  let image: sharp.Sharp;
  if (mimeType === 'image/bmp') {
    const { data, width, height } = decodeBmp(bytes);
    image = sharp(data, { ...options, raw: { width, height, channels: 3 } });
  } else {
    image = sharp(bytes, options);
  }
  try {
    return await image
      .rotate()
      .resize({ width: FILE_ICON_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : 'unreadable image');
  }
}
