import type { AfasSync } from '../features/afas';
import type { JobDefinition } from './queue';

/** Queue name of the nightly full AFAS synchronisation. */
export const AFAS_FULL_SYNC_JOB = 'afas-full-sync';

/**
 * The nightly full sync: a singleton queue (never two runs at once, whichever process fetches the job) on a cron
 * schedule that pg-boss turns into one job per match across all API processes. A failed run (AFAS unreachable) is
 * retried twice with back-off; a run may take an hour before it counts as stuck.
 */
export function afasFullSyncJob(sync: AfasSync, cron: string): JobDefinition<object> {
  return {
    name: AFAS_FULL_SYNC_JOB,
    cron,
    policy: 'singleton',
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    handler: () => sync.runFullSync(),
  };
}
