// What the phases share: the plan, the catalogue and the small lists kept in memory for the whole run (staff,
// participants with their educations, forms, events). Large sets (modules, assignments) are never kept: the
// phases that need their ids regenerate them from the skeleton streams (skeleton.ts).
import type { ParticipantStatus } from '@portal/contracts';
import type { Db } from '../../client';
import { buildCatalogue, type Programme } from './catalogue';
import { FURTHER_EDUCATION_SHARE, type ScalePlan } from './plan';
import { type Random, STREAM, dayFrom } from './random';

/** The domain of every synthetic address, so nobody mistakes the data set for real people. */
export const EMAIL_DOMAIN = 'scale.demo.nl';

export interface Person {
  id: string;
  email: string;
  firstName: string;
  insertion: string | null;
  lastName: string;
  fullName: string;
  afasId: string | null;
}

export interface StaffLists {
  admins: Person[];
  teachers: Person[];
  practicalTrainers: Person[];
  instituteEducators: Person[];
  programAssistants: Person[];
}

export interface EducationSeed {
  id: string;
  /** Unique over all educations: keys the education's own random streams. */
  ordinal: number;
  programme: Programme;
  startDay: string;
  /** Share of the curriculum behind the participant (0 to 1): decides module and assignment states. */
  progress: number;
  status: ParticipantStatus;
  instituteEducator: Person;
  practicalTrainer: Person;
  programAssistant: Person;
}

export interface ParticipantSeed extends Person {
  index: number;
  educations: EducationSeed[];
}

export interface FormSeed {
  id: string;
  title: string;
  grade: boolean;
  valuation: boolean;
  /** Fields a participant fills in, for entry values. */
  fillable: { id: string; type: 'text' | 'textarea' | 'number' | 'date' | 'choicelist'; optionIds: string[] }[];
}

export interface EventSeed {
  id: string;
  afasId: string;
  name: string;
  quarter: number;
  startDate: string;
  endDate: string;
  points: number | null;
  workshops: boolean;
  /** Plenary sessions, then the workshop sessions (one group at the same time: a participant picks one). */
  sessions: { id: string; date: string; workshop: boolean }[];
}

export interface ScaleContext {
  db: Db;
  random: Random;
  plan: ScalePlan;
  seedValue: number;
  passwordHash: string;
  catalogue: { main: Programme[]; further: Programme[] };
  staff: StaffLists;
  participants: ParticipantSeed[];
  forms: FormSeed[];
  evaluationOptionIds: string[];
  /** Event executions per catalogue module code, in quarter order. */
  events: Map<string, EventSeed[]>;
  syncIssues: { id: string; afasId: string }[];
}

/** Splits a Dutch surname into its prefix (tussenvoegsel) and the name itself: "van der Laan" → "van der", "Laan". */
function splitSurname(surname: string): [string | null, string] {
  const match = /^((?:[a-z']+ )+)(.+)$/.exec(surname);
  return match ? [match[1]!.trim(), match[2]!] : [null, surname];
}

function person(random: Random, id: string, email: string, afasId: string | null): Person {
  const firstName = random.faker.person.firstName();
  const [insertion, lastName] = splitSurname(random.faker.person.lastName());
  return {
    id,
    email,
    firstName,
    insertion,
    lastName,
    fullName: [firstName, insertion, lastName].filter(Boolean).join(' '),
    afasId,
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function staffList(random: Random, role: number, count: number, label: string, afasPrefix: string | null) {
  const width = Math.max(4, String(count).length);
  return Array.from({ length: count }, (_, i) => {
    random.stream(STREAM.staff, role, i);
    const afasId = afasPrefix ? `${afasPrefix}${pad(i + 1, 6)}` : null;
    return person(random, random.id(), `${label}-${pad(i + 1, width)}@${EMAIL_DOMAIN}`, afasId);
  });
}

/** Staff of a programme: staff are spread over the programmes round robin (everyone when there are fewer). */
function ofProgramme(list: Person[], programme: number, programmes: number): Person[] {
  if (list.length < programmes) return [list[programme % list.length]!];
  return list.filter((_, i) => i % programmes === programme);
}

/** Builds the in-memory part of the data set: catalogue, staff and participants with their educations. */
export function prepare(
  db: Db,
  random: Random,
  plan: ScalePlan,
  seedValue: number,
  passwordHash: string,
): ScaleContext {
  const catalogue = buildCatalogue(plan.programmes);
  const staff: StaffLists = {
    admins: staffList(random, 1, plan.admins, 'beheerder', null),
    teachers: staffList(random, 2, plan.teachers, 'docent', '2'),
    practicalTrainers: staffList(random, 3, plan.practicalTrainers, 'praktijkopleider', '3'),
    instituteEducators: staffList(random, 4, plan.instituteEducators, 'opleider', '4'),
    programAssistants: staffList(random, 5, plan.programAssistants, 'programma-assistent', '5'),
  };
  const width = Math.max(5, String(plan.participants).length);
  const participants: ParticipantSeed[] = [];
  let ordinal = 0;
  for (let index = 0; index < plan.participants; index++) {
    random.stream(STREAM.participants, index);
    const number = index + 1;
    const seed: ParticipantSeed = {
      ...person(random, random.id(), `deelnemer-${pad(number, width)}@${EMAIL_DOMAIN}`, `1${pad(number, 6)}`),
      index,
      educations: [],
    };
    // Round robin keeps the programmes equally full, which keeps event sizes even.
    const programme = index % plan.programmes;
    const educators = ofProgramme(staff.instituteEducators, programme, plan.programmes);
    const assistants = ofProgramme(staff.programAssistants, programme, plan.programmes);
    // Most participants are well into their programme: the data set is mostly finished work.
    const progress = Math.min(1, 1 - random.faker.number.float() ** 2 + 0.02);
    const startDay = dayFrom(-Math.round(progress * 4 * 365) - random.int(0, 30));
    const main: EducationSeed = {
      id: random.id(),
      ordinal: ordinal++,
      programme: catalogue.main[programme]!,
      startDay,
      progress,
      status: progress >= 1 ? 'finished' : random.chance(0.03) ? 'interruption' : 'definitely_placed',
      instituteEducator: random.pick(educators),
      practicalTrainer: random.pick(staff.practicalTrainers),
      programAssistant: random.pick(assistants),
    };
    seed.educations.push(main);
    if (random.chance(FURTHER_EDUCATION_SHARE)) {
      const furtherProgress = random.faker.number.float({ min: 0.1, max: 1 });
      seed.educations.push({
        ...main,
        id: random.id(),
        ordinal: ordinal++,
        programme: catalogue.further[programme]!,
        startDay: dayFrom(-Math.round(furtherProgress * 365)),
        progress: furtherProgress,
        status: 'definitely_placed',
      });
    }
    participants.push(seed);
  }
  return {
    db,
    random,
    plan,
    seedValue,
    passwordHash,
    catalogue,
    staff,
    participants,
    forms: [],
    evaluationOptionIds: [],
    events: new Map(),
    syncIssues: [],
  };
}
