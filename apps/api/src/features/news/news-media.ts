import { createHash } from 'node:crypto';
import { NEWS_IMAGE_MIME_TYPES, NEWS_IMAGE_WIDTH } from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

/** Where a file's bytes live: spread over 256 folders by the id's first two hex digits (as the files area does). */
export const storageKeyFor = (fileId: string) => `${fileId.slice(0, 2)}/${fileId}`;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A news image ready to store: the scaled bytes in the original's format. */
export interface ScaledImage {
  bytes: Buffer;
  mimeType: (typeof NEWS_IMAGE_MIME_TYPES)[number];
  name: string;
}

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' } as const;

/**
 * The news image as it is stored and served (spec 1 §5): jpg, gif or png by its bytes (415 otherwise), scaled to
 * 760 px wide in its own format. A narrower image is not enlarged: that only blurs it, and the page shows it at most
 * 760 wide anyway. Orientation from EXIF is applied and the metadata (camera, location) dropped; an animated GIF
 * keeps its frames. The original is never kept.
 */
export async function scaleNewsImage(original: Buffer): Promise<ScaledImage> {
  const type = await fileTypeFromBuffer(original);
  const mimeType = NEWS_IMAGE_MIME_TYPES.find((allowed) => allowed === type?.mime);
  if (!mimeType) throw new AppError('unsupported_file_type', 415);
  try {
    const image = sharp(original, {
      limitInputPixels: 100_000_000,
      animated: mimeType === 'image/gif',
      failOn: 'error',
    })
      .rotate()
      .resize({ width: NEWS_IMAGE_WIDTH, withoutEnlargement: true });
    const bytes =
      mimeType === 'image/jpeg'
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : mimeType === 'image/png'
          ? await image.png({ compressionLevel: 9 }).toBuffer()
          : await image.gif().toBuffer();
    return { bytes, mimeType, name: `nieuwsafbeelding.${EXTENSION[mimeType]}` };
  } catch {
    // Claims to be an image but cannot be decoded (truncated, corrupt).
    throw new AppError('unsupported_file_type', 415);
  }
}
