// The S3 test server itself: the multipart calls added to s3rver answer as S3 does, and the command line starts it
// as a process that another test tier can use.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../lib/paths';
import { s3ClientConfig } from './s3-client';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

const noSuchUpload = { name: 'NoSuchUpload', $metadata: expect.objectContaining({ httpStatusCode: 404 }) };

describe('S3 test server', () => {
  it('lists, pages, completes and aborts multipart uploads as S3 does', async () => {
    const Bucket = await s3.createBucket();
    const send = s3.client.send.bind(s3.client);
    const { UploadId } = await send(new CreateMultipartUploadCommand({ Bucket, Key: 'uploads/a' }));
    const other = await send(new CreateMultipartUploadCommand({ Bucket, Key: 'elders/b' }));
    const part = Buffer.alloc(5 * 1024 * 1024, 1);
    for (const PartNumber of [1, 2]) {
      await send(new UploadPartCommand({ Bucket, Key: 'uploads/a', UploadId, PartNumber, Body: part }));
    }
    await send(new UploadPartCommand({ Bucket, Key: 'uploads/a', UploadId, PartNumber: 3, Body: Buffer.from('x') }));

    const listed = await send(new ListMultipartUploadsCommand({ Bucket, Prefix: 'uploads/' }));
    expect(listed.Uploads?.map((u) => [u.Key, u.UploadId])).toEqual([['uploads/a', UploadId]]);
    expect(listed.Uploads?.[0]?.Initiated?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const parts = await send(new ListPartsCommand({ Bucket, Key: 'uploads/a', UploadId }));
    expect(parts.Parts?.map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, part.length],
      [2, part.length],
      [3, 1],
    ]);
    const page = await send(new ListPartsCommand({ Bucket, Key: 'uploads/a', UploadId, MaxParts: 2 }));
    expect([page.Parts?.length, page.IsTruncated, page.NextPartNumberMarker]).toEqual([2, true, '2']);
    const rest = await send(new ListPartsCommand({ Bucket, Key: 'uploads/a', UploadId, PartNumberMarker: '2' }));
    expect(rest.Parts?.map((p) => p.PartNumber)).toEqual([3]);

    await send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key: 'uploads/a',
        UploadId,
        MultipartUpload: { Parts: parts.Parts!.map(({ ETag, PartNumber }) => ({ ETag, PartNumber })) },
      }),
    );
    const object = await send(new GetObjectCommand({ Bucket, Key: 'uploads/a', Range: 'bytes=0-0' }));
    expect([object.ContentRange, (await object.Body!.transformToByteArray()).length]).toEqual([
      `bytes 0-0/${2 * part.length + 1}`,
      1,
    ]);
    // Completed: S3 no longer knows the upload.
    await expect(send(new ListPartsCommand({ Bucket, Key: 'uploads/a', UploadId }))).rejects.toMatchObject(
      noSuchUpload,
    );
    const again = { Bucket, Key: 'uploads/a', UploadId, PartNumber: 4, Body: Buffer.from('y') };
    await expect(send(new UploadPartCommand(again))).rejects.toMatchObject(noSuchUpload);

    await send(new AbortMultipartUploadCommand({ Bucket, Key: 'elders/b', UploadId: other.UploadId }));
    await expect(
      send(new AbortMultipartUploadCommand({ Bucket, Key: 'elders/b', UploadId: other.UploadId })),
    ).rejects.toMatchObject(noSuchUpload);
    expect((await send(new ListMultipartUploadsCommand({ Bucket }))).Uploads ?? []).toEqual([]);
    await s3.removeBucket(Bucket);
  });

  it('starts from the command line on a free port, prints how to reach it and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/s3-server-cli.ts', '--port', '0', '--bucket', 'cli-bak'],
      {
        cwd: apiRoot,
        env: { PATH: process.env.PATH ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      },
    );
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const until = Date.now() + 60_000;
    while (!stdout.includes('\n') && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const ready = JSON.parse(stdout.split('\n')[0]!) as {
      endpoint: string;
      directory: string;
      env: Record<string, string>;
    };
    expect(ready.env).toMatchObject({ STORAGE_URL: 's3://cli-bak', S3_FORCE_PATH_STYLE: 'true' });

    const remote = new S3Client({ ...s3ClientConfig(s3.configFor('cli-bak')), endpoint: ready.endpoint });
    await remote.send(new PutObjectCommand({ Bucket: 'cli-bak', Key: 'files/x', Body: 'hallo' }));
    const back = await remote.send(new GetObjectCommand({ Bucket: 'cli-bak', Key: 'files/x' }));
    expect(await back.Body!.transformToString()).toBe('hallo');
    remote.destroy();

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(ready.directory)).toBe(false);
  }, 90_000);
});
