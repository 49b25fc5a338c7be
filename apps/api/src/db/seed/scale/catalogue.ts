// The institute's catalogue: programmes, their curricula (module templates) and the forms they use. Pure data
// derived from indexes, no randomness: every participant of a programme follows the same catalogue modules, which
// is what makes events (one per catalogue module per quarter) and news targeting by programme meaningful.
import type { ModuleKind, ModuleTypeCode } from '@portal/contracts';

export interface ContainerTemplate {
  blueprintId: string;
  name: string;
  formBase: number;
  required: number;
}

export interface ModuleTemplate {
  /** The catalogue code (modules.moduleCode, events.moduleCode). */
  code: string;
  type: ModuleTypeCode;
  kind: ModuleKind;
  name: string;
  /** Where in the programme the module falls, 0 (start) to 1 (end); decides its status for a participant. */
  position: number;
  formBase: number | null;
  containers: ContainerTemplate[];
  eventRegistration: boolean;
  elearning: boolean;
  maxLevel: number | null;
  minimumAssignments: number;
  internshipType: number | null;
  points: number | null;
  contactHours: number | null;
  /** Elective modules (IKO, EKO) are not in every participant's education. */
  elective: boolean;
}

export interface Programme {
  index: number;
  abbreviation: string;
  /** Shared by all participants of the programme (educations.afasId; news targets it). */
  afasId: string;
  name: string;
  further: boolean;
  curriculum: ModuleTemplate[];
}

const PROGRAMMES: readonly (readonly [string, string])[] = [
  ['BG', 'Bedrijfsgeneeskunde'],
  ['VG', 'Verzekeringsgeneeskunde'],
  ['JGZ', 'Jeugdgezondheidszorg'],
  ['IZB', 'Infectieziektebestrijding'],
  ['MMK', 'Medische milieukunde'],
  ['FG', 'Forensische geneeskunde'],
  ['TBC', 'Tuberculosebestrijding'],
  ['AGZ', 'Algemene gezondheidszorg'],
  ['SO', 'Specialisme ouderengeneeskunde'],
  ['AVG', 'Arts verstandelijk gehandicapten'],
  ['MEB', 'Medische beleidsadvisering'],
  ['ASG', 'Arbeid en sociale geneeskunde'],
];

const TOPICS = [
  'Inleiding in het vak',
  'Verzuim en re-integratie',
  'Arbeid en psyche',
  'Beroepsziekten',
  'Toxicologie en blootstelling',
  'Epidemiologie',
  'Evidence-based werken',
  'Ethiek en recht',
  'Communicatie en gespreksvoering',
  'Preventie en gezondheidsbevordering',
  'Sociale zekerheid',
  'Medische advisering',
  'Kwaliteit en veiligheid',
  'Leiderschap en organisatie',
  'Chronische aandoeningen en werk',
  'Bewegingsapparaat',
  'Infectieziekten',
  'Milieu en gezondheid',
  'Crisis en rampen',
  'Jeugd en gezin',
  'Ouderen en kwetsbaarheid',
  'Verslaving',
  'Onderzoek en statistiek',
  'Advisering aan organisaties',
];

const EXTERNAL_COURSES = [
  'Congres arbeid en gezondheid',
  'Cursus motiverende gespreksvoering',
  'Masterclass arbeidsongeschiktheid',
  'E-learning psychische aandoeningen',
  'Symposium preventie',
  'Training mediation',
  'Cursus farmacotherapie',
];

const EPA_ACTIVITIES = [
  'Spreekuur',
  'Verzuimbegeleiding',
  'Advies aan werkgever',
  'Re-integratiebeoordeling',
  'Preventief medisch onderzoek',
  'Multidisciplinair overleg',
];

/** Form titles; each exists in three versions, so there are 60 forms and programmes use different versions. */
export const FORM_BASES: readonly { title: string; grade: boolean; valuation: boolean }[] = [
  { title: 'KPB (korte praktijkbeoordeling)', grade: true, valuation: false },
  { title: 'Casusbespreking', grade: false, valuation: true },
  { title: 'Reflectieverslag', grade: false, valuation: true },
  { title: 'Feedbackgesprek', grade: false, valuation: false },
  { title: 'Observatie spreekuur', grade: true, valuation: true },
  { title: 'Critically appraised topic', grade: true, valuation: false },
  { title: '360-graden feedback', grade: false, valuation: false },
  { title: 'Stageverslag', grade: true, valuation: false },
  { title: 'EPA-niveauaanvraag', grade: false, valuation: true },
  { title: 'Voortgangsgesprek', grade: false, valuation: false },
  { title: 'Logboek begeleiding', grade: false, valuation: false },
  { title: 'Aanvraag keuzeonderwijs', grade: false, valuation: true },
  { title: 'Aanvraag vrijstelling', grade: false, valuation: true },
  { title: 'Reflectie op onderwijs', grade: false, valuation: true },
  { title: 'Inhaalopdracht', grade: false, valuation: true },
  { title: 'Eindtoets module', grade: true, valuation: false },
  { title: 'Portfolio-overzicht', grade: false, valuation: false },
  { title: 'Intervisieverslag', grade: false, valuation: false },
  { title: 'Werkplekbezoek', grade: false, valuation: true },
  { title: 'Evaluatie opleidingsperiode', grade: false, valuation: false },
];
export const FORM_VERSIONS = ['2024', '2025', '2026'] as const;
/** Form bases whose forms carry request fields (points, amount) or an internship type. */
export const REQUEST_FORM_BASES = new Set([11, 12]);
export const INTERNSHIP_FORM_BASE = 7;

const PRACTICAL_CONTAINERS: readonly (readonly [string, string, number])[] = [
  ['KPB', 'KPB', 0],
  ['CBD', 'Casusbespreking', 1],
  ['REF', 'Reflectieverslag', 2],
  ['FBG', 'Feedbackgesprek', 3],
  ['OBS', 'Observatie spreekuur', 4],
  ['CAT', 'Critically appraised topic', 5],
  ['360', '360-graden feedback', 6],
];

/** How many modules of each type a main programme has (40 in all). */
const MAIN_SHAPE: readonly (readonly [ModuleTypeCode, number])[] = [
  ['IO', 12],
  ['IKO', 4],
  ['EKO', 3],
  ['PRK', 6],
  ['STA', 3],
  ['EPA', 6],
  ['AANVRAAG', 2],
  ['BEG', 4],
];
const FURTHER_SHAPE: readonly (readonly [ModuleTypeCode, number])[] = [
  ['IO', 5],
  ['IKO', 3],
  ['EKO', 2],
];

const KIND: Record<ModuleTypeCode, ModuleKind> = {
  IO: 'education',
  IKO: 'education',
  EKO: 'education',
  PRK: 'practical',
  STA: 'practical',
  EPA: 'epa',
  AANVRAAG: 'request',
  BEG: 'guidance',
};

function template(programme: number, abbreviation: string, type: ModuleTypeCode, k: number, count: number) {
  const code = `${abbreviation}-${type}-${String(k + 1).padStart(2, '0')}`;
  const base: ModuleTemplate = {
    code,
    type,
    kind: KIND[type],
    name: '',
    // Spread each type evenly over the programme, so every stage has some of each.
    position: (k + 0.5) / count,
    formBase: null,
    containers: [],
    eventRegistration: false,
    elearning: false,
    maxLevel: null,
    minimumAssignments: 0,
    internshipType: null,
    points: null,
    contactHours: null,
    elective: type === 'IKO' || type === 'EKO',
  };
  const topic = TOPICS[(programme * 5 + k * (type === 'IKO' ? 7 : 1)) % TOPICS.length]!;
  switch (type) {
    case 'IO':
      return { ...base, name: topic, formBase: 13 + (k % 3), eventRegistration: true, contactHours: 6 + (k % 4) * 3 };
    case 'IKO':
      return { ...base, name: `Keuzemodule ${topic.toLowerCase()}`, formBase: 13, eventRegistration: true };
    case 'EKO':
      return { ...base, name: EXTERNAL_COURSES[(programme + k) % EXTERNAL_COURSES.length]!, formBase: 11 };
    case 'PRK':
      return {
        ...base,
        name: `Praktijkopleiding periode ${k + 1}`,
        containers: [0, 1, 2].map((j) => {
          const [key, name, formBase] = PRACTICAL_CONTAINERS[(k * 3 + j + programme) % PRACTICAL_CONTAINERS.length]!;
          return { blueprintId: `${abbreviation}-${key}`, name, formBase, required: 4 + ((k + j) % 3) };
        }),
        minimumAssignments: 12,
      };
    case 'STA':
      return {
        ...base,
        name: `Stage ${k + 1}`,
        containers: [{ blueprintId: `${abbreviation}-STAGE`, name: 'Stageverslag', formBase: 7, required: 4 }],
        internshipType: [1, 2, 3][k % 3]!,
        minimumAssignments: 4,
      };
    case 'EPA':
      return { ...base, name: `EPA ${k + 1}: ${EPA_ACTIVITIES[k % EPA_ACTIVITIES.length]}`, formBase: 8, maxLevel: 5 };
    case 'AANVRAAG':
      return { ...base, name: k === 0 ? 'Aanvraag keuzeonderwijs' : 'Aanvraag vrijstelling', formBase: 11 + (k % 2) };
    case 'BEG':
      return { ...base, name: `Begeleiding jaar ${k + 1}`, formBase: [9, 10, 17, 19][k % 4]!, minimumAssignments: 4 };
  }
}

function curriculum(programme: number, abbreviation: string, shape: typeof MAIN_SHAPE, further: boolean) {
  const modules: ModuleTemplate[] = [];
  for (const [type, count] of shape) {
    for (let k = 0; k < count; k++) {
      const module = template(programme, abbreviation, type, k, count);
      // Further education (Bij- en nascholing) counts accreditation points per module.
      modules.push(further ? { ...module, points: 2 + ((programme + k) % 4) * 2 } : module);
    }
  }
  return modules.sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
}

/** The main programmes and, for each, its further-education programme (Bij- en nascholing). */
export function buildCatalogue(count: number): { main: Programme[]; further: Programme[] } {
  const main: Programme[] = [];
  const further: Programme[] = [];
  for (let i = 0; i < count; i++) {
    const [abbreviation, name] = PROGRAMMES[i % PROGRAMMES.length]!;
    const afasNumber = String(i + 1).padStart(3, '0');
    main.push({
      index: i,
      abbreviation,
      afasId: `OPL${afasNumber}`,
      name,
      further: false,
      curriculum: curriculum(i, abbreviation, MAIN_SHAPE, false),
    });
    further.push({
      index: i,
      abbreviation: `BNS-${abbreviation}`,
      afasId: `BNS${afasNumber}`,
      name: `Bij- en nascholing ${name.toLowerCase()}`,
      further: true,
      curriculum: curriculum(i, `BNS-${abbreviation}`, FURTHER_SHAPE, true),
    });
  }
  return { main, further };
}

/** Index into the 60 forms of a form base for a programme (programmes use different versions). */
export function formIndex(formBase: number, programme: number): number {
  return formBase * FORM_VERSIONS.length + (programme % FORM_VERSIONS.length);
}
