// The executions (uitvoeringen) on the agenda, in days from the day of seeding: some past, some coming.
import type { EventStaffRole, EventStatus } from '@portal/contracts';
import type { DemoLoginKey } from './logins';

export type EventKey =
  | 'ha201a'
  | 'ha201b'
  | 'ha201c'
  | 'ha201d'
  | 'ha210a'
  | 'ha210b'
  | 'ha220'
  | 'haiko'
  | 'ha101'
  | 'ag02'
  | 'ag03'
  | 'so01'
  | 'so02'
  | 'bns1'
  | 'bns2'
  | 'bns3'
  | `past${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

export interface Place {
  locationDescription: string;
  street: string | null;
  number: string | null;
  postalCode: string | null;
  city: string | null;
}

export const PLACES = {
  utrecht: {
    locationDescription: 'Opleidingscentrum Domstad, zaal 2.14',
    street: 'Catharijnesingel',
    number: '52',
    postalCode: '3511 GC',
    city: 'Utrecht',
  },
  jaarbeurs: {
    locationDescription: 'Jaarbeurs Utrecht, Beatrixgebouw',
    street: 'Jaarbeursplein',
    number: '6',
    postalCode: '3521 AL',
    city: 'Utrecht',
  },
  amersfoort: {
    locationDescription: 'Vergadercentrum Eemhof',
    street: 'Stationsplein',
    number: '3',
    postalCode: '3818 LE',
    city: 'Amersfoort',
  },
  zwolle: {
    locationDescription: 'Onderwijscentrum Isala-kwartier',
    street: 'Dokter van Heesweg',
    number: '2',
    postalCode: '8025 AB',
    city: 'Zwolle',
  },
  rotterdam: {
    locationDescription: 'Onderwijscentrum Maasstad',
    street: 'Weena',
    number: '505',
    postalCode: '3013 AL',
    city: 'Rotterdam',
  },
  nijmegen: {
    locationDescription: 'Collegezaal Heyendaal',
    street: 'Heyendaalseweg',
    number: '141',
    postalCode: '6525 AJ',
    city: 'Nijmegen',
  },
} satisfies Record<string, Place>;
export type PlaceKey = keyof typeof PLACES | 'online';

/** The Zoom meeting of an online session (the agenda's Zoom options), one per event. */
export function onlineMeeting(eventAfasId: string) {
  const digits = `845${eventAfasId.padStart(8, '0')}`;
  return {
    locationDescription: 'Online (Zoom)',
    meetingUrl: `https://zoom.us/j/${digits}`,
    meetingId: `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`,
    meetingPassword: `Opleiding${eventAfasId.slice(-2)}`,
  };
}

export interface SessionDefinition {
  title: string;
  /** Days from the day of seeding, moved to the nearest weekday away from today (see DemoClock.workday). */
  day: number;
  start?: string;
  end?: string;
  allDay?: boolean;
  place: PlaceKey | null;
  info?: string;
  /** A workshop with its number of places; sessions without it are plenary. */
  workshopMax?: number;
}

export interface EventDefinition {
  key: EventKey;
  moduleCode: string;
  name: string;
  description: string;
  status: EventStatus;
  capacity?: number;
  /** Participants choose workshops (sessions with `workshopMax`); choices close five days before. */
  workshops?: boolean;
  points?: number;
  /** Without one the learning-material link is disabled ('Moodle ID ontbreekt in AFAS Profit'). */
  moodleCourseId: string | null;
  staff: [DemoLoginKey | 'teacher2', EventStaffRole, boolean][];
  sessions: SessionDefinition[];
}

const RETURN_DAY_STAFF: EventDefinition['staff'] = [
  ['teacher', 'teacher', false],
  ['educator', 'educator', true],
  ['assistant', 'program_assistant', true],
];

const returnDay = (title: string, day: number, place: PlaceKey, morning: string, afternoon: string) => [
  { title: `Ochtend: ${morning}`, day, start: '09:30', end: '12:30', place },
  { title: `Middag: ${afternoon}`, day, start: '13:30', end: '16:30', place, info: title },
];

export const EVENT_DEFINITIONS: readonly EventDefinition[] = [
  {
    key: 'ha201a',
    moduleCode: 'HA-IO-201',
    name: 'Terugkomdag jaar 2 – blok 3: chronische zorg',
    description: 'Diabetes, cardiovasculair risicomanagement en longziekten in de huisartspraktijk.',
    status: 'finished',
    capacity: 24,
    moodleCourseId: '5211',
    staff: RETURN_DAY_STAFF,
    sessions: returnDay('Blok 3', -35, 'utrecht', 'diabetes en CVRM', 'COPD en astma'),
  },
  {
    key: 'ha201b',
    moduleCode: 'HA-IO-201',
    name: 'Terugkomdag jaar 2 – blok 4: ouderenzorg',
    description: 'Kwetsbare ouderen, valpreventie en polyfarmacie.',
    status: 'finished',
    capacity: 24,
    moodleCourseId: '5212',
    staff: RETURN_DAY_STAFF,
    sessions: returnDay('Blok 4', -7, 'amersfoort', 'kwetsbare ouderen', 'polyfarmacie en medicatiereview'),
  },
  {
    key: 'ha201c',
    moduleCode: 'HA-IO-201',
    name: 'Terugkomdag jaar 2 – blok 5: multimorbiditeit',
    description: 'Zorg voor patiënten met meerdere chronische aandoeningen; samenwerken in de wijk.',
    status: 'definitive',
    capacity: 24,
    moodleCourseId: '5213',
    staff: RETURN_DAY_STAFF,
    sessions: returnDay('Blok 5', 7, 'utrecht', 'multimorbiditeit', 'samenwerken met de wijkverpleging'),
  },
  {
    key: 'ha201d',
    moduleCode: 'HA-IO-201',
    name: 'Terugkomdag jaar 2 – blok 6: palliatieve zorg',
    description: 'Palliatieve zorg thuis, met een workshop naar keuze en de deadline van het voortgangsportfolio.',
    status: 'provisional',
    capacity: 24,
    workshops: true,
    moodleCourseId: null,
    staff: RETURN_DAY_STAFF,
    sessions: [
      { title: 'Ochtend: palliatieve zorg thuis', day: 42, start: '09:30', end: '12:30', place: 'utrecht' },
      {
        title: 'Workshop proactieve zorgplanning',
        day: 42,
        start: '13:30',
        end: '16:30',
        place: 'utrecht',
        workshopMax: 12,
      },
      {
        title: 'Workshop pijn en benauwdheid',
        day: 42,
        start: '13:30',
        end: '16:30',
        place: 'utrecht',
        workshopMax: 12,
      },
      {
        title: 'Workshop palliatieve sedatie',
        day: 42,
        start: '13:30',
        end: '16:30',
        place: 'utrecht',
        workshopMax: 12,
      },
      { title: 'Deadline voortgangsportfolio jaar 2', day: 49, allDay: true, place: null },
    ],
  },
  {
    key: 'ha210a',
    moduleCode: 'HA-IO-210',
    name: 'Communicatie en consultvoering – groep A',
    description: 'Het consult in fasen en het slecht-nieuwsgesprek, met trainingsacteurs.',
    status: 'finished',
    capacity: 12,
    moodleCourseId: '5220',
    staff: [
      ['teacher', 'teacher', false],
      ['teacher2', 'teacher', false],
      ['assistant', 'program_assistant', true],
    ],
    sessions: [
      { title: 'Dag 1: het consult in fasen', day: -28, start: '09:30', end: '16:00', place: 'utrecht' },
      { title: 'Dag 2: slecht-nieuwsgesprekken (online)', day: -21, start: '13:00', end: '16:00', place: 'online' },
    ],
  },
  {
    key: 'ha210b',
    moduleCode: 'HA-IO-210',
    name: 'Communicatie en consultvoering – groep B',
    description: 'Het consult in fasen en het slecht-nieuwsgesprek, met trainingsacteurs.',
    status: 'definitive',
    capacity: 12,
    moodleCourseId: '5221',
    staff: [
      ['multi', 'teacher', false],
      ['teacher', 'teacher', false],
      ['assistant', 'program_assistant', true],
    ],
    sessions: [
      { title: 'Dag 1: het consult in fasen', day: -14, start: '09:30', end: '16:00', place: 'zwolle' },
      { title: 'Dag 2: slecht-nieuwsgesprekken', day: 3, start: '09:30', end: '12:30', place: 'zwolle' },
    ],
  },
  {
    key: 'ha220',
    moduleCode: 'HA-IO-220',
    name: 'Landelijke opleidingsdag huisartsgeneeskunde',
    description: 'Een dag met alle aios huisartsgeneeskunde: plenaire lezingen en twee workshoprondes naar keuze.',
    status: 'definitive',
    workshops: true,
    moodleCourseId: '5230',
    staff: [
      ['educator', 'educator', true],
      ['assistant', 'program_assistant', true],
      ['teacher', 'teacher', false],
    ],
    sessions: [
      { title: 'Opening en keynote: de huisarts in 2035', day: 14, start: '09:30', end: '10:30', place: 'jaarbeurs' },
      { title: 'Workshop dermatoscopie', day: 14, start: '11:00', end: '12:30', place: 'jaarbeurs', workshopMax: 6 },
      {
        title: 'Workshop echografie bij spoed',
        day: 14,
        start: '11:00',
        end: '12:30',
        place: 'jaarbeurs',
        workshopMax: 12,
      },
      {
        title: 'Workshop consulten met een tolk',
        day: 14,
        start: '11:00',
        end: '12:30',
        place: 'jaarbeurs',
        workshopMax: 10,
      },
      {
        title: 'Workshop het zieke kind met koorts',
        day: 14,
        start: '13:30',
        end: '15:00',
        place: 'jaarbeurs',
        workshopMax: 15,
      },
      {
        title: 'Workshop leefstijlgeneeskunde',
        day: 14,
        start: '13:30',
        end: '15:00',
        place: 'jaarbeurs',
        workshopMax: 12,
      },
      {
        title: 'Workshop euthanasieverzoeken',
        day: 14,
        start: '13:30',
        end: '15:00',
        place: 'jaarbeurs',
        workshopMax: 8,
      },
      { title: 'Plenaire afsluiting', day: 14, start: '15:30', end: '16:30', place: 'jaarbeurs' },
    ],
  },
  {
    key: 'haiko',
    moduleCode: 'HA-IKO-01',
    name: 'Echografie in de huisartspraktijk',
    description: 'Praktijkcursus point-of-care-echografie in twee dagen.',
    status: 'finished',
    capacity: 10,
    moodleCourseId: '5240',
    staff: [
      ['teacher2', 'teacher', false],
      ['assistant', 'program_assistant', true],
    ],
    sessions: [
      { title: 'Dag 1: basis en abdomen', day: -60, start: '09:00', end: '17:00', place: 'zwolle' },
      { title: 'Dag 2: vaten en zwangerschap', day: -53, start: '09:00', end: '17:00', place: 'zwolle' },
    ],
  },
  {
    key: 'ha101',
    moduleCode: 'HA-IO-101',
    name: 'Terugkomdag jaar 1 – blok 2: de huisartsgeneeskundige methode',
    description: 'Klachtgericht werken, NHG-standaarden en het SOEP-verslag.',
    status: 'definitive',
    capacity: 24,
    moodleCourseId: '5201',
    staff: RETURN_DAY_STAFF,
    sessions: returnDay('Blok 2', 2, 'utrecht', 'klachtgericht werken', 'verslaglegging volgens SOEP'),
  },
  {
    key: 'ag02',
    moduleCode: 'AG-IO-02',
    name: 'Verzuimbegeleiding en re-integratie',
    description: 'Probleemanalyse, plan van aanpak en de Wet verbetering poortwachter.',
    status: 'definitive',
    capacity: 20,
    moodleCourseId: '5310',
    staff: [
      ['teacher2', 'teacher', false],
      ['educator', 'educator', true],
      ['twoFactor', 'program_assistant', true],
    ],
    sessions: [
      { title: 'Bijeenkomst 1: de probleemanalyse (online)', day: -10, start: '13:00', end: '17:00', place: 'online' },
      {
        title: 'Bijeenkomst 2: re-integratie in de praktijk',
        day: 11,
        start: '09:30',
        end: '16:30',
        place: 'rotterdam',
      },
    ],
  },
  {
    key: 'ag03',
    moduleCode: 'AG-IO-03',
    name: 'Arbeidsomstandigheden en beroepsziekten',
    description: 'Blootstelling, beroepsziekten melden en het arbeidsomstandighedenspreekuur.',
    status: 'provisional',
    capacity: 20,
    moodleCourseId: '5311',
    staff: [
      ['teacher', 'teacher', false],
      ['twoFactor', 'program_assistant', true],
    ],
    sessions: returnDay('Beroepsziekten', 21, 'amersfoort', 'blootstelling en risico’s', 'beroepsziekten melden'),
  },
  {
    key: 'so01',
    moduleCode: 'SO-IO-01',
    name: 'Geriatrische syndromen – blok 3',
    description: 'Delier, vallen en ondervoeding bij kwetsbare ouderen.',
    status: 'definitive',
    capacity: 18,
    moodleCourseId: '5410',
    staff: [
      ['teacher', 'teacher', false],
      ['twoFactor', 'program_assistant', true],
    ],
    sessions: returnDay('Blok 3', 5, 'nijmegen', 'delier', 'vallen en ondervoeding'),
  },
  {
    key: 'so02',
    moduleCode: 'SO-IO-02',
    name: 'Dementie en probleemgedrag – blok 1',
    description: 'Diagnostiek van dementie en de aanpak van probleemgedrag.',
    status: 'finished',
    capacity: 18,
    moodleCourseId: '5411',
    staff: [['twoFactor', 'program_assistant', true]],
    sessions: returnDay('Blok 1', -18, 'nijmegen', 'diagnostiek van dementie', 'probleemgedrag'),
  },
  {
    key: 'bns1',
    moduleCode: 'BNS-26-01',
    name: 'Nascholing diabetes mellitus type 2',
    description: 'De herziene NHG-standaard in de praktijk. Geaccrediteerd voor 3 punten.',
    status: 'finished',
    points: 3,
    moodleCourseId: '5901',
    staff: [['assistant', 'program_assistant', true]],
    sessions: [{ title: 'Avondnascholing', day: -90, start: '18:30', end: '21:30', place: 'utrecht' }],
  },
  {
    key: 'bns2',
    moduleCode: 'BNS-26-02',
    name: 'Nascholing palliatieve zorg thuis',
    description: 'Symptoombestrijding en proactieve zorgplanning. Geaccrediteerd voor 4 punten.',
    status: 'finished',
    points: 4,
    moodleCourseId: '5902',
    staff: [['assistant', 'program_assistant', true]],
    sessions: [
      { title: 'Avond 1: symptoombestrijding (online)', day: -52, start: '19:00', end: '21:00', place: 'online' },
      { title: 'Avond 2: proactieve zorgplanning', day: -45, start: '19:00', end: '21:00', place: 'amersfoort' },
    ],
  },
  {
    key: 'bns3',
    moduleCode: 'BNS-26-03',
    name: 'Nascholing dermatologie in de huisartspraktijk',
    description: 'Veelvoorkomende huidaandoeningen en dermatoscopie. Geaccrediteerd voor 4 punten.',
    status: 'definitive',
    points: 4,
    capacity: 40,
    moodleCourseId: '5903',
    staff: [['assistant', 'program_assistant', true]],
    sessions: [{ title: 'Avondnascholing', day: 28, start: '18:30', end: '21:30', place: 'amersfoort' }],
  },
  // Last year's cohort: the return days the teacher gave then (their archive in /modulen runs past one page).
  ...(
    [
      [1, 'praktijkvoering', 'utrecht'],
      [2, 'spoedeisende zorg', 'amersfoort'],
      [3, 'chronische zorg', 'utrecht'],
      [4, 'ouderenzorg', 'rotterdam'],
      [5, 'multimorbiditeit', 'utrecht'],
      [6, 'kind en gezin', 'nijmegen'],
      [7, 'psychische klachten', 'amersfoort'],
      [8, 'palliatieve zorg', 'utrecht'],
    ] as const
  ).map(([block, theme, place]): EventDefinition => ({
    key: `past${block}`,
    moduleCode: `HA-IO-${block <= 4 ? 101 : 201}-V`,
    name: `Terugkomdag vorig cohort – blok ${block}: ${theme}`,
    description: `De terugkomdag over ${theme} van het vorige cohort.`,
    status: 'finished',
    capacity: 24,
    moodleCourseId: block % 3 === 0 ? null : `50${block}0`,
    staff: RETURN_DAY_STAFF,
    sessions: returnDay(`Blok ${block}`, -420 + block * 28, place, theme, 'casuïstiek'),
  })),
];
