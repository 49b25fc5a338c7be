// `npm run afas:simulator -w @portal/api -- [--port 4300] [--fixture demo|scale] [--participants 5000] [--token T]`:
// the AFAS simulator on its own. `demo` serves the demo institute (seeded into an in-memory database first);
// `scale` the bench's generated institute. Point the server at it with AFAS_URL=<printed url> AFAS_TOKEN=<token>.
import { parseArgs } from 'node:util';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seed } from './db/seed/index';
import { fixtureFromDatabase } from './features/afas';
import { resolveConnectors, scaleFixture, startAfasSimulator, type AfasFixture } from './integrations/afas';
import { createSecretBox } from './lib/secret-box';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4300' },
    fixture: { type: 'string', default: 'demo' },
    participants: { type: 'string', default: '5000' },
    token: { type: 'string', default: 'simulator-token' },
  },
});
const connectors = resolveConnectors(JSON.parse(process.env.AFAS_CONNECTORS ?? '{}') as object);
let fixture: AfasFixture;
if (args.fixture === 'scale') {
  fixture = scaleFixture(connectors, Number(args.participants));
} else if (args.fixture === 'demo') {
  const database = await openDatabase({ kind: 'memory' });
  await runMigrations(database);
  await seed(database.db, 'demo', { secretBox: createSecretBox('afas-simulator-demo-secret-0123456789abcdef') });
  fixture = await fixtureFromDatabase(database.db, connectors);
  await database.close();
} else {
  console.error('--fixture must be demo or scale');
  process.exit(1);
}
const sim = await startAfasSimulator({ fixture, token: args.token, port: Number(args.port), host: '127.0.0.1' });
console.log(`AFAS simulator (${args.fixture}) at ${sim.url}  token: ${args.token}`);
console.log(
  Object.entries(fixture)
    .map(([k, rows]) => `  ${k}: ${rows.length} rows`)
    .join('\n'),
);
process.on('SIGINT', () => void sim.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)));
