import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { UPLOAD_EXPIRY_MS } from '@portal/contracts';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, type KvStore } from '@tus/server';
import { s3ClientConfig } from '../../integrations/storage/s3-client';
import { isNotFound } from '../../integrations/storage/s3-storage';
import type { ObjectStorageConfig } from '../../lib/config';
import type { UploadStaging } from './upload-staging';

/**
 * @tus/s3-store keeps an upload's state in the bucket (`<id>.info`, the S3 multipart upload and its parts, a
 * `<id>.part` object for a tail under S3's 5 MiB part minimum) and, by default, a copy of `.info` in process memory.
 * That copy would go stale when another process continues, finishes or expires the upload, so nothing is kept:
 * every request reads the state from S3, and any process can take over any upload.
 */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

/**
 * The store, able to remove a finished upload too (the original aborts the multipart upload first, which S3 no
 * longer knows once completed, and then gives up) and its `.part`, and to close its client.
 */
class PortalS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    let uploadId: string;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      if (isNotFound(error)) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId }).catch((error) => {
      if (!isNotFound(error)) throw error;
    });
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [id, this.infoKey(id), this.partKey(id, true)].map((Key) => ({ Key })) },
    });
    await this.clearCache(id);
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * Unfinished uploads in the bucket under `<prefix>uploads/`: the upload's id there is that folder plus the file id,
 * so the tus objects never mix with stored files (`<prefix>files/`) and a lifecycle rule can target the folder.
 */
export function createS3Staging(config: ObjectStorageConfig, client: S3Client): UploadStaging {
  const Bucket = config.bucket;
  const folder = `${config.prefix}uploads/`;
  const datastore = new PortalS3Store({
    s3ClientConfig: { bucket: Bucket, ...s3ClientConfig(config) },
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    // Expiry is the clean-up job's (below), not a bucket lifecycle rule on tags some S3-compatible stores lack.
    useTags: false,
    cache: noCache,
  });

  const deleteKeys = async (keys: string[]) => {
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    }
  };
  const keysOf = (uploadId: string) => [uploadId, `${uploadId}.info`, `${uploadId}.part`];

  return {
    datastore,
    uploadIdOf: (fileId) => `${folder}${fileId}`,
    fileIdOf: (uploadId) => {
      if (!uploadId.startsWith(folder)) throw new Error(`not an upload of this portal: ${uploadId}`);
      return uploadId.slice(folder.length);
    },

    async withLocalCopy(upload, use) {
      const dir = await mkdtemp(join(tmpdir(), 'portal-upload-'));
      try {
        const path = join(dir, 'upload');
        if (upload.size === 0) {
          // An empty upload is final at creation: no part was ever sent, so S3 assembled no object.
          await writeFile(path, '', { mode: 0o600 });
        } else {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: upload.id }));
          await pipeline(object.Body as Readable, createWriteStream(path, { mode: 0o600 }));
        }
        return await use(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    remove: (uploadId) => datastore.remove(uploadId),

    /**
     * Unfinished uploads started more than UPLOAD_EXPIRY_MS ago: their multipart upload is aborted and their
     * objects deleted. Then whatever else of an upload is older than that and belongs to no unfinished one (an
     * assembled upload whose process stopped before storing it, a `.part` left by a crash). Several processes may
     * run this at once: what another removed first is not an error.
     */
    async expire() {
      const cutoff = Date.now() - UPLOAD_EXPIRY_MS;
      const expired = new Set<string>();
      const live = new Set<string>();
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket, Prefix: folder, KeyMarker, UploadIdMarker }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId) continue;
          if ((upload.Initiated?.getTime() ?? Date.now()) >= cutoff) {
            live.add(upload.Key);
            continue;
          }
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }))
            .catch((error) => {
              if (!isNotFound(error)) throw error;
            });
          expired.add(upload.Key);
        }
        if (!page.IsTruncated) break;
        KeyMarker = page.NextKeyMarker;
        UploadIdMarker = page.NextUploadIdMarker;
      }
      await deleteKeys([...expired].flatMap(keysOf));

      const leftovers = new Set<string>();
      const stale: string[] = [];
      let ContinuationToken: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const uploadId = object.Key.replace(/\.(info|part)$/, '');
          if (live.has(uploadId) || expired.has(uploadId)) continue;
          if ((object.LastModified?.getTime() ?? Date.now()) >= cutoff) continue;
          stale.push(object.Key);
          leftovers.add(uploadId);
        }
        if (!page.IsTruncated) break;
        ContinuationToken = page.NextContinuationToken;
      }
      await deleteKeys(stale);
      return expired.size + leftovers.size;
    },

    close: async () => datastore.close(),
  };
}
