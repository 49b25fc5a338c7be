// The tus calls the upload tests make, against a listening app at `base` (not bundled: only tests import it).
import http from 'node:http';
import { FILE_ID_HEADER } from '@portal/contracts';
import * as tus from 'tus-js-client';

export const TUS = { 'tus-resumable': '1.0.0' };

export const tusMetadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** `POST /api/file` as tus-js-client sends it; answers the response and the absolute upload URL. */
export async function createUpload(
  base: string,
  cookie: string | undefined,
  length: number,
  meta: Record<string, string>,
  query = '',
) {
  const res = await fetch(`${base}/api/file${query}`, {
    method: 'POST',
    headers: {
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': tusMetadata(meta),
      ...(cookie && { cookie }),
    },
  });
  const location = res.headers.get('location');
  return { res, url: location ? new URL(location, base).href : '' };
}

export const patchUpload = (url: string, cookie: string | undefined, offset: number, body: Buffer) =>
  fetch(url, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      ...(cookie && { cookie }),
    },
    body,
  });

export const headUpload = (url: string, cookie?: string) =>
  fetch(url, { method: 'HEAD', headers: { ...TUS, ...(cookie && { cookie }) } });

/** Sends the first `sent` bytes of a PATCH and then drops the connection, as a train entering a tunnel does. */
export function interruptedPatch(url: string, cookie: string, body: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(body.length),
      },
    });
    request.on('error', () => resolve());
    request.write(body.subarray(0, sent), () => {
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 300);
    });
  });
}

/** The offset the server reports once it has settled (the dropped request may still be writing). */
export async function settledOffset(url: string, cookie: string): Promise<number> {
  let previous = -1;
  for (let i = 0; i < 50; i++) {
    const res = await headUpload(url, cookie);
    const offset = Number(res.headers.get('upload-offset'));
    if (offset === previous) return offset;
    previous = offset;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the offset did not settle');
}

/** Resumes (or starts) an upload with the real browser client's code, running in Node. */
export function tusUpload(source: Buffer, options: tus.UploadOptions): Promise<tus.Upload & { fileId: string | null }> {
  return new Promise((resolve, reject) => {
    const upload: tus.Upload = new tus.Upload(source, {
      retryDelays: [],
      ...options,
      onSuccess: (payload) =>
        resolve(Object.assign(upload, { fileId: payload.lastResponse.getHeader(FILE_ID_HEADER) ?? null })),
      onError: reject,
    });
    upload.start();
  });
}
