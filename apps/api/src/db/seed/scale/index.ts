// The scale data set: N participants with proportional staff, educations, ~40 modules per education, ~150
// assignments and ~200 notifications per participant, events with sessions and enrolments, news and forms.
// Deterministic for a given N and seed value; written in batches so that N = 5,000 takes minutes on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../lib/password';
import type { Db } from '../../client';
import { appSettings, users } from '../../schema';
import type { SeedOptions, SeedReport } from '../index';
import { writeSeedMarker } from '../marker';
import { seedAssignments } from './assignments';
import { prepare } from './context';
import { seedEducations } from './educations';
import { seedEvents } from './events';
import { seedForms } from './forms';
import { seedNews } from './news';
import { seedNotifications } from './notifications';
import { scalePlan } from './plan';
import { Random } from './random';
import { seedUsers } from './users';
import { type PhaseResult, runPhase } from './writer';

/** Participants when none are asked for (the CLI always passes --scale N). */
export const DEFAULT_PARTICIPANTS = 1000;
export const DEFAULT_SEED_VALUE = 1;
/** Every scale account's password (the bench and load tests sign in with it). */
export const SCALE_PASSWORD = 'Demo2026!';

interface SeedMarker {
  profile?: string;
  participants?: number;
  seedValue?: number;
}

export async function seedScale(db: Db, options: SeedOptions): Promise<SeedReport> {
  const participants = options.participants ?? DEFAULT_PARTICIPANTS;
  const seedValue = options.seedValue ?? DEFAULT_SEED_VALUE;
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(participants) || participants < 1) throw new Error('participants must be at least 1');

  const refusal = await checkEmpty(db, participants, seedValue);
  if (refusal) return { profile: 'scale', seeded: false, lines: [refusal] };

  const started = performance.now();
  const plan = scalePlan(participants);
  log(
    `scale: ${participants.toLocaleString('en-US')} participants (seed value ${seedValue}): ${plan.programmes} ` +
      `programmes, ${plan.teachers} teachers, ${plan.practicalTrainers} practical trainers, ${plan.instituteEducators} ` +
      `institute educators, ${plan.programAssistants} program assistants, ${plan.admins} admins`,
  );
  // One hash for every account: argon2 costs ~11 ms a hash, and the accounts are synthetic anyway.
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const ctx = prepare(db, new Random(seedValue), plan, seedValue, passwordHash);

  // Users first: a run that fails half-way leaves users behind, so a rerun refuses instead of mixing data sets.
  const phases: PhaseResult[] = [];
  phases.push(await runPhase('users', log, (counts) => seedUsers(ctx, counts)));
  phases.push(await runPhase('forms', log, (counts) => seedForms(ctx, counts)));
  phases.push(await runPhase('educations', log, (counts) => seedEducations(ctx, counts)));
  phases.push(await runPhase('assignments', log, (counts) => seedAssignments(ctx, counts)));
  phases.push(await runPhase('events', log, (counts) => seedEvents(ctx, counts)));
  phases.push(await runPhase('notifications', log, (counts) => seedNotifications(ctx, counts)));
  phases.push(await runPhase('news', log, (counts) => seedNews(ctx, counts)));
  // The data set is complete: say so before the vacuum, which may take long and may fail without harming it.
  await writeSeedMarker(db, 'scale', options);
  const warnings: string[] = [];
  const maintenance = options.maintenance ?? (async (statement: string) => void (await db.execute(sql.raw(statement))));
  phases.push(
    await runPhase('vacuum', log, async () => {
      // Fresh tables have neither statistics (the first queries, the bench's, would get poor plans) nor a
      // visibility map (index-only scans, such as the unread count, would visit the heap): both cost seconds here.
      // On a connection without the statement timeout: at N = 5,000 on a loaded machine it outlasts 30 s.
      try {
        await maintenance('vacuum (analyze)');
      } catch (error) {
        const warning =
          `Warning: vacuum (analyze) failed (${(error as Error).message}); the data set is complete, but the first ` +
          'queries may get poor plans until PostgreSQL has analysed the tables: run "vacuum (analyze)" by hand.';
        warnings.push(warning);
        log(warning);
      }
    }),
  );

  const rows = phases.reduce((sum, p) => sum + p.counts.entries().reduce((s, [, n]) => s + n, 0), 0);
  const seconds = (performance.now() - started) / 1000;
  const width = Math.max(5, String(participants).length);
  return {
    profile: 'scale',
    seeded: true,
    lines: [
      `Scale data set: ${participants.toLocaleString('en-US')} participants, seed value ${seedValue}, ` +
        `${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s.`,
      `Sign in as deelnemer-${'1'.padStart(width, '0')}@scale.demo.nl (participants), docent-0001, ` +
        `praktijkopleider-0001, opleider-0001, programma-assistent-0001 or beheerder-0001 (@scale.demo.nl), ` +
        `password ${SCALE_PASSWORD}.`,
      ...warnings,
    ],
  };
}

/** Why the database cannot take the scale data set, or null when it is empty (of users). */
async function checkEmpty(db: Db, participants: number, seedValue: number): Promise<string | null> {
  const [someone] = await db.select({ id: users.id }).from(users).limit(1);
  if (!someone) return null;
  const [setting] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'seed.profile'));
  const marker = (setting?.value ?? {}) as SeedMarker;
  if (
    marker.profile === 'scale' &&
    (marker.participants ?? DEFAULT_PARTICIPANTS) === participants &&
    (marker.seedValue ?? DEFAULT_SEED_VALUE) === seedValue
  ) {
    return `Already seeded: the database holds the scale data set of ${participants} participants (seed value ${seedValue}).`;
  }
  const held =
    marker.profile === 'scale'
      ? `the scale data set of ${marker.participants ?? DEFAULT_PARTICIPANTS} participants (seed value ${marker.seedValue ?? DEFAULT_SEED_VALUE})`
      : marker.profile
        ? `the ${marker.profile} data set`
        : 'users';
  return `Not seeded: the database already holds ${held}. The scale seed only fills a database without users: create an empty one (or drop this one) and run it again.`;
}
