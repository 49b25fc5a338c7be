/**
 * Which GetConnector and which field ids feed each of our entities. GetConnectors are defined per AFAS customer, so
 * this is configuration (`AFAS_CONNECTORS`, JSON merged over these defaults); the defaults are the institute's own
 * definitions and what the simulator serves. See the README section "AFAS Profit".
 */
export const DEFAULT_AFAS_CONNECTORS = {
  /** People (participants and staff). */
  users: {
    connector: 'Portal_Persons',
    fields: {
      afasId: 'BcCo',
      email: 'EmAd',
      firstName: 'FiNm',
      insertion: 'Is',
      lastName: 'LaNm',
      initials: 'In',
      nickname: 'CaNm',
      gender: 'ViGe',
      dateOfBirth: 'DaBi',
      bigId: 'BigNr',
      participantId: 'DnNr',
      phoneMobile: 'MbNr',
      addressStreet: 'Ad',
      addressHouseNumber: 'HmNr',
      addressHouseNumberAddition: 'HmAd',
      addressPostalCode: 'ZpCd',
      addressTown: 'Rs',
      addressCountryCode: 'CoId',
      /** `1` when the person is a participant (gets ROLE_PARTICIPANT when the account is made). */
      participant: 'IsDn',
    },
  },
  /** A person's education (programme). */
  educations: {
    connector: 'Portal_Educations',
    fields: {
      personId: 'BcCo',
      afasId: 'OplId',
      name: 'OplNm',
      status: 'St',
      furtherEducation: 'BnS',
      fullTimePercentage: 'DtPerc',
      startDate: 'DaBe',
      cohortName: 'Coh',
    },
  },
  /** A module of a person's education (course membership). */
  modules: {
    connector: 'Portal_Modules',
    fields: {
      afasId: 'CrMbId',
      personId: 'BcCo',
      educationId: 'OplId',
      moduleCode: 'CrId',
      type: 'Type',
      kind: 'Kind',
      name: 'CrNm',
      startDate: 'DaBe',
      endDate: 'DaEn',
    },
  },
  /** Course events (executions of catalogue modules). */
  events: {
    connector: 'Portal_CourseEvents',
    fields: {
      afasId: 'CdId',
      moduleCode: 'CrId',
      name: 'Ds',
      status: 'St',
      startDate: 'DaBe',
      endDate: 'DaEn',
      capacity: 'MaxP',
      moodleCourseId: 'MoId',
    },
  },
  /** Sessions of a course event (KnSession). */
  sessions: {
    connector: 'Portal_CourseSessions',
    fields: {
      afasId: 'SeId',
      eventId: 'CdId',
      title: 'Ds',
      date: 'DaSe',
      startTime: 'TiBe',
      endTime: 'TiEn',
      locationDescription: 'Loc',
    },
  },
  /** A person's enrolment in an event through one of their modules (KnCourseMember). */
  enrolments: {
    connector: 'Portal_CourseMembers',
    fields: { afasId: 'CmId', personId: 'BcCo', eventId: 'CdId', moduleId: 'CrMbId' },
  },
  /** Presence at a session (KnCourseSessionMember, attendance `Pres`). */
  presence: {
    connector: 'Portal_SessionMembers',
    fields: { afasId: 'SmId', personId: 'BcCo', moduleId: 'CrMbId', sessionId: 'SeId', present: 'Pres' },
  },
  /** Practical-training periods of an education. */
  periods: {
    connector: 'Portal_Periods',
    fields: {
      afasId: 'PeId',
      personId: 'BcCo',
      educationId: 'OplId',
      name: 'Ds',
      institution: 'Inst',
      startDate: 'DaBe',
      endDate: 'DaEn',
      sortOrder: 'Vlg',
    },
  },
} as const;

type Defaults = typeof DEFAULT_AFAS_CONNECTORS;
/** The mapping in use: every entity with its connector id and a field id per logical field. */
export type AfasConnectors = {
  [E in keyof Defaults]: { connector: string; fields: { [F in keyof Defaults[E]['fields']]: string } };
};
export type AfasEntity = keyof AfasConnectors;

/** Overrides from configuration (any entity, its connector id and any of its field ids). */
export type AfasConnectorOverrides = {
  [E in AfasEntity]?: { connector?: string; fields?: Partial<AfasConnectors[E]['fields']> };
};

/** The defaults with the configured overrides applied; unknown entities or fields are an error. */
export function resolveConnectors(overrides: AfasConnectorOverrides = {}): AfasConnectors {
  const out = structuredClone(DEFAULT_AFAS_CONNECTORS) as unknown as AfasConnectors;
  for (const [entity, override] of Object.entries(overrides) as [AfasEntity, AfasConnectorOverrides[AfasEntity]][]) {
    const target = out[entity] as { connector: string; fields: Record<string, string> } | undefined;
    if (!target) throw new Error(`AFAS_CONNECTORS: unknown entity "${entity}"`);
    if (override?.connector) target.connector = override.connector;
    for (const [field, id] of Object.entries(override?.fields ?? {})) {
      if (!(field in target.fields)) throw new Error(`AFAS_CONNECTORS: unknown field "${entity}.${field}"`);
      target.fields[field] = id as string;
    }
  }
  return out;
}
