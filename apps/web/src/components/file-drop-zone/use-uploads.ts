import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { FILE_ID_HEADER, FILE_UPLOAD_PATH, type FileUploadContext } from '@portal/contracts';

/** Chunk size of the resumable upload: a dropped connection costs at most this much again. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
/** Automatic retries after a failed request (ms to wait before each); then the user gets 'Opnieuw proberen'. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/** Why an upload failed: the server refused the type (415) or the size (413), or anything else (network, 5xx). */
export type UploadError = 'unsupported' | 'tooLarge' | 'failed';

/** A file already stored, e.g. an attachment of the item being edited. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  mimeType: string;
}

export interface UploadEntry {
  /** Local key of the entry. */
  key: string;
  name: string;
  size: number;
  /** The (allowed) MIME type. */
  type: string;
  /** The chosen file; absent for files that were stored before (`initialFiles`). */
  file?: File;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 100. */
  progress: number;
  /** The stored file's id once the upload completed. */
  fileId?: string;
  error?: UploadError;
}

interface UseUploadsOptions {
  /** Sent as upload metadata, so the server knows what the file is for (default on the server: 'entry'). */
  context?: FileUploadContext;
  /** An external contributor's token (spec 2), sent with the creating request. */
  token?: string;
  initialFiles?: readonly StoredFile[];
  /** The ids of the stored files, in the order shown, whenever they change. */
  onChange: (ids: string[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** A server refusal the user should hear about (spec 1 §8: a snackbar). */
  onRefused?: (entry: UploadEntry, error: Exclude<UploadError, 'failed'>) => void;
}

/** The status code of a tus error, when the server answered at all. */
function statusOf(error: unknown): number | undefined {
  const response = (error as { originalResponse?: { getStatus(): number } | null }).originalResponse;
  return response ? response.getStatus() : undefined;
}

function errorOf(error: unknown): UploadError {
  const status = statusOf(error);
  if (status === 415) return 'unsupported';
  if (status === 413) return 'tooLarge';
  return 'failed';
}

let nextKey = 0;

/**
 * The files of one drop zone and their resumable uploads (tus, to `/api/file`). Uploads start as soon as files are
 * added; a stored fingerprint (localStorage, by tus-js-client) lets the same file resume where an earlier attempt
 * stopped, even after a reload.
 */
export function useUploads({
  context,
  token,
  initialFiles,
  onChange,
  onUploadingChange,
  onRefused,
}: UseUploadsOptions) {
  const [entries, setEntries] = useState<UploadEntry[]>(() =>
    (initialFiles ?? []).map((file) => ({
      key: `stored-${file.id}`,
      name: file.name,
      size: file.size,
      type: file.mimeType,
      status: 'done',
      progress: 100,
      fileId: file.id,
    })),
  );
  // The tus callbacks arrive outside React: they read and write the entries through this mirror.
  const current = useRef(entries);
  const uploads = useRef(new Map<string, Upload>());
  const callbacks = useRef({ onChange, onUploadingChange, onRefused });
  useEffect(() => {
    callbacks.current = { onChange, onUploadingChange, onRefused };
  }, [onChange, onUploadingChange, onRefused]);

  const commit = useCallback((next: UploadEntry[]) => {
    const before = current.current;
    current.current = next;
    setEntries(next);
    const ids = (list: UploadEntry[]) => list.flatMap((entry) => (entry.status === 'done' ? [entry.fileId!] : []));
    const busy = (list: UploadEntry[]) => list.some((entry) => entry.status === 'uploading');
    if (ids(before).join() !== ids(next).join()) callbacks.current.onChange(ids(next));
    if (busy(before) !== busy(next)) callbacks.current.onUploadingChange?.(busy(next));
  }, []);

  const patch = useCallback(
    (key: string, change: Partial<UploadEntry>) => {
      // An entry removed meanwhile stays removed, whatever its upload still reports.
      if (!current.current.some((entry) => entry.key === key)) return;
      commit(current.current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
    },
    [commit],
  );

  const start = useCallback(
    (entry: UploadEntry, file: File) => {
      const upload: Upload = new Upload(file, {
        endpoint: token ? `${FILE_UPLOAD_PATH}?token=${encodeURIComponent(token)}` : FILE_UPLOAD_PATH,
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: UPLOAD_RETRY_DELAYS,
        metadata: { filename: file.name, filetype: entry.type, ...(context ? { context } : {}) },
        // Same origin, so the session cookie goes along (XMLHttpRequest's default, like fetch's 'same-origin').
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => {
          patch(entry.key, { progress: total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0 });
        },
        onSuccess: ({ lastResponse }) => {
          // The completing request names the stored file; an upload found complete on resume only has its URL,
          // whose last path segment is the same id (see contracts/files.ts; a contributor's URL carries `?token=`).
          const fileId = lastResponse.getHeader(FILE_ID_HEADER) ?? upload.url?.split(/[?#]/)[0]?.split('/').pop();
          if (!fileId) {
            patch(entry.key, { status: 'failed', error: 'failed' });
            return;
          }
          uploads.current.delete(entry.key);
          patch(entry.key, { status: 'done', progress: 100, fileId, error: undefined });
        },
        onError: (error) => {
          const reason = errorOf(error);
          patch(entry.key, { status: 'failed', error: reason });
          const failed = current.current.find((item) => item.key === entry.key);
          if (failed && reason !== 'failed') callbacks.current.onRefused?.(failed, reason);
        },
      });
      uploads.current.set(entry.key, upload);
      void upload
        .findPreviousUploads()
        .catch(() => [])
        .then((previous) => {
          // Removed before the lookup answered: never start.
          if (uploads.current.get(entry.key) !== upload) return;
          const resumable = previous.find((item) => item.uploadUrl);
          if (resumable) upload.resumeFromPreviousUpload(resumable);
          upload.start();
        });
    },
    [context, token, patch],
  );

  /** Adds files (already checked) and starts their uploads. `replace` drops the current ones first. */
  const add = useCallback(
    (files: { file: File; type: string }[], replace = false) => {
      if (replace) {
        for (const entry of current.current) {
          const upload = uploads.current.get(entry.key);
          if (upload && entry.status === 'uploading') void upload.abort(true).catch(() => {});
          uploads.current.delete(entry.key);
        }
      }
      const added: UploadEntry[] = files.map(({ file, type }) => ({
        key: `upload-${(nextKey += 1)}`,
        name: file.name,
        size: file.size,
        type,
        file,
        status: 'uploading',
        progress: 0,
      }));
      commit([...(replace ? [] : current.current), ...added]);
      added.forEach((entry) => start(entry, entry.file!));
    },
    [commit, start],
  );

  /** Removes a file; a running upload is stopped and its partial data dropped on the server. */
  const remove = useCallback(
    (key: string) => {
      const entry = current.current.find((item) => item.key === key);
      if (!entry) return;
      const upload = uploads.current.get(key);
      uploads.current.delete(key);
      if (upload && entry.status === 'uploading') void upload.abort(true).catch(() => {});
      commit(current.current.filter((item) => item.key !== key));
    },
    [commit],
  );

  /** 'Opnieuw proberen': continues the upload from what the server already has. */
  const retry = useCallback(
    (key: string) => {
      const upload = uploads.current.get(key);
      if (!upload) return;
      patch(key, { status: 'uploading', error: undefined });
      upload.start();
    },
    [patch],
  );

  useEffect(() => {
    const running = uploads.current;
    // Leaving the screen stops the transfers but keeps them resumable; the server drops what never completes.
    return () => {
      for (const upload of running.values()) void upload.abort(false).catch(() => {});
    };
  }, []);

  return { entries, add, remove, retry };
}
