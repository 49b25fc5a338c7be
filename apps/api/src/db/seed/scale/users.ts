// Users phase: specialisations, every account (staff and participants) and the AFAS synchronisation issues.
import { type Permission, PERMISSIONS, type Role } from '@portal/contracts';
import { specialisations, syncIssues, users } from '../../schema';
import type { Person, ScaleContext } from './context';
import { STREAM, momentFrom } from './random';
import { type Counts, writeBatch } from './writer';

const SPECIALISATIONS: readonly [number, string][] = [
  [1, 'Bedrijfsgeneeskunde'],
  [2, 'Verzekeringsgeneeskunde'],
  [3, 'Arts maatschappij en gezondheid'],
  [4, 'Huisartsgeneeskunde'],
  [5, 'Psychiatrie'],
  [6, 'Interne geneeskunde'],
  [99, 'Overig'],
];

interface Account {
  roles: Role[];
  permissions: Permission[];
}

/** Roles and global permissions per kind of account, as the institute hands them out. */
const ACCOUNTS = {
  admin: { roles: ['ROLE_ADMIN'], permissions: [...PERMISSIONS] },
  teacher: { roles: ['ROLE_TEACHER', 'ROLE_EDUCATOR'], permissions: ['VIEW_MODULES'] },
  practicalTrainer: { roles: ['ROLE_PRACTICAL_TRAINER', 'ROLE_EDUCATOR'], permissions: ['VIEW_EDUCATION'] },
  instituteEducator: {
    roles: ['ROLE_INSTITUTE_EDUCATOR', 'ROLE_EDUCATOR'],
    permissions: ['VIEW_EDUCATION', 'VIEW_EDUCATOR', 'VIEW_MODULES', 'LIST_USERS', 'UPDATE_EVALUATORS'],
  },
  programAssistant: {
    roles: ['ROLE_PROGRAM_ASSISTANT'],
    permissions: [
      'MANAGE_NEWS',
      'LIST_USERS',
      'LIST_FORMS',
      'SAVE_FORM',
      'VIEW_MODULES',
      'VIEW_EDUCATION',
      'UPDATE_EVALUATORS',
      'RESET_EVALUATION',
      'SYNC_USER',
    ],
  },
  participant: { roles: ['ROLE_PARTICIPANT'], permissions: [] },
} satisfies Record<string, Account>;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export async function seedUsers(ctx: ScaleContext, counts: Counts): Promise<void> {
  const { db, random, staff } = ctx;
  await db
    .insert(specialisations)
    .values(SPECIALISATIONS.map(([id, name]) => ({ id, name })))
    .onConflictDoNothing();
  counts.add('specialisations', SPECIALISATIONS.length);

  random.stream(STREAM.reference, 1);
  const row = (p: Person, account: Account, participant: boolean): typeof users.$inferInsert => {
    const created = momentFrom(-random.int(30, 6 * 365));
    const gender = random.weighted([
      ['V', 55],
      ['M', 43],
      ['O', 2],
    ] as const);
    return {
      id: p.id,
      email: p.email,
      // One hash for everyone: hashing ~6,000 passwords would take a minute and prove nothing.
      passwordHash: ctx.passwordHash,
      active: true,
      roles: account.roles,
      permissions: account.permissions,
      firstName: p.firstName,
      insertion: p.insertion,
      lastName: p.lastName,
      initials: `${p.firstName[0]}.`,
      gender,
      dateOfBirth: participant
        ? momentFrom(-random.int(26, 45) * 365)
            .toISOString()
            .slice(0, 10)
        : null,
      bigId: p.afasId ? pad(random.int(1, 99_999_999_999), 11) : null,
      specialisationId: participant ? random.pick(SPECIALISATIONS)[0] : null,
      phoneMobile: `06${pad(random.int(0, 99_999_999), 8)}`,
      addressStreet: random.faker.location.street(),
      addressHouseNumber: String(random.int(1, 250)),
      addressPostalCode: random.faker.location.zipCode('#### ??'),
      addressTown: random.faker.location.city(),
      addressCountryCode: 'NL',
      newsletter: random.chance(0.4),
      afasId: p.afasId,
      participantId: participant ? p.afasId : null,
      lastSync: p.afasId ? momentFrom(-random.int(0, 3)) : null,
      // Synthetic accounts for load tests and demos: spared the institute's two-factor requirement.
      twoFactorExempt: true,
      createdAt: created,
      updatedAt: created,
    };
  };
  await writeBatch(db, counts, [users], (batch) => {
    for (const p of staff.admins) batch.add(users, row(p, ACCOUNTS.admin, false));
    for (const p of staff.teachers) batch.add(users, row(p, ACCOUNTS.teacher, false));
    for (const p of staff.practicalTrainers) batch.add(users, row(p, ACCOUNTS.practicalTrainer, false));
    for (const p of staff.instituteEducators) batch.add(users, row(p, ACCOUNTS.instituteEducator, false));
    for (const p of staff.programAssistants) batch.add(users, row(p, ACCOUNTS.programAssistant, false));
    for (const p of ctx.participants) batch.add(users, row(p, ACCOUNTS.participant, true));
  });

  // AFAS records that failed to synchronise (the admins' sync issue list and their AfasSyncIssue notifications).
  const messages = [
    'Onbekende opleiding in AFAS-record',
    'E-mailadres ontbreekt',
    'Postcode is ongeldig',
    'Dubbele inschrijving voor module',
    'Praktijkopleider niet gevonden',
  ];
  await writeBatch(db, counts, [syncIssues], (batch) => {
    for (let i = 0; i < ctx.plan.syncIssues; i++) {
      const participant = random.pick(ctx.participants);
      const created = momentFrom(-random.int(1, 120));
      const state = random.weighted([
        ['open', 6],
        ['resolved', 3],
        ['regression', 1],
      ] as const);
      const id = random.id();
      // Several issues may hit one participant; the fingerprint keeps (afasId, fingerprint) unique.
      const fingerprint = `${random.hex(56)}${pad(i, 8)}`;
      ctx.syncIssues.push({ id, afasId: participant.afasId! });
      batch.add(syncIssues, {
        id,
        afasId: participant.afasId!,
        fingerprint,
        message: `${random.pick(messages)} (${participant.afasId})`,
        trace: `AfasSyncException: ${random.pick(messages)}\n    at PersonSync.apply (sync/person.ts:${random.int(20, 300)})`,
        state,
        occurrences: random.int(1, 40),
        resolvedAt: state === 'resolved' ? momentFrom(-random.int(0, 1)) : null,
        resolvedById: state === 'resolved' ? staff.admins[0]!.id : null,
        createdAt: created,
        updatedAt: momentFrom(-random.int(0, 1)),
      });
    }
  });
}
