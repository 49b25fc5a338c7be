import type { AfasRow } from './client';
import type { AfasConnectors } from './connectors';
import type { AfasFixture } from './simulator';

/** A small deterministic pseudo-random generator (mulberry32), so the scale fixture is the same on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Anna', 'Bram', 'Carmen', 'Daan', 'Eva', 'Floor', 'Gijs', 'Hanna', 'Ivo', 'Julia', 'Kees', 'Lotte'];
const LAST = ['Jansen', 'de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'];
const TYPES = [
  ['IO', 'education'],
  ['IKO', 'education'],
  ['PRK', 'practical'],
  ['EPA', 'epa'],
  ['BEG', 'guidance'],
  ['STA', 'practical'],
] as const;

/**
 * The bench's AFAS: `participants` people (7-digit ids from 2000000), each with one education, six modules, three
 * enrolments with presence at one session each, and one period; 60 events of 3 sessions. Rows use the connector
 * mapping given (the defaults unless configured).
 */
export function scaleFixture(c: AfasConnectors, participants = 5000, seed = 42): AfasFixture {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const f = (entity: keyof AfasConnectors, values: Record<string, unknown>): AfasRow => {
    const fields = c[entity].fields as Record<string, string>;
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [fields[k]!, (v ?? null) as AfasRow[string]]));
  };
  const fx: Record<keyof AfasConnectors, AfasRow[]> = {
    users: [],
    educations: [],
    modules: [],
    events: [],
    sessions: [],
    enrolments: [],
    presence: [],
    periods: [],
  };
  const EVENTS = 60;
  for (let e = 0; e < EVENTS; e++) {
    const afasId = String(40001 + e);
    const month = String((e % 12) + 1).padStart(2, '0');
    fx.events.push(
      f('events', {
        afasId,
        moduleCode: `MOD${e % 20}`,
        name: `Uitvoering ${e + 1}`,
        status: 'definitive',
        startDate: `2026-${month}-01T00:00:00Z`,
        endDate: `2026-${month}-20T00:00:00Z`,
        capacity: 200,
        moodleCourseId: null,
      }),
    );
    for (let s = 0; s < 3; s++)
      fx.sessions.push(
        f('sessions', {
          afasId: `${afasId}-${s + 1}`,
          eventId: afasId,
          title: `Bijeenkomst ${s + 1}`,
          date: `2026-${month}-${String(s * 7 + 1).padStart(2, '0')}T00:00:00Z`,
          startTime: '09:30:00',
          endTime: '16:00:00',
          locationDescription: 'Utrecht',
        }),
      );
  }
  for (let p = 0; p < participants; p++) {
    const afasId = String(2000000 + p);
    const first = pick(FIRST);
    const last = pick(LAST);
    fx.users.push(
      f('users', {
        afasId,
        email: `deelnemer${afasId}@schaal.example.nl`,
        firstName: first,
        insertion: null,
        lastName: last,
        initials: `${first[0]}.`,
        nickname: null,
        gender: pick(['M', 'V', 'O']),
        dateOfBirth: `19${80 + (p % 19)}-0${(p % 9) + 1}-1${p % 9}T00:00:00Z`,
        bigId: String(10000000000 + p),
        participantId: `S${afasId.slice(-5)}`,
        phoneMobile: '0612345678',
        addressStreet: 'Domplein',
        addressHouseNumber: String((p % 200) + 1),
        addressHouseNumberAddition: null,
        addressPostalCode: '3512 JC',
        addressTown: 'Utrecht',
        addressCountryCode: 'NL',
        participant: 1,
      }),
    );
    const programme = `OPL-${p % 7}`;
    fx.educations.push(
      f('educations', {
        personId: afasId,
        afasId: programme,
        name: `Opleiding ${p % 7}`,
        status: 'definitely_placed',
        furtherEducation: 0,
        fullTimePercentage: 100,
        startDate: '2025-09-01T00:00:00Z',
        cohortName: `Cohort ${2020 + (p % 6)}`,
      }),
    );
    fx.periods.push(
      f('periods', {
        afasId: `P${afasId}`,
        personId: afasId,
        educationId: programme,
        name: 'Periode 1',
        institution: 'UMC Utrecht',
        startDate: '2025-09-01T00:00:00Z',
        endDate: '2026-08-31T00:00:00Z',
        sortOrder: 1,
      }),
    );
    for (let m = 0; m < TYPES.length; m++) {
      const [type, kind] = TYPES[m]!;
      const moduleId = `${afasId}${m}`;
      fx.modules.push(
        f('modules', {
          afasId: moduleId,
          personId: afasId,
          educationId: programme,
          moduleCode: `MOD${(p + m) % 20}`,
          type,
          kind,
          name: `Module ${type} ${m + 1}`,
          startDate: '2025-09-01T00:00:00Z',
          endDate: null,
        }),
      );
      if (m < 3) {
        const event = String(40001 + ((p * 3 + m) % EVENTS));
        fx.enrolments.push(f('enrolments', { afasId: `E${moduleId}`, personId: afasId, eventId: event, moduleId }));
        fx.presence.push(
          f('presence', {
            afasId: `A${moduleId}`,
            personId: afasId,
            moduleId,
            sessionId: `${event}-1`,
            present: p % 4 === 0 ? 0 : 1,
          }),
        );
      }
    }
  }
  return Object.fromEntries(
    Object.entries(fx).map(([entity, rows]) => [c[entity as keyof AfasConnectors].connector, rows]),
  );
}
