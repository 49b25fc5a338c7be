// The institute's programmes and the module catalogue of each: what every participant's education is made of.
// Months count from the start of the participant's cohort, so one catalogue serves every cohort.
import type { InternshipType, ModuleKind, ModuleTypeCode } from '@portal/contracts';
import type { FormKey } from './form-definitions';

export type ProgrammeKey = 'HA' | 'AG' | 'SO' | 'BNS';

export interface ContainerTemplate {
  name: string;
  form: FormKey;
  required: number;
}

export interface ModuleTemplate {
  code: string;
  name: string;
  type: ModuleTypeCode;
  kind: ModuleKind;
  /** Start and end, in months from the cohort's start. */
  from: number;
  to: number;
  /** The form assignments or requests of the module are made with. */
  form?: FormKey;
  containers?: ContainerTemplate[];
  minimumAssignments?: number;
  internshipType?: InternshipType;
  eventRegistrationAllowed?: boolean;
  elearning?: boolean;
  contactHours?: number;
  /** Points a finished module earns (further and elective education). */
  points?: number;
}

export interface Programme {
  key: ProgrammeKey;
  /** The programme's id in AFAS, shared by all its participants (news targets it). */
  afasId: string;
  name: string;
  shortName: string;
  furtherEducation: boolean;
  specialisationId: number;
  durationMonths: number;
  internshipHours: Partial<Record<InternshipType, number>>;
  electiveCourseHours: number;
  electiveCourseBudgetCents: number;
  studyGuideUrl: string;
  moodleCourseId: string;
  modules: ModuleTemplate[];
}

const KPB = (required: number): ContainerTemplate => ({
  name: 'Korte praktijkbeoordelingen (KPB)',
  form: 'kpb',
  required,
});
const VIDEO = (required: number): ContainerTemplate => ({ name: 'Video-opnames consult', form: 'video', required });
const STAGE: ContainerTemplate = { name: 'Stageverslag', form: 'stage', required: 1 };
const GUIDE = 'https://www.demo-opleidingsinstituut.nl/studiegids';

const io = (code: string, name: string, from: number, to: number, contactHours: number): ModuleTemplate => ({
  code,
  name,
  type: 'IO',
  kind: 'education',
  from,
  to,
  form: 'reflection',
  eventRegistrationAllowed: true,
  contactHours,
});
const epa = (code: string, name: string, to: number): ModuleTemplate => ({
  code,
  name,
  type: 'EPA',
  kind: 'epa',
  from: 0,
  to,
  form: 'epa',
});
const requestModule = (code: string, name: string, form: FormKey, to: number): ModuleTemplate => ({
  code,
  name,
  type: 'AANVRAAG',
  kind: 'request',
  from: 0,
  to,
  form,
});
const guidance = (code: string, name: string, form: FormKey, min: number, to: number): ModuleTemplate => ({
  code,
  name,
  type: 'BEG',
  kind: 'guidance',
  from: 0,
  to,
  form,
  minimumAssignments: min,
});

export const PROGRAMMES: Record<ProgrammeKey, Programme> = {
  HA: {
    key: 'HA',
    afasId: 'OPL-HA',
    name: 'Opleiding tot huisarts',
    shortName: 'HA',
    furtherEducation: false,
    specialisationId: 5,
    durationMonths: 36,
    internshipHours: { 1: 160, 3: 320 },
    electiveCourseHours: 40,
    electiveCourseBudgetCents: 150_000,
    studyGuideUrl: `${GUIDE}/huisartsgeneeskunde`,
    moodleCourseId: '1201',
    modules: [
      io('HA-IO-101', 'Terugkomdagen jaar 1: basis huisartsgeneeskunde', 0, 12, 120),
      { ...io('HA-IO-105', 'Basiscursus reanimatie (BLS/AED)', 0, 2, 8), eventRegistrationAllowed: false },
      io('HA-IO-201', 'Terugkomdagen jaar 2: chronische zorg en ouderen', 12, 24, 120),
      io('HA-IO-210', 'Communicatie en consultvoering', 12, 18, 24),
      io('HA-IO-220', 'Landelijke opleidingsdag huisartsgeneeskunde', 12, 24, 7),
      io('HA-IO-301', 'Terugkomdagen jaar 3: de huisarts als ondernemer', 24, 36, 120),
      {
        code: 'HA-IKO-01',
        name: 'Intern keuzeonderwijs: echografie in de huisartspraktijk',
        type: 'IKO',
        kind: 'education',
        from: 10,
        to: 13,
        eventRegistrationAllowed: true,
        contactHours: 16,
        points: 16,
      },
      {
        code: 'HA-EKO-01',
        name: 'Extern keuzeonderwijs: cursus dermatoscopie',
        type: 'EKO',
        kind: 'education',
        from: 8,
        to: 9,
        contactHours: 8,
        points: 8,
      },
      {
        code: 'HA-PRK-1',
        name: 'Praktijkopleiding jaar 1',
        type: 'PRK',
        kind: 'practical',
        from: 0,
        to: 12,
        containers: [KPB(6), VIDEO(2)],
      },
      {
        code: 'HA-STA-2',
        name: 'Stage ouderengeneeskunde',
        type: 'STA',
        kind: 'practical',
        from: 12,
        to: 18,
        internshipType: 3,
        containers: [KPB(3), STAGE],
      },
      {
        code: 'HA-STA-3',
        name: 'Stage acute psychiatrie (GGZ)',
        type: 'STA',
        kind: 'practical',
        from: 18,
        to: 24,
        internshipType: 1,
        containers: [STAGE],
      },
      {
        code: 'HA-PRK-3',
        name: 'Praktijkopleiding jaar 3',
        type: 'PRK',
        kind: 'practical',
        from: 24,
        to: 36,
        containers: [KPB(6), VIDEO(2)],
      },
      epa('HA-EPA-1', 'EPA 1 Acute zorg', 36),
      epa('HA-EPA-2', 'EPA 2 Chronische zorg', 36),
      epa('HA-EPA-3', 'EPA 3 Palliatieve zorg', 36),
      epa('HA-EPA-4', 'EPA 4 Ouderenzorg', 36),
      requestModule('HA-AANV-KO', 'Aanvraag keuzeonderwijs', 'request', 36),
      requestModule('HA-AANV-VR', 'Aanvraag vrijstelling', 'exemption', 36),
      guidance('HA-BEG-POP', 'Persoonlijk ontwikkelplan (POP)', 'reflection', 3, 36),
      guidance('HA-BEG-VG', 'Voortgangsgesprekken', 'progress', 6, 36),
    ],
  },
  AG: {
    key: 'AG',
    afasId: 'OPL-AG',
    name: 'Sociale geneeskunde – Arbeid en gezondheid',
    shortName: 'A&G',
    furtherEducation: false,
    specialisationId: 21,
    durationMonths: 48,
    internshipHours: { 7: 240, 8: 320, 9: 160 },
    electiveCourseHours: 60,
    electiveCourseBudgetCents: 200_000,
    studyGuideUrl: `${GUIDE}/arbeid-en-gezondheid`,
    moodleCourseId: '1305',
    modules: [
      io('AG-IO-01', 'Basismodule arbeid en gezondheid', 0, 6, 64),
      io('AG-IO-02', 'Verzuimbegeleiding en re-integratie', 12, 24, 48),
      io('AG-IO-03', 'Arbeidsomstandigheden en beroepsziekten', 18, 30, 48),
      {
        code: 'AG-IKO-01',
        name: 'Intern keuzeonderwijs: psychosociale arbeidsbelasting',
        type: 'IKO',
        kind: 'education',
        from: 14,
        to: 16,
        contactHours: 12,
        points: 12,
      },
      {
        code: 'AG-EKO-01',
        name: 'Extern keuzeonderwijs: toxicologie',
        type: 'EKO',
        kind: 'education',
        from: 24,
        to: 26,
        points: 16,
      },
      {
        code: 'AG-PRK-01',
        name: 'Praktijkopleiding bedrijfsgeneeskunde',
        type: 'PRK',
        kind: 'practical',
        from: 0,
        to: 48,
        containers: [KPB(8)],
      },
      {
        code: 'AG-STA-01',
        name: 'Stage arbeid en gezondheid',
        type: 'STA',
        kind: 'practical',
        from: 6,
        to: 12,
        internshipType: 7,
        containers: [STAGE],
      },
      {
        code: 'AG-STA-02',
        name: 'Stage arbo en re-integratie',
        type: 'STA',
        kind: 'practical',
        from: 24,
        to: 30,
        internshipType: 8,
        containers: [STAGE],
      },
      epa('AG-EPA-01', 'EPA 1 Sociaal-medische begeleiding', 48),
      epa('AG-EPA-02', 'EPA 2 Preventie van beroepsziekten', 48),
      requestModule('AG-AANV-KO', 'Aanvraag keuzeonderwijs', 'request', 48),
      guidance('AG-BEG-VG', 'Voortgangsgesprekken', 'progress', 8, 48),
    ],
  },
  SO: {
    key: 'SO',
    afasId: 'OPL-SO',
    name: 'Opleiding tot specialist ouderengeneeskunde',
    shortName: 'SO',
    furtherEducation: false,
    specialisationId: 19,
    durationMonths: 36,
    internshipHours: { 1: 240 },
    electiveCourseHours: 40,
    electiveCourseBudgetCents: 150_000,
    studyGuideUrl: `${GUIDE}/ouderengeneeskunde`,
    moodleCourseId: '1410',
    modules: [
      io('SO-IO-01', 'Geriatrische syndromen', 0, 12, 96),
      io('SO-IO-02', 'Dementie en probleemgedrag', 12, 24, 96),
      {
        code: 'SO-IKO-01',
        name: 'Intern keuzeonderwijs: palliatieve sedatie',
        type: 'IKO',
        kind: 'education',
        from: 6,
        to: 8,
        contactHours: 8,
        points: 8,
      },
      {
        code: 'SO-PRK-01',
        name: 'Praktijkopleiding verpleeghuis',
        type: 'PRK',
        kind: 'practical',
        from: 0,
        to: 36,
        containers: [KPB(8)],
      },
      {
        code: 'SO-STA-01',
        name: 'Stage klinische geriatrie',
        type: 'STA',
        kind: 'practical',
        from: 12,
        to: 18,
        internshipType: 1,
        containers: [STAGE],
      },
      epa('SO-EPA-01', 'EPA 1 Multidisciplinair behandelen', 36),
      epa('SO-EPA-02', 'EPA 2 Advance care planning', 36),
      requestModule('SO-AANV-KO', 'Aanvraag keuzeonderwijs', 'request', 36),
      guidance('SO-BEG-VG', 'Voortgangsgesprekken', 'progress', 6, 36),
    ],
  },
  BNS: {
    key: 'BNS',
    afasId: 'BNS',
    name: 'Bij- en nascholing',
    shortName: 'BNS',
    furtherEducation: true,
    specialisationId: 99,
    durationMonths: 24,
    internshipHours: {},
    electiveCourseHours: 0,
    electiveCourseBudgetCents: 0,
    studyGuideUrl: `${GUIDE}/bij-en-nascholing`,
    moodleCourseId: '1900',
    modules: [
      { ...io('BNS-26-01', 'Nascholing diabetes mellitus type 2: de herziene NHG-standaard', 8, 9, 3), points: 3 },
      { ...io('BNS-26-02', 'Nascholing palliatieve zorg thuis', 10, 11, 4), points: 4 },
      { ...io('BNS-26-03', 'Nascholing dermatologie in de huisartspraktijk', 12, 13, 4), points: 4 },
      { ...io('BNS-26-04', 'E-learning antibioticabeleid in de eerste lijn', 0, 24, 2), elearning: true, points: 2 },
    ],
  },
};

const MONTHS_NL = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** "HA september 2025": the cohort a participant started with. */
export function cohortName(programme: Programme, startDate: string): string {
  const month = MONTHS_NL[Number(startDate.slice(5, 7)) - 1] ?? '';
  return `${programme.shortName} ${month} ${startDate.slice(0, 4)}`;
}
