import type { FastifyBaseLogger } from 'fastify';
import { startPeriodic } from './periodic';
import type { FileMaintenance } from '../features/files';

/** Uploads are linked when the form that uses them is saved; a file unlinked for this long was abandoned. */
export const UNREFERENCED_GRACE_MS = 24 * 60 * 60 * 1000;

/** Removes expired unfinished uploads and files that nothing links to. Answers what it removed. */
export async function cleanUpFiles(
  files: FileMaintenance,
  now = new Date(),
): Promise<{ uploads: number; unreferenced: number }> {
  const uploads = await files.expireUploads();
  const unreferenced = await files.removeUnreferenced(new Date(now.getTime() - UNREFERENCED_GRACE_MS));
  return { uploads, unreferenced };
}

/**
 * Runs `cleanUpFiles` now and then. Several processes may: an upload is staged where its process can see it (on S3
 * every process sees every upload, and one removed by another first is not an error), and a row is deleted (with
 * its bytes) by whichever process gets it first. Answers a stop function.
 */
export function startFileCleanup({
  files,
  logger,
  intervalMs = 60 * 60 * 1000,
}: {
  files: FileMaintenance;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  return startPeriodic('file clean-up', () => cleanUpFiles(files), { logger, intervalMs });
}
