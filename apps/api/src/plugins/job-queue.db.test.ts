import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { useJobQueueProcesses } from '../../test/job-queues';

const processes = useJobQueueProcesses();
const { secondProcessDatabase, queueOn } = processes;
let database: Database;
beforeAll(() => {
  database = processes.database();
});

describe('job queue', () => {
  it('runs a job, retries a failing one until it succeeds and keeps its state', async () => {
    const queue = queueOn(database);
    const seen: string[] = [];
    let failuresLeft = 2;
    queue.define<{ word: string }>({ name: 'test-echo', handler: async ({ word }) => void seen.push(word) });
    queue.define<{ n: number }>({
      name: 'test-flaky',
      retryLimit: 3,
      retryDelaySeconds: 0,
      retryBackoff: false,
      handler: async ({ n }) => {
        if (failuresLeft-- > 0) throw new Error('not yet');
        return { doubled: n * 2 };
      },
    });
    expect(queue.started).toBe(false);
    await queue.start();
    expect(queue.started).toBe(true);

    await queue.send('test-echo', { word: 'hallo' });
    const flakyId = await queue.send('test-flaky', { n: 21 });
    expect(flakyId).toBeTruthy();
    await expect.poll(() => seen, { timeout: 20_000 }).toEqual(['hallo']);
    await expect
      .poll(async () => (await queue.getJob('test-flaky', flakyId!))?.state, { timeout: 20_000 })
      .toBe('completed');
    const flaky = await queue.getJob<{ n: number }>('test-flaky', flakyId!);
    expect(flaky?.retryCount).toBe(2);
    expect(flaky?.output).toEqual({ doubled: 42 });
    await expect(queue.send('test-unknown', {})).rejects.toThrow(/unknown job/);
    await queue.stop(2_000);
    expect(queue.started).toBe(false);
  });

  it('runs each job exactly once across two processes, and a singleton once per key', async () => {
    const runs: number[] = [];
    let active = 0;
    let maxActive = 0;
    let exclusiveRuns = 0;
    const first = queueOn(database);
    const second = queueOn(secondProcessDatabase());
    for (const queue of [first, second]) {
      queue.define<{ n: number }>({ name: 'test-once', batchSize: 2, handler: async ({ n }) => void runs.push(n) });
      queue.define<{ day: string }>({ name: 'test-nightly', handler: async () => undefined });
      queue.define({
        name: 'test-exclusive',
        policy: 'singleton',
        handler: async () => {
          active += 1;
          maxActive = Math.max(maxActive, active);
          await new Promise((resolve) => setTimeout(resolve, 30));
          active -= 1;
          exclusiveRuns += 1;
        },
      });
    }
    await first.start();
    await second.start();

    const numbers = Array.from({ length: 30 }, (_, i) => i);
    await Promise.all(numbers.map((n) => (n % 2 ? first : second).send('test-once', { n })));
    await expect.poll(() => runs.length, { timeout: 30_000 }).toBe(30);
    expect([...runs].sort((a, b) => a - b)).toEqual(numbers);

    // Both processes ask for the same nightly run within its window: one job is queued, the other is refused.
    const ids = await Promise.all(
      [first, second].map((q) =>
        q.send('test-nightly', { day: '2026-11-25' }, { singletonKey: 'nightly', singletonSeconds: 3600 }),
      ),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);

    // A singleton queue never runs two of its jobs at once, whichever process fetches them.
    await Promise.all([0, 1, 2, 3].map((n) => (n % 2 ? first : second).send('test-exclusive', {})));
    await expect.poll(() => exclusiveRuns, { timeout: 30_000 }).toBe(4);
    expect(maxActive).toBe(1);
  });

  it('schedules a cron job in Amsterdam time and drops a schedule that is no longer defined', async () => {
    const queue = queueOn(database);
    queue.define({ name: 'test-cron', cron: '0 3 * * *', handler: async () => undefined });
    await queue.start();
    const schedulesOf = async () => {
      const result =
        database.kind === 'pglite'
          ? await database.client.query<{ name: string; cron: string; timezone: string }>(
              'select name, cron, timezone from pgboss.schedule',
            )
          : await database.pool.query<{ name: string; cron: string; timezone: string }>(
              'select name, cron, timezone from pgboss.schedule',
            );
      return result.rows;
    };
    expect(await schedulesOf()).toContainEqual({ name: 'test-cron', cron: '0 3 * * *', timezone: 'Europe/Amsterdam' });
    await queue.stop(2_000);

    const next = queueOn(database);
    next.define({ name: 'test-cron', handler: async () => undefined });
    await next.start();
    expect((await schedulesOf()).map((s) => s.name)).not.toContain('test-cron');
  });
});
