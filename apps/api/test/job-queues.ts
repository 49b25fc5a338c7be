import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { fromPostgres, type Database } from '../src/db/client';
import { createJobQueue, type JobQueue } from '../src/plugins/job-queue';
import { openTestDatabase } from './databases';

/**
 * The set-up of a job-queue test: the test database (opened before, closed after the file) and queues as several API
 * processes would hold them: on PostgreSQL each "process" has its own pool, on PGlite they share the one connection.
 * Queues made here are stopped after the file.
 */
export function useJobQueueProcesses() {
  const logger = pino({ level: 'silent' });
  let database: Database | undefined;
  const queues: JobQueue[] = [];
  const extraDatabases: Database[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(inject('testDatabase'));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(2_000);
    for (const extra of extraDatabases) await extra.close();
    await database?.close();
  });

  const main = () => {
    if (!database) throw new Error('the test database opens in beforeAll');
    return database;
  };
  return {
    /** The test database (the first process's). */
    database: main,
    /** The database as a second API process would have it. */
    secondProcessDatabase(): Database {
      const first = main();
      if (first.kind === 'pglite') return first;
      const url = (first.pool.options as { connectionString: string }).connectionString;
      const other = fromPostgres(url, { poolSize: 3 });
      extraDatabases.push(other);
      return other;
    },
    /** A queue on `db` polling twice a second. */
    queueOn(db: Database): JobQueue {
      const queue = createJobQueue(db, { logger, pollingIntervalSeconds: 0.5 });
      queues.push(queue);
      return queue;
    },
  };
}
