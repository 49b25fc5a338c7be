import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type GetObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, assertRange, StorageNotFoundError, type Storage } from './storage';

/** S3 says "nothing there": NoSuchKey from GET, a bare 404 (NotFound) from HEAD. */
export function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

const isInvalidRange = (error: unknown) =>
  (error as { name?: string }).name === 'InvalidRange' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416;

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Put before every key: '' or a folder ending in '/' (`files/` or `<STORAGE_URL folder>/files/`). */
  prefix: string;
}

/**
 * Files as objects of an S3 bucket (AWS S3 or any S3-compatible store). A put streams through the SDK's multipart
 * `Upload` (5 MiB parts, so a stream of unknown length never sits in memory whole); S3 makes the object visible
 * only when the last part is in, and an upload that fails is aborted, so readers never see half a file.
 */
export function createS3Storage({ client, bucket, prefix }: S3StorageOptions): Storage {
  const keyOf = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };

  async function statOf(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body) {
      const Key = keyOf(key);
      let size = 0;
      // Counted on the way (an error of the source ends the upload, which is then aborted).
      const counted = Buffer.isBuffer(body)
        ? body
        : Readable.from(
            (async function* count() {
              for await (const chunk of body) {
                size += (chunk as Buffer).length;
                yield chunk as Buffer;
              }
            })(),
            { objectMode: false },
          );
      if (Buffer.isBuffer(body)) size = body.length;
      // Two parts in flight at most: 10 MiB of memory per upload, whatever the file's size.
      await new Upload({ client, params: { Bucket: bucket, Key, Body: counted }, queueSize: 2 }).done();
      return { size };
    },

    async stream(key, range) {
      const Key = keyOf(key);
      if (range) assertRange(key, Number.MAX_SAFE_INTEGER, range);
      let object: GetObjectCommandOutput;
      try {
        object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key,
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        // A start past the end: S3 answers 416.
        if (range && isInvalidRange(error)) {
          throw new RangeError(`range ${range.start}-${range.end} is outside ${key}`, { cause: error });
        }
        throw error;
      }
      const body = object.Body as Readable;
      if (range) {
        // S3 cuts an end past the object short; the contract refuses it, as the disk does (one request, not two).
        const total = Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1]);
        try {
          assertRange(key, total, range);
        } catch (error) {
          body.destroy();
          throw error;
        }
      }
      return body;
    },

    stat: statOf,

    async exists(key) {
      return (await statOf(key)) !== null;
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there: deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}
