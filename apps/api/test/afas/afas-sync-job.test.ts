// The nightly AFAS sync on the job queue: two API processes that both hold the schedule run one sync per tick, and
// never two at once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import type { AfasSync } from '../../src/features/afas';
import { AFAS_FULL_SYNC_JOB, afasFullSyncJob } from '../../src/jobs/afas-sync';
import { useJobQueueProcesses } from '../job-queues';

const processes = useJobQueueProcesses();
let database: Database;
beforeAll(() => {
  database = processes.database();
});

describe('the nightly AFAS sync job', () => {
  it('is scheduled in Amsterdam time and runs once per tick across two processes, never twice at once', async () => {
    let runs = 0;
    let active = 0;
    let maxActive = 0;
    const sync = {
      runFullSync: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 50));
        active--;
        runs++;
        return {} as Awaited<ReturnType<AfasSync['runFullSync']>>;
      },
    } as AfasSync;
    const queues = [database, processes.secondProcessDatabase()].map((db) => {
      const queue = processes.queueOn(db);
      queue.define(afasFullSyncJob(sync, '0 2 * * *'));
      return queue;
    });
    for (const queue of queues) await queue.start();
    const result =
      database.kind === 'pglite'
        ? await database.client.query<{ name: string; cron: string; timezone: string }>(
            'select name, cron, timezone from pgboss.schedule',
          )
        : await database.pool.query<{ name: string; cron: string; timezone: string }>(
            'select name, cron, timezone from pgboss.schedule',
          );
    expect(result.rows).toContainEqual({ name: AFAS_FULL_SYNC_JOB, cron: '0 2 * * *', timezone: 'Europe/Amsterdam' });

    // What the cron monitor of each process does at a tick: send the tick's job under one key. One is queued.
    const ids = await Promise.all(
      queues.map((q) => q.send(AFAS_FULL_SYNC_JOB, {}, { singletonKey: '2026-11-26T02:00', singletonSeconds: 60 })),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
    await expect.poll(() => runs, { timeout: 30_000 }).toBe(1);
    // Asked on demand from both while one runs: the singleton queue runs them one after the other.
    await Promise.all(queues.map((q) => q.send(AFAS_FULL_SYNC_JOB, {})));
    await expect.poll(() => runs, { timeout: 30_000 }).toBe(3);
    expect(maxActive).toBe(1);
  });
});
