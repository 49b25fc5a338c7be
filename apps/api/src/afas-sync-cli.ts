// `npm run sync -w @portal/api` (or `node apps/api/dist/afas-sync-cli.js`): one full AFAS synchronisation now, with
// the server's configuration (AFAS_URL, DATABASE_URL, ...); prints the counted report. `--user <afasId>` or
// `--event <afasId>` synchronises one person or event instead. Exit code 1 when AFAS fails or records failed.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { afasClientFor, createAfasModule } from './features/afas';
import { notify } from './features/notifications/notifications.service';
import { ConfigError, loadConfig } from './lib/config';

const { values: args } = parseArgs({ options: { user: { type: 'string' }, event: { type: 'string' } } });
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
if (!config.afas) {
  console.error('AFAS_URL is not set: there is no AFAS to synchronise from');
  process.exit(1);
}
const logger = pino({ level: config.logLevel });
const database = await openDatabase(config.database, { poolSize: 4 });
let failed: boolean;
try {
  await runMigrations(database);
  const { sync } = createAfasModule({
    db: database.db,
    client: afasClientFor(config.afas),
    connectors: config.afas.connectors,
    notify,
    logger,
  });
  const report = args.user
    ? await sync!.syncUser(args.user)
    : args.event
      ? await sync!.syncEvent(args.event)
      : await sync!.runFullSync();
  console.log(JSON.stringify(report, null, 2));
  failed = report.persons.failed + report.events.failed > 0;
} catch (error) {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  failed = true;
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
