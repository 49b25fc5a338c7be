// Two API processes of the production build behind haproxy, on a PostgreSQL instance of their own: what holds for
// one process must hold across them (sessions, limits, uploads, scheduled jobs), and losing a process or the
// database for a moment must not lose acknowledged work or hang requests.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { files, notifications, users } from '../src/db/schema';
import { fixtureFromDatabase } from '../src/features/afas';
import { resolveConnectors, startAfasSimulator, type AfasSimulator } from '../src/integrations/afas';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../src/integrations/storage/s3-test-server';
import { AFAS_FULL_SYNC_JOB } from '../src/jobs/afas-sync';
import { interruptedPatch } from '../src/features/files/uploads.test-support';
import * as f from '../test/factories';
import { redisAnswers } from '../test/redis-probe';
import { openSse, unreadOf } from '../test/sse-client';
import { TEST_PASSWORD } from '../test/sign-in';
import {
  clusterPrerequisitesMissing,
  startCluster,
  startOwnPostgres,
  waitFor,
  type Cluster,
  type OwnPostgres,
} from './harness';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `portal-cluster-test-${randomBytes(4).toString('hex')}:`;

const missing =
  clusterPrerequisitesMissing() ?? ((await redisAnswers(redisUrl)) ? null : `Redis does not answer at ${redisUrl}`);
if (missing) console.warn(`Cross-process tests skipped: ${missing}`);

let postgres: OwnPostgres;
let database: Database;
let cluster: Cluster;
let afas: AfasSimulator;
let s3: S3TestServer;
const db = () => database.db;

beforeAll(async () => {
  if (missing) return;
  postgres = await startOwnPostgres();
  // Migrated here first, so the test's own rows can be written before the processes start.
  database = await openDatabase({ kind: 'postgres', url: postgres.url }, { poolSize: 4 });
  await runMigrations(database);
  // An AFAS with no rows: the sync finds nothing to change (it never deactivates accounts it does not know).
  afas = await startAfasSimulator({
    fixture: await fixtureFromDatabase(database.db, resolveConnectors()),
    token: 'cluster-test',
  });
  // Files on object storage of their own (s3rver), rate limits in Redis under a prefix of their own.
  s3 = await startS3TestServer({ port: 0 });
  await s3.createBucket('cluster-test');
  cluster = await startCluster({
    databaseUrl: postgres.url,
    env: {
      STORAGE_URL: 's3://cluster-test',
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      // The nightly AFAS sync every minute: the scheduled job that must run once across the processes.
      AFAS_URL: afas.url,
      AFAS_TOKEN: 'cluster-test',
      AFAS_SYNC_CRON: '* * * * *',
    },
  });
}, 240_000);

afterAll(async () => {
  if (missing) return;
  await cluster?.stop();
  await afas?.close();
  await s3?.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await database?.close();
  await postgres?.stop();
}, 60_000);

const a = () => cluster.processes[0]!;
const b = () => cluster.processes[1]!;

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0]!;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const TUS = { 'tus-resumable': '1.0.0' };

describe.skipIf(missing)('across two processes behind the load balancer', () => {
  // A test that stops a process (SIGKILL) leaves the restart to this, so the next test has both, also after a failure.
  afterEach(async () => {
    for (const p of cluster.processes) if (!p.running()) await p.start();
  });

  it('serves through the load balancer from both processes', async () => {
    for (const p of cluster.processes) expect((await fetch(`${p.url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${cluster.url}/api/ready`)).status).toBe(200);
  });

  it('a session made on process A works on process B, and signing out on B ends it on A (which kept it in memory)', async () => {
    const user = await f.createParticipant(db(), { password: TEST_PASSWORD, twoFactorExempt: true });
    const cookie = await signIn(a().url, user.email);
    const account = (p: { url: string }) => fetch(`${p.url}/api/users/account`, { headers: { cookie } });
    // Looked up on both, so both keep it in memory (plugins/session.service.ts) for the next 30 s.
    for (const p of [a(), b(), a()]) expect((await account(p)).status).toBe(200);
    const onB = await account(b());
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { email: string }).email).toBe(user.email);
    expect((await fetch(`${b().url}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBeLessThan(300);
    // B's commit is announced to A by PostgreSQL at once; 2 s is far below the 30 s A would keep it otherwise.
    await waitFor(async () => (await account(a())).status === 401, 2_000, 'process A refusing the ended session');
  });

  it("a change of a user's roles or a deactivation elsewhere reaches both processes' kept sessions", async () => {
    const admin = await f.createAdmin(db(), { password: TEST_PASSWORD, twoFactorExempt: true });
    const cookie = await signIn(a().url, admin.email);
    const list = (p: { url: string }) => fetch(`${p.url}/api/users?page=1`, { headers: { cookie } });
    for (const p of [a(), b(), a(), b()]) expect((await list(p)).status).toBe(200);

    // Written by neither process (as an admin on the other process, or a script, would).
    await db()
      .update(users)
      .set({ roles: ['ROLE_PARTICIPANT'] })
      .where(eq(users.id, admin.id));
    for (const p of [a(), b()]) await waitFor(async () => (await list(p)).status === 403, 2_000, 'the lost role');

    await db().update(users).set({ active: false }).where(eq(users.id, admin.id));
    for (const p of [a(), b()]) await waitFor(async () => (await list(p)).status === 401, 2_000, 'the deactivation');
  });

  it("a notification created through process A reaches the bell's stream held on process B within 1 s", async () => {
    const user = await f.createParticipant(db(), { password: TEST_PASSWORD, twoFactorExempt: true });
    const cookie = await signIn(a().url, user.email);
    const key = `opk_${randomBytes(32).toString('base64url')}`;
    await f.createApiKey(db(), { key, roles: ['ROLE_CREATE_NOTIFICATIONS'] });
    const stream = await openSse(`${b().url}/api/notifications/stream`, { cookie });
    try {
      expect(stream.status).toBe(200);
      expect(unreadOf(await stream.next((e) => e.event === 'unread'))).toBe(0);
      const sent = Date.now();
      const res = await fetch(`${a().url}/api/machine/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({
          type: 'WorkshopRegistrationEndsSoon',
          recipients: { userIds: [user.id] },
          message: '<p>Van proces A</p>',
          references: {},
        }),
      });
      expect(res.status).toBe(201);
      const arrived = await stream.next((e) => e.event === 'notification', 1_000);
      expect(JSON.parse(arrived.data)).toMatchObject({ message: '<p>Van proces A</p>', read: false });
      await stream.next((e) => e.event === 'unread' && unreadOf(e) === 1, Math.max(1, 1_000 - (Date.now() - sent)));
      expect(Date.now() - sent).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });

  it('counts the sign-in limit across both processes (Redis)', async () => {
    // One client address of its own (the processes believe one proxy hop, as behind haproxy).
    const client = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // An empty form (400): counted by the request-rate limit, never a failed password (those have limits of
    // their own in the database).
    const attempt = (p: { url: string }) =>
      fetch(`${p.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      }).then((res) => res.status);
    const statuses: number[] = [];
    // 120 a minute per address: 60 on each process are all answered...
    for (let i = 0; i < 60; i++) statuses.push(...(await Promise.all([attempt(a()), attempt(b())])));
    expect(statuses.filter((status) => status !== 400)).toEqual([]);
    // ...and the next one is refused by either process.
    expect(await attempt(a())).toBe(429);
    expect(await attempt(b())).toBe(429);
  });

  it('a tus upload cut off on process A resumes on process B with identical bytes (object storage)', async () => {
    const user = await f.createParticipant(db());
    const secret = randomBytes(32).toString('base64url');
    await f.createSession(db(), { userId: user.id, secret, expiresAt: f.daysFromNow(1) });
    const cookie = `portal_session=${secret}`;
    const size = 8 * 1024 * 1024;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const source = Buffer.concat([pdf, randomBytes(size - pdf.length)]);
    const meta = `filename ${Buffer.from('Verslag.pdf').toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`;
    const created = await fetch(`${a().url}/api/file`, {
      method: 'POST',
      headers: { ...TUS, cookie, 'upload-length': String(size), 'upload-metadata': meta },
    });
    expect(created.status).toBe(201);
    const path = new URL(created.headers.get('location')!, a().url).pathname;
    // Half the bytes to A, then the connection drops.
    await interruptedPatch(`${a().url}${path}`, cookie, source, size / 2);
    // B reports where A got to, once A has settled what it received.
    let offset = -1;
    await waitFor(
      async () => {
        const res = await fetch(`${b().url}${path}`, { method: 'HEAD', headers: { ...TUS, cookie } });
        const now = Number(res.headers.get('upload-offset'));
        const settled = res.status === 200 && now === offset && now > 0;
        offset = now;
        return settled;
      },
      30_000,
      'the offset of the cut upload',
    );
    expect(offset).toBeLessThan(size);
    const rest = await fetch(`${b().url}${path}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      },
      body: source.subarray(offset),
    });
    expect(rest.status).toBe(204);
    const fileId = path.split('/').pop()!;
    const [row] = await db().select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ size, sha256: sha256(source), uploadedById: user.id });
    // Downloaded through A, the process that did not finish it.
    const download = await fetch(`${a().url}/api/file/${fileId}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(source));
  });

  it('runs a scheduled job once per schedule across the processes', async () => {
    // The cron fires every minute in both processes; pg-boss turns each minute into one job for one worker.
    const done = () =>
      cluster.processes
        .flatMap((p) => p.output().split('\n'))
        .filter((line) => line.includes('"msg":"job done"') && line.includes(`"job":"${AFAS_FULL_SYNC_JOB}"`));
    await waitFor(() => done().length >= 1, 150_000, 'the scheduled AFAS sync').catch((error: unknown) => {
      console.log(
        cluster.processes
          .map((p) =>
            p
              .output()
              .split('\n')
              .filter((l) => /job|afas|sync/i.test(l))
              .join('\n'),
          )
          .join('\n---\n'),
      );
      throw error;
    });
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ slot: string; jobs: string }>(
        `select date_trunc('minute', created_on) as slot, count(*) as jobs
           from (select created_on from pgboss.job where name = $1
                 union all select created_on from pgboss.archive where name = $1) j
          group by 1`,
        [AFAS_FULL_SYNC_JOB],
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
      for (const row of rows) expect(Number(row.jobs)).toBe(1);
      // Every job ran in exactly one process.
      const ids = done().map((line) => (JSON.parse(line) as { id: string }).id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await client.end();
    }
  }, 180_000);

  it('a process killed mid-request loses no acknowledged write, and the other one keeps serving', async () => {
    const key = `opk_${randomBytes(32).toString('base64url')}`;
    await f.createApiKey(db(), { key, roles: ['ROLE_CREATE_NOTIFICATIONS'] });
    const user = await f.createParticipant(db());
    const tag = randomBytes(6).toString('hex');
    const write = async (i: number) => {
      try {
        const res = await fetch(`${cluster.url}/api/machine/notifications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({
            type: 'MoodleNotification',
            recipients: { userIds: [user.id] },
            message: `<p>Schrijfproef ${tag} ${i}</p>`,
          }),
          signal: AbortSignal.timeout(20_000),
        });
        return { i, status: res.status };
      } catch {
        return { i, status: 0 };
      }
    };
    const results: { i: number; status: number }[] = [];
    let next = 0;
    let killed = false;
    // Four writers in a row each; process A gets SIGKILL once 40 writes have been acknowledged.
    const writer = async (until: number) => {
      while (next < until) {
        const result = await write(next++);
        results.push(result);
        if (!killed && results.filter((r) => r.status === 201).length >= 40) {
          killed = true;
          await a().kill('SIGKILL');
        }
      }
    };
    const writers = (until: number) => Promise.all([writer(until), writer(until), writer(until), writer(until)]);
    await writers(240);
    expect(killed).toBe(true);
    // The other process serves on: once the load balancer has marked A down (two failed checks, about a second; on
    // a fast machine the 240 writes are done before that), a hundred more writes are all acknowledged.
    const downMark = `Server api/${a().name} is DOWN`;
    await waitFor(() => cluster.balancerLog().includes(downMark), 15_000, 'the load balancer to mark A down');
    const afterDown = 240;
    await writers(afterDown + 100);
    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.i);
    const stored = await db()
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), like(notifications.message, `%${tag}%`)));
    const storedIndexes = new Set(stored.map((s) => Number(/ (\d+)<\/p>$/.exec(s.message)![1])));
    for (const i of acknowledged) expect(storedIndexes.has(i), `acknowledged write ${i} is stored`).toBe(true);
    expect(results.filter((r) => r.i >= afterDown && r.status !== 201)).toEqual([]);
    expect(results.filter((r) => r.i >= afterDown)).toHaveLength(100);
  }, 120_000);

  it('recovers by itself within 5 s of PostgreSQL restarting under load, with no request hanging', async () => {
    const user = await f.createParticipant(db());
    const secret = randomBytes(32).toString('base64url');
    await f.createSession(db(), { userId: user.id, secret, expiresAt: f.daysFromNow(1) });
    const cookie = `portal_session=${secret}`;
    let loading = true;
    const durations: number[] = [];
    const load = async () => {
      while (loading) {
        const started = Date.now();
        try {
          await fetch(`${cluster.url}/api/notifications/unread`, {
            headers: { cookie },
            signal: AbortSignal.timeout(15_000),
          });
        } catch {
          /* a refused or failed request counts by its duration */
        }
        durations.push(Date.now() - started);
      }
    };
    const loaders = [load(), load(), load(), load()];
    await waitFor(() => durations.length > 50, 30_000, 'load before the restart');
    await postgres.restart();
    const back = Date.now();
    const ready = async (p: { url: string }) => (await fetch(`${p.url}/api/ready`).catch(() => null))?.status === 200;
    await waitFor(async () => (await ready(a())) && (await ready(b())), 5_000, 'both processes ready again');
    const recoveredMs = Date.now() - back;
    const beforeStop = durations.length;
    // And the load balancer serves again: it takes a process back after two good checks (every 500 ms), so signed-in
    // requests through it answer 200 again shortly after.
    await waitFor(
      async () => (await fetch(`${cluster.url}/api/notifications/unread`, { headers: { cookie } })).status === 200,
      5_000,
      'the load balancer serving signed-in requests again',
    );
    loading = false;
    await Promise.all(loaders);
    console.log(`Both processes ready ${recoveredMs} ms after PostgreSQL accepted connections again`);
    expect(recoveredMs).toBeLessThanOrEqual(5_000);
    expect(beforeStop).toBeGreaterThan(50);
    // No request hung: each one answered (or failed) well within its 15 s limit.
    expect(Math.max(...durations)).toBeLessThan(10_000);
  }, 120_000);
});
