import {
  EVENT_STATUSES,
  GENDERS,
  MODULE_KINDS,
  MODULE_TYPE_CODES,
  PARTICIPANT_STATUSES,
  type EventStatus,
  type Gender,
  type ModuleKind,
  type ModuleTypeCode,
  type ParticipantStatus,
} from '@portal/contracts';
import type { AfasConnectors, AfasEntity, AfasRow } from '../../integrations/afas';
import { parseAfasDate } from '../../integrations/afas';

// AFAS rows (flat, keyed by the configured field ids) turned into the values our tables keep. A value AFAS cannot
// give us in a usable form is a `RecordError`: the person or event it belongs to is not written, and a sync issue
// says which field of which record.

/** A record AFAS sent that the portal cannot use as it is; `kind` identifies "the same failure" for sync issues. */
export class RecordError extends Error {
  override name = 'RecordError';
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PersonValues {
  email: string;
  firstName: string;
  insertion: string | null;
  lastName: string;
  initials: string | null;
  nickname: string | null;
  gender: Gender | null;
  dateOfBirth: string | null;
  bigId: string | null;
  participantId: string | null;
  phoneMobile: string | null;
  addressStreet: string | null;
  addressHouseNumber: string | null;
  addressHouseNumberAddition: string | null;
  addressPostalCode: string | null;
  addressTown: string | null;
  addressCountryCode: string | null;
}
export interface AfasPerson {
  afasId: string;
  participant: boolean;
  values: PersonValues;
}
export interface AfasEducation {
  afasId: string;
  values: {
    name: string;
    status: ParticipantStatus;
    furtherEducation: boolean;
    fullTimePercentage: number;
    startDate: string | null;
    cohortName: string | null;
  };
}
export interface AfasModule {
  afasId: string;
  educationAfasId: string;
  values: {
    moduleCode: string;
    type: ModuleTypeCode;
    moduleType: ModuleKind;
    publishedName: string;
    startDate: string | null;
    endDate: string | null;
  };
}
export interface AfasEnrolment {
  afasId: string;
  eventAfasId: string;
  moduleAfasId: string;
}
export interface AfasPresence {
  afasId: string;
  moduleAfasId: string;
  sessionAfasId: string;
  present: boolean | null;
}
export interface AfasPeriod {
  afasId: string;
  educationAfasId: string;
  values: {
    name: string;
    institution: string | null;
    startDate: string | null;
    endDate: string | null;
    sortOrder: number;
  };
}
export interface AfasEvent {
  afasId: string;
  values: {
    moduleCode: string;
    name: string;
    status: EventStatus;
    startDate: string;
    endDate: string | null;
    capacity: number | null;
    moodleCourseId: string | null;
  };
}
export interface AfasSession {
  afasId: string;
  eventAfasId: string;
  values: {
    title: string;
    date: string;
    startTime: string | null;
    endTime: string | null;
    locationDescription: string | null;
  };
}

/** Everything AFAS holds about one person. */
export interface PersonBundle {
  person: AfasPerson;
  educations: AfasEducation[];
  modules: AfasModule[];
  enrolments: AfasEnrolment[];
  presence: AfasPresence[];
  periods: AfasPeriod[];
}

/** Reads the logical fields of one entity from a row, with typed getters that name the record in their errors. */
function reader<E extends AfasEntity>(connectors: AfasConnectors, entity: E, row: AfasRow, label: string) {
  const ids = connectors[entity].fields as Record<string, string>;
  const raw = (field: keyof AfasConnectors[E]['fields'] & string) => {
    const id = ids[field]!;
    const v = row[id];
    return v === undefined || v === '' ? null : v;
  };
  const fail = (field: string, what: string): never => {
    throw new RecordError(
      `invalid_${entity}_${field}`,
      `${label}: ${what} (${connectors[entity].connector}.${ids[field]})`,
    );
  };
  const text = (field: keyof AfasConnectors[E]['fields'] & string): string | null => {
    const v = raw(field);
    return v === null ? null : String(v).trim() || null;
  };
  const required = (field: keyof AfasConnectors[E]['fields'] & string, name: string): string =>
    text(field) ?? fail(field, `${name} ontbreekt`);
  const date = (field: keyof AfasConnectors[E]['fields'] & string): string | null => {
    const v = text(field);
    if (v === null) return null;
    try {
      return parseAfasDate(v);
    } catch {
      return fail(field, `ongeldige datum '${v}'`);
    }
  };
  const time = (field: keyof AfasConnectors[E]['fields'] & string): string | null => {
    const v = text(field);
    if (v === null) return null;
    const m = /(?:T|^)(\d{2}):(\d{2})(?::(\d{2}))?/.exec(v);
    return m ? `${m[1]}:${m[2]}:${m[3] ?? '00'}` : fail(field, `ongeldige tijd '${v}'`);
  };
  const int = (field: keyof AfasConnectors[E]['fields'] & string): number | null => {
    const v = raw(field);
    if (v === null) return null;
    const n = Number(v);
    return Number.isInteger(n) ? n : fail(field, `geen geheel getal '${String(v)}'`);
  };
  const bool = (field: keyof AfasConnectors[E]['fields'] & string): boolean | null => {
    const v = raw(field);
    if (v === null) return null;
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false') return false;
    return fail(field, `geen ja/nee-waarde '${String(v)}'`);
  };
  const oneOf = <T extends string>(
    field: keyof AfasConnectors[E]['fields'] & string,
    allowed: readonly T[],
  ): T | null => {
    const v = text(field);
    if (v === null) return null;
    return (allowed as readonly string[]).includes(v) ? (v as T) : fail(field, `onbekende waarde '${v}'`);
  };
  return { text, required, date, time, int, bool, oneOf, fail };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readPerson(c: AfasConnectors, row: AfasRow): AfasPerson {
  const afasId = String(row[c.users.fields.afasId] ?? '');
  const r = reader(c, 'users', row, `Persoon ${afasId}`);
  const email = r.required('email', 'e-mailadres');
  if (!EMAIL.test(email)) r.fail('email', `ongeldig e-mailadres '${email}'`);
  return {
    afasId: r.required('afasId', 'AFAS-nummer'),
    participant: r.bool('participant') ?? false,
    values: {
      email,
      firstName: r.required('firstName', 'voornaam'),
      insertion: r.text('insertion'),
      lastName: r.required('lastName', 'achternaam'),
      initials: r.text('initials'),
      nickname: r.text('nickname'),
      gender: r.oneOf('gender', GENDERS),
      dateOfBirth: r.date('dateOfBirth'),
      bigId: r.text('bigId'),
      participantId: r.text('participantId'),
      phoneMobile: r.text('phoneMobile'),
      addressStreet: r.text('addressStreet'),
      addressHouseNumber: r.text('addressHouseNumber'),
      addressHouseNumberAddition: r.text('addressHouseNumberAddition'),
      addressPostalCode: r.text('addressPostalCode'),
      addressTown: r.text('addressTown'),
      addressCountryCode: r.text('addressCountryCode'),
    },
  };
}

export function readEducation(c: AfasConnectors, row: AfasRow, personId: string): AfasEducation {
  const r = reader(c, 'educations', row, `Persoon ${personId}, opleiding ${String(row[c.educations.fields.afasId])}`);
  return {
    afasId: r.required('afasId', 'opleidingscode'),
    values: {
      name: r.required('name', 'naam'),
      status: r.oneOf('status', PARTICIPANT_STATUSES) ?? 'definitely_placed',
      furtherEducation: r.bool('furtherEducation') ?? false,
      fullTimePercentage: r.int('fullTimePercentage') ?? 100,
      startDate: r.date('startDate'),
      cohortName: r.text('cohortName'),
    },
  };
}

export function readModule(c: AfasConnectors, row: AfasRow, personId: string): AfasModule {
  const r = reader(c, 'modules', row, `Persoon ${personId}, module ${String(row[c.modules.fields.afasId])}`);
  return {
    afasId: r.required('afasId', 'modulenummer'),
    educationAfasId: r.required('educationId', 'opleidingscode'),
    values: {
      moduleCode: r.required('moduleCode', 'cursuscode'),
      type: r.oneOf('type', MODULE_TYPE_CODES) ?? r.fail('type', 'moduletype ontbreekt'),
      moduleType: r.oneOf('kind', MODULE_KINDS) ?? r.fail('kind', 'modulesoort ontbreekt'),
      publishedName: r.required('name', 'naam'),
      startDate: r.date('startDate'),
      endDate: r.date('endDate'),
    },
  };
}

export function readEnrolment(c: AfasConnectors, row: AfasRow, personId: string): AfasEnrolment {
  const r = reader(
    c,
    'enrolments',
    row,
    `Persoon ${personId}, inschrijving ${String(row[c.enrolments.fields.afasId])}`,
  );
  return {
    afasId: r.required('afasId', 'inschrijvingsnummer'),
    eventAfasId: r.required('eventId', 'uitvoering'),
    moduleAfasId: r.required('moduleId', 'module'),
  };
}

export function readPresence(c: AfasConnectors, row: AfasRow, personId: string): AfasPresence {
  const r = reader(c, 'presence', row, `Persoon ${personId}, presentie ${String(row[c.presence.fields.afasId])}`);
  return {
    afasId: r.required('afasId', 'presentienummer'),
    moduleAfasId: r.required('moduleId', 'module'),
    sessionAfasId: r.required('sessionId', 'sessie'),
    present: r.bool('present'),
  };
}

export function readPeriod(c: AfasConnectors, row: AfasRow, personId: string): AfasPeriod {
  const r = reader(c, 'periods', row, `Persoon ${personId}, periode ${String(row[c.periods.fields.afasId])}`);
  return {
    afasId: r.required('afasId', 'periodenummer'),
    educationAfasId: r.required('educationId', 'opleidingscode'),
    values: {
      name: r.required('name', 'naam'),
      institution: r.text('institution'),
      startDate: r.date('startDate'),
      endDate: r.date('endDate'),
      sortOrder: r.int('sortOrder') ?? 0,
    },
  };
}

export function readEvent(c: AfasConnectors, row: AfasRow): AfasEvent {
  const r = reader(c, 'events', row, `Uitvoering ${String(row[c.events.fields.afasId])}`);
  return {
    afasId: r.required('afasId', 'uitvoeringsnummer'),
    values: {
      moduleCode: r.required('moduleCode', 'cursuscode'),
      name: r.required('name', 'naam'),
      status: r.oneOf('status', EVENT_STATUSES) ?? 'provisional',
      startDate: r.date('startDate') ?? r.fail('startDate', 'begindatum ontbreekt'),
      endDate: r.date('endDate'),
      capacity: r.int('capacity'),
      moodleCourseId: r.text('moodleCourseId'),
    },
  };
}

export function readSession(c: AfasConnectors, row: AfasRow): AfasSession {
  const eventId = String(row[c.sessions.fields.eventId] ?? '');
  const r = reader(c, 'sessions', row, `Uitvoering ${eventId}, sessie ${String(row[c.sessions.fields.afasId])}`);
  return {
    afasId: r.required('afasId', 'sessienummer'),
    eventAfasId: r.required('eventId', 'uitvoering'),
    values: {
      title: r.required('title', 'titel'),
      date: r.date('date') ?? r.fail('date', 'datum ontbreekt'),
      startTime: r.time('startTime'),
      endTime: r.time('endTime'),
      locationDescription: r.text('locationDescription'),
    },
  };
}
