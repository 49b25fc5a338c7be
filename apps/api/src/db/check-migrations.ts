// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates into a scratch copy
// of the migrations folder, and any new file there is a schema change nobody committed a migration for.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoot, migrationsDir } from '../lib/paths';

const scratch = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
try {
  const out = join(scratch, 'drizzle');
  cpSync(migrationsDir, out, { recursive: true });
  const before = new Set(readdirSync(out));
  const configFile = join(scratch, 'drizzle.config.mjs');
  writeFileSync(
    configFile,
    `export default ${JSON.stringify({
      dialect: 'postgresql',
      schema: join(apiRoot, 'src/db/schema/index.ts'),
      out: './drizzle',
      casing: 'snake_case',
    })};\n`,
  );
  // drizzle-kit writes `out` relative to its working folder and can exit 0 on errors: trust only its own
  // "No schema changes" sentence and the folder's contents.
  const output = execFileSync(
    join(apiRoot, '..', '..', 'node_modules', '.bin', 'drizzle-kit'),
    ['generate', '--config', configFile],
    { cwd: scratch, stdio: 'pipe', encoding: 'utf8' },
  );
  const added = readdirSync(out).filter((f) => !before.has(f));
  if (!/No schema changes/i.test(output) && added.length === 0) {
    console.error(`db:check FAILED: drizzle-kit did not confirm the schema:\n${output}`);
    process.exitCode = 1;
  } else if (added.length > 0) {
    console.error(
      `db:check FAILED: the schema has changes without a committed migration (drizzle-kit would write ${added.join(', ')}). Run npm run db:generate and commit apps/api/drizzle.`,
    );
    process.exitCode = 1;
  } else {
    console.log('db:check: schema and committed migrations agree.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
