// The demo institute that `npm start` shows and the e2e tests sign in to: a coherent Dutch postgraduate medical
// training institute with every role, module type, state and notification type represented (see the README's
// demo logins). It only ever fills an empty database: a restart must never overwrite what demo users changed.
import type { SecretBox } from '../../../lib/secret-box';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../../lib/password';
import type { Db } from '../../client';
import { users } from '../../schema';
import type { SeedReport } from '../index';
import { seedAssignments } from './assignments';
import { createClock } from './clock';
import { createFaker, get, type DemoContext } from './context';
import { seedEducations } from './educations';
import { seedEvents } from './events';
import { seedForms } from './forms';
import { seedInformation } from './information';
import { DEMO_PASSWORD } from './logins';
import { seedPlatform } from './platform';
import { seedPresence } from './presence';
import { countDemoRows, demoReportLines } from './report';
import { seedUsers } from './users';

export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, demoOtpauthUri } from './logins';

/** Held for the seed's transaction, so two processes starting on one empty PostgreSQL do not both seed. */
const DEMO_SEED_LOCK_ID = 748_120_002;

/**
 * Seeds the demo institute into a database without users, in one transaction (a failure leaves nothing behind).
 * A database that holds any user is left untouched and reported as `seeded: false`. Dates are placed around
 * `now` (the agenda always has past and coming meetings); everything else is the same on every run.
 */
export async function seedDemo(
  db: Db,
  secretBox: SecretBox,
  storeFile?: DemoContext['storeFile'],
  now: Date = new Date(),
): Promise<SeedReport> {
  const clock = createClock(now);
  // Hashed once for every account: argon2 costs ~10 ms a hash, and the same password is the point of a demo.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_ID})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return null;

    const ctx: DemoContext = {
      db: tx,
      faker: createFaker(),
      clock,
      passwordHash,
      pendingFiles: [],
      seal: (plain) => secretBox.seal(plain),
      storeFile,
    };
    const people = await seedUsers(ctx);
    const forms = await seedForms(ctx, get(people.logins, 'assistant').id);
    const educations = await seedEducations(ctx, people, forms);
    const agenda = await seedEvents(ctx, people, educations);
    const work = await seedAssignments(ctx, people, educations, forms);
    const catchUp = work.tagged.get('catchUp');
    if (!catchUp) throw new Error('demo seed: the replacement assignment is missing');
    await seedPresence(ctx, educations, agenda, catchUp.id);
    await seedInformation(ctx, people, agenda);
    await seedPlatform(ctx, people, educations, agenda, work);
    return countDemoRows(tx);
  });
  if (!counts) return { profile: 'demo', seeded: false, lines: [] };
  return { profile: 'demo', seeded: true, lines: demoReportLines(counts, clock.today) };
}
