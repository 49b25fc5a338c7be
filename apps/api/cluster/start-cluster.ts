// `npm run start:cluster [-- --processes 2] [--port 3000] [--seed demo]`: the production layout on one machine.
// Two (or N) API processes of the production build behind haproxy, sharing PostgreSQL (DATABASE_URL, default the
// local server's database `portal_cluster`, created when missing), Redis (REDIS_URL, default the local one) and the
// file storage (STORAGE_URL, default an S3-compatible server started here: s3rver). A Moodle simulator
// serves the learning material unless MOODLE_URL is set. Ctrl+C stops everything.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startMoodleSimulator } from '../src/integrations/moodle';
import { S3_TEST_CREDENTIALS, startS3TestServer } from '../src/integrations/storage/s3-test-server';
import { startCluster } from './harness';

const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    seed: { type: 'string' },
  },
});

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_cluster';
if (!process.env.DATABASE_URL) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query(`select 1 from pg_database where datname = 'portal_cluster'`);
  if (!rowCount) await client.query('create database portal_cluster');
  await client.end();
}

const env: Record<string, string> = {};
for (const name of Object.keys(process.env)) {
  // Settings of the portal pass through (storage, Redis, AFAS, SMTP, ...); the processes get their own PORT.
  if (
    /^(STORAGE_|S3_|AWS_|REDIS_|AFAS_|MOODLE_|SMTP_|MAIL_|IMAGE_|PEXELS_|UNSPLASH_|LOG_LEVEL|SESSION_SECRET)/.test(name)
  )
    env[name] = process.env[name]!;
}
env.REDIS_URL ??= 'redis://127.0.0.1:6379';
// Without STORAGE_URL: an S3-compatible server here (s3rver), its files kept in the temporary folder between runs
// (the database portal_cluster keeps its rows too).
const s3 = process.env.STORAGE_URL
  ? null
  : await startS3TestServer({ port: 0, directory: join(tmpdir(), 'portal-cluster-s3') });
if (s3) {
  await s3.createBucket('portal').catch(() => undefined);
  Object.assign(env, {
    STORAGE_URL: 's3://portal',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  });
}
const moodle = process.env.MOODLE_URL ? null : await startMoodleSimulator({ host: '127.0.0.1' });
if (moodle) {
  env.MOODLE_URL = moodle.url.href;
  env.MOODLE_TOKEN = moodle.token;
}

const cluster = await startCluster({
  databaseUrl,
  processes: Number(args.processes),
  port: Number(args.port),
  env,
  firstProcessArgs: args.seed ? ['--seed', args.seed] : [],
  inheritOutput: true,
});
console.log(
  [
    '',
    `Opleidingsportaal: ${cluster.url} (haproxy) in front of ${cluster.processes.map((p) => p.url).join(', ')}`,
    `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}, Redis ${env.REDIS_URL.replace(/\/\/[^@]*@/, '//')}, files ${env.STORAGE_URL}${s3 ? ` on s3rver at ${s3.endpoint}` : ''}`,
    'Ctrl+C stops all of it.',
    '',
  ].join('\n'),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  await moodle?.close();
  await s3?.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
