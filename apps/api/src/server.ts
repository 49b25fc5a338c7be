// Starts the server and stops it gracefully; nothing else.
import { parseArgs } from 'node:util';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, describeDatabase, describeFileStorage, loadConfig } from './lib/config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { SEED_PROFILES, seed, type SeedProfile, type SeedReport } from './db/seed/index';
import { fixtureFromDatabase } from './features/afas';
import {
  classicTokenAuth,
  createAfasClient,
  resolveConnectors,
  startAfasSimulator,
  type AfasSimulator,
} from './integrations/afas';
import { startFileCleanup } from './jobs/file-cleanup';
import { startMailDelivery } from './jobs/mail-delivery';
import {
  createMoodleClient,
  SIMULATOR_FREE_CATEGORY_ID,
  startMoodleSimulator,
  type MoodleSimulator,
} from './integrations/moodle';
import { bufferedStdout, createLogger } from './lib/logger';
import { createSecretBox } from './lib/secret-box';

const { values: args } = parseArgs({ options: { seed: { type: 'string' } } });

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
if (args.seed !== undefined && !SEED_PROFILES.includes(args.seed as SeedProfile)) {
  console.error(`Invalid option: --seed must be ${SEED_PROFILES.join(' or ')} (got "${args.seed}")`);
  process.exit(1);
}

const logger = createLogger(config, bufferedStdout());
const database = await openDatabase(config.database, { poolSize: config.databasePoolSize });
try {
  await runMigrations(database);
} catch (error) {
  logger.fatal({ err: error }, `cannot prepare the database ${describeDatabase(config.database)}`);
  await database.close().catch(() => undefined);
  process.exit(1);
}

// The development mailbox shows every mail (sign-in links, codes) to anyone: strictly opt-in, for the demo start or
// DEV_MAILBOX=true, and never with a mail server (the configuration refuses that combination).
const devMailbox = !config.smtpUrl && (config.devMailbox || args.seed === 'demo');
if (!config.smtpUrl) {
  logger.warn(
    { devMailbox },
    devMailbox
      ? 'SMTP_URL is not set: mails stay in the outbox and never leave. The development mailbox at /api/dev/mails shows them to anyone: never use this with real users.'
      : 'SMTP_URL is not set: mails (activation, password reset, sign-in codes) stay in the outbox and never leave. Set SMTP_URL to deliver them.',
  );
}
// The demo start without MOODLE_URL runs the Moodle simulator, so learning material can be tried end to end.
let moodleSimulator: MoodleSimulator | undefined;
if (!config.moodle && args.seed === 'demo') {
  moodleSimulator = await startMoodleSimulator({ host: '127.0.0.1' });
  logger.warn({ url: moodleSimulator.url.href }, 'MOODLE_URL is not set: the demo uses the Moodle simulator');
}
// The demo without AFAS_URL syncs from a simulator on a free local port, serving the demo institute itself (its
// rows are filled in after seeding), so the sync, the nightly job and the sync buttons work in the demo.
let afasSimulator: AfasSimulator | undefined;
if (args.seed === 'demo' && !config.afas) {
  afasSimulator = await startAfasSimulator({ fixture: {}, token: 'demo-simulator' });
  logger.info({ url: afasSimulator.url }, 'AFAS_URL is not set: the demo synchronises from the AFAS simulator');
}
const app = await buildApp({
  config,
  database,
  logger,
  devMailbox,
  ...(moodleSimulator && {
    moodle: createMoodleClient({
      url: moodleSimulator.url,
      token: moodleSimulator.token,
      freeCategoryId: SIMULATOR_FREE_CATEGORY_ID,
    }),
  }),
  ...(afasSimulator && {
    afasClient: createAfasClient({ baseUrl: afasSimulator.url, auth: classicTokenAuth('demo-simulator') }),
  }),
});
let seedReport: SeedReport | undefined;
if (args.seed) {
  // After the app is built: the demo writes its files' content into the app's file storage.
  try {
    seedReport = await seed(database.db, args.seed as SeedProfile, {
      secretBox: createSecretBox(config.sessionSecret),
      storeFile: async (key, bytes) => {
        await app.fileStorage.put(key, bytes);
      },
      maintenance: database.maintenance,
    });
  } catch (error) {
    logger.fatal({ err: error }, `cannot seed the database ${describeDatabase(config.database)}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}
if (afasSimulator && app.afasSync) {
  // The simulator's AFAS is the seeded institute: a full sync now must find nothing to change (counted and logged).
  Object.assign(afasSimulator.fixture, await fixtureFromDatabase(database.db, resolveConnectors()));
  const report = await app.afasSync.runFullSync();
  logger.info({ report }, `AFAS demo sync after seeding: ${report.rowsWritten} rows written`);
}
const stopMailDelivery = startMailDelivery({ mailer: app.mailer, logger });
await app.jobQueue.start();
const stopFileCleanup = startFileCleanup({ files: app.fileMaintenance, logger });

// Stop accepting, let requests in flight finish (at most 10 s), then close the database (an onClose hook).
closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  else logger.info({ signal }, 'shutting down');
  await stopMailDelivery();
  await stopFileCleanup();
  await app.close();
  await moodleSimulator?.close();
  await afasSimulator?.close();
});

try {
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    {
      database: describeDatabase(config.database),
      files: describeFileStorage(config),
      publicUrl: config.publicUrl.href,
      seed: args.seed ?? null,
    },
    `Opleidingsportaal listening on ${config.publicUrl.href}`,
  );
} catch (error) {
  logger.fatal({ err: error }, 'cannot listen');
  process.exit(1);
}
// Prometheus metrics on a port of their own (loopback by default), closed with the app.
if (app.metrics && config.metrics) {
  try {
    const address = await app.metrics.listen(config.metrics.port, config.metrics.host);
    logger.info({ host: address.address, port: address.port }, 'metrics at /metrics');
  } catch (error) {
    logger.fatal({ err: error }, 'cannot listen for metrics');
    process.exit(1);
  }
}

// Plain lines rather than log records: whoever ran `npm start` reads where to go and how to sign in.
if (seedReport?.profile === 'demo') {
  console.log(
    seedReport.seeded
      ? ['', `Demo institute: ${config.publicUrl.href}`, ...seedReport.lines, ''].join('\n')
      : 'Demo: the database already held data, which was kept as it is; the demo logins are listed in the README.',
  );
}
