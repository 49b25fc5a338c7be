// People: specialisations, the demo logins, twenty participants made with a seeded faker, a few extra staff, and
// the audit trail of the demo logins' two-factor exemptions.
import type { Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { auditEvents, certificates, specialisations, users } from '../../schema';
import { addFile, at, flushFiles, insertRows, MIME, newId, type DemoContext } from './context';
import { DEMO_LOGINS, DEMO_TOTP_SECRET, type DemoLoginKey } from './logins';
import { PROGRAMMES, type ProgrammeKey } from './programmes';

/** The institute's specialisations, keyed by their AFAS code; 99 'Overig' is the user form's default. */
export const SPECIALISATIONS: readonly [number, string][] = [
  [1, 'Anesthesiologie'],
  [2, 'Cardiologie'],
  [3, 'Dermatologie en venereologie'],
  [4, 'Heelkunde'],
  [5, 'Huisartsgeneeskunde'],
  [6, 'Interne geneeskunde'],
  [7, 'Kindergeneeskunde'],
  [8, 'Keel-, neus- en oorheelkunde'],
  [9, 'Klinische geriatrie'],
  [10, 'Longziekten en tuberculose'],
  [11, 'Neurologie'],
  [12, 'Obstetrie en gynaecologie'],
  [13, 'Oogheelkunde'],
  [14, 'Orthopedie'],
  [15, 'Psychiatrie'],
  [16, 'Radiologie'],
  [17, 'Spoedeisende geneeskunde'],
  [18, 'Urologie'],
  [19, 'Specialisme ouderengeneeskunde'],
  [20, 'Arts verstandelijk gehandicapten'],
  [21, 'Arbeid en gezondheid – bedrijfsgeneeskunde'],
  [22, 'Arbeid en gezondheid – verzekeringsgeneeskunde'],
  [23, 'Maatschappij en gezondheid'],
  [24, 'Jeugdgezondheidszorg'],
  [25, 'Infectieziektebestrijding'],
  [26, 'Forensische geneeskunde'],
  [27, 'Verslavingsgeneeskunde'],
  [99, 'Overig'],
];

/** Towns with the first digits of their postcodes, so addresses look like real Dutch ones. */
const TOWNS: readonly [string, string][] = [
  ['Utrecht', '35'],
  ['Amersfoort', '38'],
  ['Zwolle', '80'],
  ['Nijmegen', '65'],
  ['Arnhem', '68'],
  ['Rotterdam', '30'],
  ['Leiden', '23'],
  ['Haarlem', '20'],
  ['Groningen', '97'],
  ['Eindhoven', '56'],
  ['Apeldoorn', '73'],
  ['Deventer', '74'],
  ['Zeist', '37'],
  ['Tilburg', '50'],
  ['Breda', '48'],
  ['Den Haag', '25'],
  ['Amsterdam', '10'],
];
const STREETS = [
  'Kerkstraat',
  'Molenweg',
  'Stationsweg',
  'Julianalaan',
  'Wilhelminastraat',
  'Beatrixlaan',
  'Oranjestraat',
  'Lindelaan',
  'Parkweg',
  'Schoolstraat',
  'Rembrandtlaan',
  'Vondelstraat',
  'Nieuwe Gracht',
  'Lange Nieuwstraat',
  'Burgemeester de Withstraat',
];

export interface DemoPerson {
  id: string;
  email: string;
  fullName: string;
  afasId: string | null;
}

/** One of the twenty extra participants and where they stand in their programme. */
export interface PlannedParticipant extends DemoPerson {
  programme: ProgrammeKey;
  /** Months since the start of their cohort. */
  monthsIn: number;
  status: 'definitely_placed' | 'interruption' | 'finished';
  furtherEducation: boolean;
}

export interface DemoUsers {
  logins: ReadonlyMap<DemoLoginKey, DemoPerson>;
  participants: PlannedParticipant[];
  /** An external assessor (ROLE_EDUCATOR), a second teacher and an external contributor who signed up. */
  assessor: DemoPerson;
  teacher2: DemoPerson;
  external: DemoPerson;
}

// Who the twenty are: most huisarts trainees share the cohort of deelnemer@demo.nl (so they meet at the same
// return days and workshops); the others show other cohorts and the statuses Onderbreking and Afgerond.
const PLAN: readonly [ProgrammeKey, number, PlannedParticipant['status'], boolean][] = [
  ['HA', 14, 'definitely_placed', true],
  ['HA', 14, 'definitely_placed', false],
  ['HA', 14, 'definitely_placed', true],
  ['HA', 14, 'definitely_placed', false],
  ['HA', 14, 'definitely_placed', false],
  ['HA', 14, 'definitely_placed', true],
  ['HA', 14, 'interruption', false],
  ['HA', 2, 'definitely_placed', false],
  ['HA', 38, 'finished', false],
  ['AG', 20, 'definitely_placed', false],
  ['AG', 20, 'definitely_placed', false],
  ['AG', 20, 'definitely_placed', false],
  ['AG', 8, 'definitely_placed', false],
  ['AG', 8, 'definitely_placed', false],
  ['AG', 50, 'finished', false],
  ['SO', 10, 'definitely_placed', false],
  ['SO', 10, 'definitely_placed', false],
  ['SO', 10, 'definitely_placed', false],
  ['SO', 22, 'definitely_placed', false],
  ['SO', 22, 'interruption', false],
];

const INSERTIONS = /^((?:van|de|der|den|het|ter|ten|te|in|op)\s)+/i;

function splitLastName(name: string): { insertion: string | null; lastName: string } {
  const match = INSERTIONS.exec(name);
  if (!match) return { insertion: null, lastName: name };
  return { insertion: match[0].trim().toLowerCase(), lastName: name.slice(match[0].length) };
}

/** fakerNL lists one name double-encoded ("Ã\x96mer" for "Ömer"); such text is decoded once more. */
function repairEncoding(text: string): string {
  return /[ÃÂ]/.test(text) ? Buffer.from(text, 'latin1').toString('utf8') : text;
}

function fullName(first: string, insertion: string | null | undefined, last: string): string {
  return [first, insertion, last].filter(Boolean).join(' ');
}

function emailLocal(first: string, insertion: string | null, last: string): string {
  return `${first}.${insertion ?? ''}${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z.]/g, '')
    .toLowerCase();
}

export async function seedUsers(ctx: DemoContext): Promise<DemoUsers> {
  const { db, faker, clock, passwordHash } = ctx;
  await insertRows(
    db,
    specialisations,
    SPECIALISATIONS.map(([id, name]) => ({ id, name })),
  );

  let afasCounter = 1000100;
  const nextAfasId = () => String(afasCounter++);
  const address = () => {
    const [town, prefix] = faker.helpers.arrayElement(TOWNS);
    return {
      addressStreet: faker.helpers.arrayElement(STREETS),
      addressHouseNumber: String(faker.number.int({ min: 1, max: 240 })),
      addressHouseNumberAddition: faker.helpers.maybe(() => faker.helpers.arrayElement(['A', 'B', 'bis', '2']), {
        probability: 0.15,
      }),
      addressPostalCode: `${prefix}${faker.string.numeric(2)} ${faker.string.alpha({ length: 2, casing: 'upper', exclude: ['F', 'I', 'O', 'Q', 'U', 'Y'] })}`,
      addressTown: town,
      addressCountryCode: 'NL',
    };
  };
  const personal = (gender: 'M' | 'V', age: number, specialisationId: number) => ({
    gender,
    dateOfBirth: `${Number(clock.today.slice(0, 4)) - age}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0')}`,
    bigId: faker.string.numeric({ length: 11, allowLeadingZeros: false }),
    specialisationId,
    phoneMobile: `06-${faker.string.numeric(8)}`,
    ...address(),
    newsletter: faker.datatype.boolean(),
    dietaryPreferences: faker.helpers.maybe(() => faker.helpers.arrayElement(['Vegetarisch', 'Glutenvrij', 'Halal']), {
      probability: 0.2,
    }),
    lastSync: clock.at(-1, '03:15'),
  });

  const rows: (typeof users.$inferInsert)[] = [];
  const logins = new Map<DemoLoginKey, DemoPerson>();
  const loginSpecialisation: Partial<Record<DemoLoginKey, number>> = {
    trainer: 5,
    educator: 5,
    teacher: 5,
    participant: 5,
    multi: 21,
  };
  for (const login of DEMO_LOGINS) {
    const id = newId();
    // Everyone but the e-learning user is known in AFAS (staff and participants are synchronised from it).
    const afasId = login.key === 'elearning' ? null : nextAfasId();
    const name = fullName(login.firstName, login.insertion, login.lastName);
    logins.set(login.key, { id, email: login.email, fullName: name, afasId });
    rows.push({
      id,
      email: login.email,
      passwordHash,
      active: true,
      roles: login.roles,
      permissions: login.permissions,
      firstName: login.firstName,
      insertion: login.insertion ?? null,
      lastName: login.lastName,
      afasId,
      participantId: login.roles.includes('ROLE_PARTICIPANT') ? `D${afasId?.slice(-5)}` : null,
      authMethod: login.twoFactorExempt ? 'none' : 'authenticator',
      twoFactorSecret: login.twoFactorExempt ? null : DEMO_TOTP_SECRET,
      twoFactorExempt: login.twoFactorExempt,
      createdAt: clock.at(-420),
      ...(afasId
        ? {
            ...personal(login.gender, faker.number.int({ min: 29, max: 58 }), loginSpecialisation[login.key] ?? 99),
            initials: `${login.firstName[0]}.`,
          }
        : {}),
      ...(login.key === 'multi' ? { optOutTypes: ['MoodleNotification' as const] } : {}),
    });
  }

  const taken = new Set(DEMO_LOGINS.map((l) => l.email));
  const person = (roles: Role[], sex: 'female' | 'male') => {
    const firstName = repairEncoding(faker.person.firstName(sex));
    const { insertion, lastName } = splitLastName(repairEncoding(faker.person.lastName()));
    let email = `${emailLocal(firstName, insertion, lastName)}@example.nl`;
    for (let n = 2; taken.has(email); n++) email = `${emailLocal(firstName, insertion, lastName)}${n}@example.nl`;
    taken.add(email);
    return { id: newId(), firstName, insertion, lastName, email, roles };
  };

  const participants: PlannedParticipant[] = PLAN.map(([programme, monthsIn, status, furtherEducation], index) => {
    const sex = faker.helpers.arrayElement(['female', 'female', 'male'] as const);
    const p = person(['ROLE_PARTICIPANT'], sex);
    const afasId = nextAfasId();
    // Two newcomers have not activated their account yet; the rest sign in with e-mail codes.
    const activated = !(programme === 'HA' && monthsIn === 2) && index !== 13;
    rows.push({
      id: p.id,
      email: p.email,
      passwordHash: activated ? passwordHash : null,
      active: activated,
      roles: p.roles,
      firstName: p.firstName,
      insertion: p.insertion,
      lastName: p.lastName,
      afasId,
      participantId: `D${afasId.slice(-5)}`,
      authMethod: activated ? 'email' : 'none',
      createdAt: clock.at(-monthsIn * 30 - 14),
      ...personal(
        sex === 'female' ? 'V' : 'M',
        faker.number.int({ min: 27, max: 41 }),
        PROGRAMMES[programme].specialisationId,
      ),
      initials: `${p.firstName[0]}.`,
      nickname: faker.helpers.maybe(() => p.firstName.slice(0, 4), { probability: 0.1 }) ?? null,
    });
    return {
      id: p.id,
      email: p.email,
      fullName: fullName(p.firstName, p.insertion, p.lastName),
      afasId,
      programme,
      monthsIn,
      status,
      furtherEducation,
    };
  });

  const staff = (
    first: string,
    last: string,
    email: string,
    roles: Role[],
    afas: boolean,
    authMethod: 'email' | 'none' = 'email',
  ): DemoPerson => {
    const id = newId();
    const afasId = afas ? nextAfasId() : null;
    rows.push({
      id,
      email,
      passwordHash,
      active: true,
      roles,
      firstName: first,
      lastName: last,
      afasId,
      authMethod,
      createdAt: clock.at(-300),
    });
    return { id, email, fullName: `${first} ${last}`, afasId };
  };
  const assessor = staff('Hanneke', 'Koster', 'h.koster@example.nl', ['ROLE_EDUCATOR'], true);
  const teacher2 = staff('Ruud', 'Hendriks', 'r.hendriks@example.nl', ['ROLE_TEACHER'], true);
  const external = staff('Esther', 'Willems', 'e.willems@zorggroep-oost.nl', ['ROLE_EXTERNAL'], false);
  // New staff who have not chosen a verification method yet: their first sign-in asks for one (the browser
  // journeys of e2e/two-factor-setup.spec.ts use them, one per project and method).
  staff('Sanne', 'de Wit', 's.dewit@example.nl', ['ROLE_TEACHER'], true, 'none');
  staff('Bram', 'Jansen', 'b.jansen@example.nl', ['ROLE_EDUCATOR'], true, 'none');
  staff('Lieke', 'Smit', 'l.smit@example.nl', ['ROLE_PRACTICAL_TRAINER'], true, 'none');
  staff('Tom', 'Visser', 't.visser@example.nl', ['ROLE_TEACHER'], true, 'none');
  // Two teachers each known under two AFAS ids (an old account, holding a certificate, and the current one), for the
  // users screen's merge dialog; e2e/users-pages.spec.ts merges one pair per project and undoes it.
  const duplicates = [
    staff('Noor', 'Peters', 'n.peters@example.nl', ['ROLE_TEACHER'], true),
    staff('Daan', 'Smits', 'd.smits@example.nl', ['ROLE_TEACHER'], true),
  ];
  staff('Noor', 'Peters', 'noor.peters@example.nl', ['ROLE_TEACHER'], true);
  staff('Daan', 'Smits', 'daan.smits@example.nl', ['ROLE_TEACHER'], true);

  await insertRows(db, users, rows);
  await insertRows(
    db,
    certificates,
    duplicates.map((old, n) => ({
      userId: old.id,
      eventAfasId: String(29001 + n),
      name: 'Nascholing Reanimatie (BLS)',
      endDate: clock.day(-200 - n * 30),
      points: 4,
      createdAt: clock.at(-197 - n * 30, '08:00'),
    })),
  );

  // Avatars for two logins, so lists and news authors show a picture (rows only: storage comes later).
  for (const key of ['participant', 'educator'] as const) {
    const owner = logins.get(key);
    if (!owner) continue;
    const fileId = addFile(ctx, {
      name: `profielfoto-${key}.jpg`,
      mimeType: MIME.jpeg,
      context: 'avatar',
      uploadedById: owner.id,
      size: faker.number.int({ min: 60_000, max: 240_000 }),
    });
    await flushFiles(ctx);
    await db.update(users).set({ avatarFileId: fileId }).where(eq(users.id, owner.id));
  }

  await insertRows(db, auditEvents, auditTrail(ctx, logins));
  return { logins, participants, assessor, teacher2, external };
}

/** Activation, the two-factor set-up or exemption of each login, and recent sign-ins (the user page lists them). */
function auditTrail(ctx: DemoContext, logins: ReadonlyMap<DemoLoginKey, DemoPerson>) {
  const { clock, faker } = ctx;
  const admin = logins.get('admin')?.id ?? null;
  const rows: (typeof auditEvents.$inferInsert)[] = [];
  for (const login of DEMO_LOGINS) {
    const userId = logins.get(login.key)?.id;
    if (!userId) continue;
    rows.push({ userId, actorId: userId, type: 'account_activated', createdAt: clock.at(-410, '10:00') });
    rows.push({
      userId,
      actorId: login.twoFactorExempt ? admin : userId,
      type: 'two_factor_changed',
      data: login.twoFactorExempt
        ? { twoFactorExempt: true, reason: 'Demo-account: inloggen met alleen het wachtwoord' }
        : { method: 'authenticator' },
      createdAt: clock.at(-410, '10:05'),
    });
    const signIns = faker.number.int({ min: 2, max: 5 });
    for (let i = 0; i < signIns; i++) {
      rows.push({
        userId,
        actorId: userId,
        type: 'login',
        ip: `192.168.${faker.number.int({ min: 1, max: 20 })}.${faker.number.int({ min: 2, max: 250 })}`,
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        createdAt: clock.at(-at([1, 3, 8, 15, 30], i), `0${8 + i}:1${i}`),
      });
    }
  }
  return rows;
}
