import type { ImageSearchItem } from '@portal/contracts';

/** One search result (`{ id, thumb, full, alt, attribution }`), as the contract describes it. */
export type { ImageSearchItem };

export interface ImageSearchPage {
  items: ImageSearchItem[];
  totalItems: number;
}

export interface ImageSearchRequest {
  /** Free text; empty asks for the provider's featured or newest pictures. */
  query?: string;
  /** From 1. */
  page: number;
  perPage: number;
}

/** The bytes of a chosen picture, ready for the news service to check, scale and store. */
export interface ChosenImage {
  bytes: Buffer;
  /** As the source declared it; the caller still checks the bytes themselves. */
  mimeType: string;
  /** The credit the licence asks for, e.g. "Photo by Jane Doe on Unsplash"; absent for the bundled pictures. */
  attribution?: string;
}

/**
 * The photo library behind `GET /api/image-search/images`: one provider at a time (the bundled pictures, Unsplash or
 * Pexels, chosen by configuration), each with a fake of this type for tests.
 */
export interface ImageSearchClient {
  /** Which provider answers (for logs and the documentation). */
  readonly provider: 'local' | 'unsplash' | 'pexels' | 'fake';
  search(request: ImageSearchRequest): Promise<ImageSearchPage>;
  /**
   * Downloads a chosen result (its `full` address). Only addresses of this provider are accepted, so a news form can
   * never make the server fetch anything else (SSRF); throws an `ImageSearchError`.
   */
  fetchChosen(url: string): Promise<ChosenImage>;
}

/**
 * Why the photo library failed:
 * - `refused`: the address is not one of this provider's pictures (the caller answers 400);
 * - `too_large`: the picture is over the download cap (413);
 * - `unavailable`: the provider failed, timed out or answered something unexpected (502).
 */
export type ImageSearchErrorKind = 'refused' | 'too_large' | 'unavailable';

export class ImageSearchError extends Error {
  override name = 'ImageSearchError';
  constructor(
    readonly kind: ImageSearchErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
