// An S3-compatible server for tests and local trials: s3rver (files in a folder) plus the three multipart calls it
// lacks. Not bundled: only tests and `src/s3-server-cli.ts` import it, and s3rver is a development dependency.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../../lib/config';
import { s3ClientConfig } from './s3-client';

/** s3rver's fixed account: every request must be signed with it. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`: path-style addressing only. */
  endpoint: string;
  port: number;
  /** Where s3rver keeps buckets and objects (removed by `close` when the helper made it). */
  directory: string;
  /** A client of this server (checksums only where S3 requires them, as the portal's own client). */
  client: S3Client;
  /** The portal's object-storage settings for `bucket` on this server. */
  configFor(bucket: string, prefix?: string): ObjectStorageConfig;
  /** Makes a bucket of its own for one test (a random name unless given) and answers its name. */
  createBucket(name?: string): Promise<string>;
  /** Aborts the bucket's unfinished multipart uploads, deletes its objects and then the bucket. */
  removeBucket(name: string): Promise<void>;
  /** Moves the bucket's objects and multipart uploads `ms` into the past (tests of expiry). */
  age(bucket: string, ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts s3rver on `port` (0: a free one) with its files in `directory` (default: a new temporary folder). A test
 * file starts one in `beforeAll`, gives each test a bucket of its own and closes it in `afterAll`.
 */
export async function startS3TestServer(
  options: { port?: number; host?: string; directory?: string; silent?: boolean } = {},
): Promise<S3TestServer> {
  const ownDirectory = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'portal-s3rver-'));
  const host = options.host ?? '127.0.0.1';
  const server = new S3rver({ port: options.port ?? 0, address: host, silent: options.silent ?? true, directory });
  addMultipartCalls(server, directory);
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://${host}:${address.port}`;
  const configFor = (bucket: string, prefix = ''): ObjectStorageConfig => ({
    bucket,
    prefix,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { ...S3_TEST_CREDENTIALS },
  });
  const client = new S3Client(s3ClientConfig(configFor('unused')));

  return {
    endpoint,
    port: address.port,
    directory,
    client,
    configFor,
    async createBucket(name = `test-${randomBytes(6).toString('hex')}`) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async removeBucket(name) {
      const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: name }));
      for (const upload of uploads.Uploads ?? []) {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: name, Key: upload.Key, UploadId: upload.UploadId }),
        );
      }
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: name }));
        const keys = (listed.Contents ?? []).map((object) => ({ Key: object.Key! }));
        if (keys.length === 0) break;
        await client.send(new DeleteObjectsCommand({ Bucket: name, Delete: { Objects: keys } }));
      }
      await client.send(new DeleteBucketCommand({ Bucket: name }));
    },
    async age(bucket, ms) {
      const when = new Date(Date.now() - ms);
      for (const path of await filesUnder(join(directory, bucket))) await utimes(path, when, when);
    },
    async close() {
      client.destroy();
      await server.close();
      if (ownDirectory) await rm(directory, { recursive: true, force: true });
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Where s3rver 3.7 keeps a bucket's unfinished multipart uploads: a folder per upload id with `key`, parts `1`... */
const uploadsDir = (directory: string, bucket: string) => join(directory, bucket, '._S3rver_uploads');

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  length: number;
  body: unknown;
  set(name: string, value: string): void;
  response: { get(name: string): string };
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/**
 * s3rver 3.7 answers ListParts and AbortMultipartUpload with 405 and ListMultipartUploads with 501, and completes or
 * adds parts to an upload that is gone; @tus/s3-store relies on all of them. It also sends a whole object for
 * `Range: bytes=0-0`. These handlers answer them as S3 does
 * (docs.aws.amazon.com/AmazonS3/latest/API: ListParts, ListMultipartUploads, AbortMultipartUpload, NoSuchUpload),
 * from s3rver's own upload folders, ahead of its router (so without its signature check: test use only).
 */
function addMultipartCalls(server: S3rver, directory: string): void {
  const middleware = (server as unknown as { middleware: Middleware[] }).middleware;
  // Before the router (the last one) and after the XML encoder, so plain objects answered here become XML.
  middleware.splice(middleware.length - 1, 0, async (ctx, next) => {
    const [bucket, ...rest] = ctx.path.slice(1).split('/').map(decodeURIComponent);
    const key = rest.join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (!bucket) return next();
    if (key && ctx.method === 'GET' && ctx.headers.range === 'bytes=0-0') return firstByteOnly(ctx, next);

    if (!key && ctx.method === 'GET' && 'uploads' in ctx.query) {
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      const uploads = (await listUploads(uploadsDir(directory, bucket))).filter((u) => u.key.startsWith(prefix));
      ctx.body = {
        ListMultipartUploadsResult: {
          '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
          Bucket: bucket,
          KeyMarker: '',
          UploadIdMarker: '',
          Prefix: prefix,
          MaxUploads: 1000,
          IsTruncated: false,
          Upload: uploads.map((u) => ({
            Key: u.key,
            UploadId: u.uploadId,
            Initiated: u.initiated.toISOString(),
            StorageClass: 'STANDARD',
          })),
        },
      };
      return;
    }
    if (!key || uploadId === undefined || !/^[0-9a-f]+$/.test(uploadId)) return next();

    const dir = join(uploadsDir(directory, bucket), uploadId);
    const storedKey = await readFile(join(dir, 'key'), 'utf8').catch(() => null);
    if (storedKey !== key) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does ' +
        `not exist. The upload ID may be invalid, or the upload may have been aborted or completed.</Message><UploadId>${uploadId}</UploadId></Error>`;
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    if (ctx.method === 'GET') {
      const marker = Number(ctx.query['part-number-marker'] ?? 0);
      const maxParts = Number(ctx.query['max-parts'] ?? 1000);
      const all = (await listParts(dir)).filter((p) => p.number > marker);
      const parts = all.slice(0, maxParts);
      ctx.body = {
        ListPartsResult: {
          '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumberMarker: marker,
          NextPartNumberMarker: parts.at(-1)?.number ?? marker,
          MaxParts: maxParts,
          IsTruncated: all.length > parts.length,
          StorageClass: 'STANDARD',
          Part: parts.map((p) => ({
            PartNumber: p.number,
            LastModified: p.modified.toISOString(),
            ETag: `"${p.md5}"`,
            Size: p.size,
          })),
        },
      };
      return;
    }
    // UploadPart and CompleteMultipartUpload of a live upload: s3rver's own.
    return next();
  });
}

/** s3rver 3.7 reads the end of `bytes=0-0` as "no end" and sends everything: answer the one byte asked for. */
async function firstByteOnly(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  await next();
  if (ctx.status !== 206 || !(ctx.body instanceof Readable)) return;
  const whole = ctx.body;
  const size = /\/(\d+)$/.exec(ctx.response.get('Content-Range'))?.[1] ?? '0';
  const first = await new Promise<Buffer>((resolve, reject) => {
    whole.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 1)));
    whole.once('error', reject);
    whole.once('end', () => resolve(Buffer.alloc(0)));
  });
  whole.destroy();
  ctx.set('Content-Range', `bytes 0-0/${size}`);
  ctx.body = first;
  ctx.length = 1;
}

async function listUploads(dir: string) {
  const ids = await readdir(dir).catch(() => [] as string[]);
  const uploads = await Promise.all(
    ids.map(async (uploadId) => {
      const keyFile = join(dir, uploadId, 'key');
      try {
        const [key, info] = await Promise.all([readFile(keyFile, 'utf8'), stat(keyFile)]);
        return { key, uploadId, initiated: info.mtime };
      } catch {
        return null;
      }
    }),
  );
  return uploads
    .filter((u) => u !== null)
    .sort((a, b) => a.key.localeCompare(b.key) || a.initiated.getTime() - b.initiated.getTime());
}

async function listParts(dir: string) {
  const names = (await readdir(dir)).filter((name) => /^\d+$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      const [info, md5] = await Promise.all([stat(join(dir, name)), readFile(join(dir, `${name}.md5`), 'utf8')]);
      return { number: Number(name), size: info.size, modified: info.mtime, md5: md5.trim() };
    }),
  );
  return parts.sort((a, b) => a.number - b.number);
}
