import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * The persistent job queue: pg-boss 10 (the last line that runs on Node 20) in its own `pgboss` schema, which it
 * creates and migrates itself on start. On PostgreSQL it shares the API's pool; every process that starts the
 * queue works on it, and pg-boss hands each job to exactly one of them (`FOR UPDATE SKIP LOCKED`), and a cron
 * schedule is turned into one job per minute across all processes (an advisory lock and a singleton key). On the
 * embedded PGlite it talks to the one in-process connection.
 *
 * Features register their jobs while the app is built; `start()` (the server, or a test that needs the jobs) creates
 * the queues, schedules the cron jobs and starts the workers. Without `start()` nothing polls the database.
 */
export interface JobQueue {
  /** Declares a job before `start()`: its queue policy, retries, optional schedule and handler. */
  define<T extends object>(job: JobDefinition<T>): void;
  /** Creates the queues, (un)schedules the cron jobs and starts the workers. Safe to call once. */
  start(): Promise<void>;
  /** Stops the workers, waiting (at most `graceMs`) for jobs in progress. */
  stop(graceMs?: number): Promise<void>;
  /** Enqueues one job; answers its id, or null when a singleton/stately policy refused a duplicate. */
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /** A job by id (its state, retries, output), for status pages and tests. */
  getJob<T extends object>(name: string, id: string): Promise<PgBoss.JobWithMetadata<T> | null>;
  /** Jobs waiting, running or failed (until archived) per queue and state, all processes together (for metrics). */
  counts(): Promise<JobStateCount[]>;
  /** Whether `start()` has run (routes that enqueue answer 503 otherwise). */
  readonly started: boolean;
}

/** How many jobs of one queue are in one state. */
export interface JobStateCount {
  queue: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  count: number;
}

export interface JobDefinition<T extends object> {
  /** Queue name: lower-case words with dashes, e.g. `afas-full-sync`. */
  name: string;
  /**
   * pg-boss queue policy. `standard` (default) runs every job; `singleton` never runs two jobs (per singleton key)
   * at once, whichever process fetches them; `stately` also keeps at most one waiting; `short` one waiting.
   * (`send` with `singletonSeconds` refuses a second job with the same key within that window.)
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A job running longer than this is failed (and retried). */
  expireInSeconds?: number;
  /** A cron expression in Europe/Amsterdam time: the queue schedules one job per match across all processes. */
  cron?: string;
  /** Jobs fetched together per poll (default 1). */
  batchSize?: number;
  handler(data: T, job: PgBoss.Job<T>): Promise<unknown>;
}

export interface JobQueueOptions {
  logger: FastifyBaseLogger;
  /** How often an idle worker looks for work (pg-boss minimum 0.5 s; default 2 s). */
  pollingIntervalSeconds?: number;
  /** The pg-boss schema (tests of several queues on one database may separate them). */
  schema?: string;
  /** Told of every failed run of a job in this process (metrics count them). */
  onJobFailed?: (queue: string) => void;
}

const TIME_ZONE = 'Europe/Amsterdam';

/** pg-boss's database interface over our PGlite connection: multi-statement texts (its locked maintenance and
 * migration scripts, never with parameters) go through the simple protocol. */
function pgliteAdapter(database: Extract<Database, { kind: 'pglite' }>): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return database.client.query(text, values);
      const results = await database.client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

function adapterFor(database: Database): PgBoss.Db {
  if (database.kind === 'pglite') return pgliteAdapter(database);
  const pool = database.pool;
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { logger } = options;
  const definitions = new Map<string, JobDefinition<object>>();
  const db = adapterFor(database);
  const schema = options.schema ?? 'pgboss';
  // Unfinished and failed jobs only: completed ones stay in the job table for a day and are not worth counting.
  // A handful of rows per queue; pg-boss keeps the table small by archiving (see below).
  const countsSql = `select name as queue, state::text as state, count(*)::int as count from "${schema}".job
    where state in ('created', 'retry', 'active', 'failed') group by name, state order by name, state`;
  const boss = new PgBoss({
    db,
    schema,
    // pg-boss keeps finished jobs a week in its archive, then deletes them: enough to see what happened.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  let started = false;
  let stopped = false;
  boss.on('error', (err) => logger.warn({ err }, 'job queue error'));

  return {
    get started() {
      return started && !stopped;
    },
    define(job) {
      if (started) throw new Error(`job ${job.name} defined after the queue started`);
      if (definitions.has(job.name)) throw new Error(`job ${job.name} defined twice`);
      definitions.set(job.name, job as unknown as JobDefinition<object>);
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      const scheduled = new Set((await boss.getSchedules()).map((s) => s.name));
      for (const job of definitions.values()) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: job.policy ?? 'standard',
          retryLimit: job.retryLimit ?? 3,
          retryDelay: job.retryDelaySeconds ?? 30,
          retryBackoff: job.retryBackoff ?? true,
          expireInSeconds: job.expireInSeconds ?? 15 * 60,
        });
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: TIME_ZONE });
        else if (scheduled.has(job.name)) await boss.unschedule(job.name);
        await boss.work<object>(
          job.name,
          { batchSize: job.batchSize ?? 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async (jobs) => {
            for (const one of jobs) {
              const startedAt = Date.now();
              try {
                const result = await job.handler(one.data, one);
                logger.info({ job: job.name, id: one.id, ms: Date.now() - startedAt }, 'job done');
                if (jobs.length === 1) return result;
              } catch (err) {
                logger.warn({ err, job: job.name, id: one.id }, 'job failed');
                options.onJobFailed?.(job.name);
                throw err;
              }
            }
            return undefined;
          },
        );
      }
    },
    async stop(graceMs = 10_000) {
      if (!started || stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
    },
    async send(name, data, sendOptions) {
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      return boss.send(name, data, sendOptions ?? {});
    },
    getJob: (name, id) => boss.getJobById(name, id),
    async counts() {
      // Before `start()` pg-boss may not have made its schema yet.
      if (!started) return [];
      const result = (await db.executeSql(countsSql, [])) as { rows: JobStateCount[] };
      return result.rows.map((r) => ({ queue: r.queue, state: r.state, count: Number(r.count) }));
    },
  };
}
