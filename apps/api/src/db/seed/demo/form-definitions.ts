// The institute's forms, as its program assistants built them in the form builder. Together they use every field
// type, with the metadata each type takes (spec 2 §3); `samples` are answers the demo's entries draw from.
import type { FormFieldType, Role } from '@portal/contracts';

export type FormKey =
  'kpb' | 'video' | 'stage' | 'reflection' | 'epa' | 'request' | 'exemption' | 'progress' | 'evaluation' | 'intake';

export interface FieldDefinition {
  type: FormFieldType;
  label: string;
  description?: string;
  required?: boolean;
  /** Who sees and fills the field; the participant when left out (the column's default). */
  roles?: Role[];
  metadata?: Record<string, unknown>;
  /** Choicelist options; likert options are made from its rows and columns. */
  options?: string[];
  defaultExpanded?: boolean;
  /** Answers for text and textarea fields; [min, max] for numbers. */
  samples?: string[];
  range?: [number, number];
}

export interface FormDefinition {
  key: FormKey;
  title: string;
  description: string;
  valuation: boolean;
  grade: boolean;
  categories: string[];
  evaluationOptions: string[];
  attachments?: string[];
  fields: FieldDefinition[];
}

export const FORM_CATEGORY_NAMES = [
  'Praktijkbeoordeling',
  'Stages',
  'Portfolio',
  'EPA/KBA',
  'Aanvragen',
  'Begeleiding',
  'Evaluatie',
];

/** Valuations (Waardering), in the order the select shows them. */
export const EVALUATION_OPTION_LABELS = ['Onvoldoende', 'Voldoende', 'Goed', 'Uitstekend', 'Akkoord', 'Niet akkoord'];
const GRADED = ['Onvoldoende', 'Voldoende', 'Goed', 'Uitstekend'];
const DECIDED = ['Akkoord', 'Niet akkoord'];

const TRAINER: Role[] = ['ROLE_PRACTICAL_TRAINER', 'ROLE_EXTERNAL'];
const EDUCATOR: Role[] = ['ROLE_INSTITUTE_EDUCATOR'];
const DOCUMENTS_AND_IMAGES = { documents: true, audio: false, video: false, images: true };

export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  {
    key: 'kpb',
    title: 'Korte praktijkbeoordeling (KPB)',
    description: 'Beoordeling van een concrete beroepssituatie door de praktijkopleider of een andere observator.',
    valuation: true,
    grade: true,
    categories: ['Praktijkbeoordeling'],
    evaluationOptions: GRADED,
    attachments: ['Toelichting KPB-formulier.pdf'],
    fields: [
      { type: 'title', label: 'Korte praktijkbeoordeling' },
      {
        type: 'section',
        label: 'Situatie',
        description: 'Beschrijf kort de geobserveerde situatie.',
        defaultExpanded: true,
      },
      {
        type: 'text',
        label: 'Onderwerp',
        required: true,
        metadata: { placeholder: 'Bijv. telefonische triage bij pijn op de borst', type: 'text' },
        samples: ['Spreekuurconsult bij pijn op de borst', 'Visite bij een verwarde oudere', 'Slecht-nieuwsgesprek'],
      },
      { type: 'date', label: 'Datum van de observatie', required: true, metadata: { range: false, time: false } },
      {
        type: 'choicelist',
        label: 'Setting',
        metadata: { multiple: false },
        options: ['Spreekuur', 'Visite', 'Telefonisch consult', 'Huisartsenpost', 'Verpleeghuis'],
      },
      {
        type: 'textarea',
        label: 'Beschrijving van de situatie',
        required: true,
        samples: [
          'Patiënt van 67 jaar met sinds twee uur drukkende pijn op de borst. Ik heb de ABCDE-benadering gevolgd, een ECG laten maken en overlegd met de cardioloog.',
          'Bewoonster van 84 jaar, sinds gisteren onrustig en gedesoriënteerd. Familie aanwezig bij het gesprek; delier uitgewerkt volgens de richtlijn.',
          'Gesprek met een patiënt over de uitslag van een CT-scan. Ik heb ruimte gelaten voor emoties en een vervolgafspraak gemaakt.',
        ],
      },
      { type: 'section', label: 'Beoordeling', roles: TRAINER, defaultExpanded: true },
      {
        type: 'likert',
        label: 'Competenties',
        roles: TRAINER,
        metadata: {
          rows: ['Medisch handelen', 'Communicatie', 'Samenwerking', 'Organisatie', 'Professionaliteit'],
          columns: ['Onvoldoende', 'Voldoende', 'Goed', 'Uitstekend', 'Niet geobserveerd'],
          sections: [
            { description: 'Kerncompetenties', row: 0 },
            { description: 'Overige competenties', row: 2 },
          ],
          multiple: false,
        },
      },
      {
        type: 'textarea',
        label: 'Wat ging goed?',
        roles: TRAINER,
        samples: ['Systematische aanpak en heldere uitleg aan de patiënt.', 'Goede samenvatting en duidelijk beleid.'],
      },
      {
        type: 'textarea',
        label: 'Wat kan beter?',
        roles: TRAINER,
        samples: ['Vraag eerder naar de hulpvraag van de patiënt.', 'Let op de tijd: het consult liep 10 minuten uit.'],
      },
      {
        type: 'text',
        label: 'E-mailadres observator',
        roles: ['ROLE_EXTERNAL'],
        metadata: { placeholder: 'naam@praktijk.nl', type: 'email' },
        samples: ['e.willems@zorggroep-oost.nl'],
      },
      { type: 'signature', label: 'Handtekening beoordelaar', roles: TRAINER },
    ],
  },
  {
    key: 'video',
    title: 'Video-opname consult',
    description: 'Beoordeling van een opgenomen consult met de MAAS-Globaal.',
    valuation: false,
    grade: true,
    categories: ['Praktijkbeoordeling'],
    evaluationOptions: [],
    fields: [
      {
        type: 'text',
        label: 'Reden van komst',
        required: true,
        metadata: { placeholder: 'Hulpvraag van de patiënt', type: 'text' },
        samples: ['Aanhoudende hoofdpijn', 'Controle diabetes', 'Vermoeidheid sinds drie maanden'],
      },
      {
        type: 'file-upload',
        label: 'Video-opname',
        required: true,
        metadata: { documents: false, audio: false, video: true, images: false },
      },
      {
        type: 'textarea',
        label: 'Eigen analyse van het consult',
        samples: ['De exploratie verliep goed; in de beleidsfase nam ik te snel het woord.'],
      },
      { type: 'number', label: 'Duur van het consult (minuten)', range: [8, 25] },
      {
        type: 'text',
        label: 'Link naar de scorelijst',
        metadata: { placeholder: 'https://', type: 'url' },
        samples: ['https://www.demo-opleidingsinstituut.nl/maas-globaal'],
      },
    ],
  },
  {
    key: 'stage',
    title: 'Stageverslag',
    description: 'Verslag en beoordeling van een stage buiten de opleidingspraktijk.',
    valuation: true,
    grade: false,
    categories: ['Stages'],
    evaluationOptions: GRADED,
    fields: [
      { type: 'internship-type', label: 'Soort stage', required: true, metadata: { types: [1, 3, 7, 8, 9] } },
      { type: 'date', label: 'Stageperiode', required: true, metadata: { range: true, time: false } },
      { type: 'number', label: 'Aantal stage-uren', required: true, range: [80, 320] },
      {
        type: 'text',
        label: 'Naam stagebegeleider',
        metadata: { placeholder: '', type: 'text' },
        samples: ['Drs. M. Hoekstra', 'Dr. A. Kuipers'],
      },
      {
        type: 'text',
        label: 'E-mailadres stagebegeleider',
        metadata: { placeholder: 'naam@instelling.nl', type: 'email' },
        samples: ['m.hoekstra@zorgcentrum-delinde.nl'],
      },
      {
        type: 'textarea',
        label: 'Leerdoelen en resultaten',
        samples: [
          'Ik heb geleerd multidisciplinair te overleggen en medicatiebeoordelingen zelfstandig uit te voeren.',
        ],
      },
      { type: 'file-upload', label: 'Ondertekende stagebeoordeling', metadata: DOCUMENTS_AND_IMAGES },
    ],
  },
  {
    key: 'reflection',
    title: 'Reflectieverslag',
    description: 'Reflectie op een leerervaring, met bewijsstukken uit het portfolio.',
    valuation: false,
    grade: true,
    categories: ['Portfolio', 'Begeleiding'],
    evaluationOptions: [],
    fields: [
      { type: 'title', label: 'Reflectie' },
      {
        type: 'textarea',
        label: 'Beschrijving van de ervaring',
        required: true,
        samples: [
          'Tijdens een avonddienst op de huisartsenpost zag ik een kind met koorts en een niet-wegdrukbare huiduitslag.',
        ],
      },
      {
        type: 'textarea',
        label: 'Wat heb ik geleerd?',
        samples: ['Ik vertrouw meer op mijn klinische blik en schakel sneller de tweede lijn in.'],
      },
      { type: 'product', label: 'Bewijsstukken uit het portfolio' },
      { type: 'file-upload', label: 'Bijlagen', metadata: DOCUMENTS_AND_IMAGES },
    ],
  },
  {
    key: 'epa',
    title: 'EPA-niveauaanvraag',
    description: 'Aanvraag van een hoger bekwaamheidsniveau voor een EPA/KBA.',
    valuation: true,
    grade: false,
    categories: ['EPA/KBA'],
    evaluationOptions: GRADED,
    fields: [
      { type: 'section', label: 'Onderbouwing', defaultExpanded: true },
      {
        type: 'textarea',
        label: 'Onderbouwing van het gevraagde niveau',
        required: true,
        samples: [
          'Ik voer deze zorg inmiddels zelfstandig uit met supervisie op afstand; zie de KPB’s van de afgelopen maanden.',
        ],
      },
      { type: 'product', label: 'Bewijsstukken' },
      {
        type: 'choicelist',
        label: 'Soort bewijs',
        metadata: { multiple: true },
        options: ['KPB', 'Video-opname', 'Reflectieverslag', 'Feedback van collega’s', 'Cursuscertificaat'],
      },
      {
        type: 'textarea',
        label: 'Oordeel opleider',
        roles: EDUCATOR,
        samples: ['Het niveau is aangetoond met voldoende en gevarieerd bewijs.'],
      },
    ],
  },
  {
    key: 'request',
    title: 'Aanvraag keuzeonderwijs',
    description: 'Aanvraag van uren en budget voor extern keuzeonderwijs.',
    valuation: true,
    grade: false,
    categories: ['Aanvragen'],
    evaluationOptions: DECIDED,
    fields: [
      {
        type: 'text',
        label: 'Naam van de cursus of activiteit',
        required: true,
        metadata: { placeholder: 'Bijv. Cursus Dermatoscopie', type: 'text' },
      },
      {
        type: 'text',
        label: 'Website van de aanbieder',
        metadata: { placeholder: 'https://', type: 'url' },
        samples: ['https://www.nhg.org/scholing', 'https://www.demo-academie.nl/cursussen'],
      },
      { type: 'date', label: 'Datum en tijd', metadata: { range: true, time: true } },
      { type: 'request-points', label: 'Aangevraagde uren keuzeonderwijs', required: true, range: [4, 16] },
      { type: 'request-amount', label: 'Kosten (euro)', range: [150, 950] },
      {
        type: 'choicelist',
        label: 'Soort activiteit',
        metadata: { multiple: false },
        options: ['Cursus', 'Congres', 'Stage', 'E-learning', 'Masterclass'],
      },
      {
        type: 'textarea',
        label: 'Motivatie',
        samples: ['Deze cursus sluit aan bij mijn leerdoel om meer huidafwijkingen zelf te beoordelen.'],
      },
      { type: 'file-upload', label: 'Programma of offerte', metadata: DOCUMENTS_AND_IMAGES },
    ],
  },
  {
    key: 'exemption',
    title: 'Aanvraag vrijstelling',
    description:
      'Aanvraag van vrijstelling voor een onderdeel van de opleiding op grond van eerder behaalde resultaten.',
    valuation: true,
    grade: false,
    categories: ['Aanvragen'],
    evaluationOptions: DECIDED,
    fields: [
      {
        type: 'text',
        label: 'Onderdeel',
        required: true,
        metadata: { placeholder: 'Naam van het onderdeel', type: 'text' },
        samples: ['Basiscursus reanimatie (BLS/AED)'],
      },
      {
        type: 'textarea',
        label: 'Motivatie',
        samples: ['Ik heb in maart het ALS-certificaat behaald; het certificaat is bijgevoegd.'],
      },
      { type: 'file-upload', label: 'Diploma of certificaat', required: true, metadata: DOCUMENTS_AND_IMAGES },
    ],
  },
  {
    key: 'progress',
    title: 'Voortgangsgesprek',
    description: 'Voorbereiding en verslag van het voortgangsgesprek met de instituutsopleider.',
    valuation: true,
    grade: false,
    categories: ['Begeleiding'],
    evaluationOptions: GRADED,
    fields: [
      { type: 'title', label: 'Voortgangsgesprek' },
      { type: 'date', label: 'Datum van het gesprek', required: true, metadata: { range: false, time: true } },
      { type: 'section', label: 'Voorbereiding door de aios', defaultExpanded: true },
      {
        type: 'textarea',
        label: 'Terugblik op de afgelopen periode',
        samples: [
          'De afgelopen periode heb ik vooral gewerkt aan chronische zorg en het voeren van slecht-nieuwsgesprekken.',
        ],
      },
      {
        type: 'textarea',
        label: 'Leerdoelen voor de komende periode',
        samples: ['Zelfstandig avonddiensten draaien en meer aandacht voor praktijkmanagement.'],
      },
      { type: 'section', label: 'Verslag opleider', roles: EDUCATOR },
      {
        type: 'textarea',
        label: 'Verslag van het gesprek',
        roles: EDUCATOR,
        samples: ['Goed gesprek; de aios ligt op schema en heeft realistische leerdoelen geformuleerd.'],
      },
      {
        type: 'choicelist',
        label: 'Advies',
        roles: EDUCATOR,
        metadata: { multiple: false },
        options: ['Op schema', 'Extra aandacht nodig', 'Achterstand, verlenging overwegen'],
      },
      { type: 'signature', label: 'Handtekening aios' },
    ],
  },
  {
    key: 'evaluation',
    title: 'Evaluatie terugkomdag',
    description: 'Korte evaluatie na afloop van een terugkomdag (nog niet gekoppeld aan een module).',
    valuation: false,
    grade: false,
    categories: ['Evaluatie'],
    evaluationOptions: [],
    fields: [
      {
        type: 'likert',
        label: 'Hoe beoordeel je de onderdelen van de dag?',
        metadata: {
          rows: ['Inhoud', 'Docent', 'Organisatie'],
          columns: ['1', '2', '3', '4', '5'],
          sections: [],
          multiple: false,
        },
      },
      { type: 'textarea', label: 'Tips en tops' },
      { type: 'number', label: 'Rapportcijfer voor de dag', range: [6, 9] },
    ],
  },
  {
    // Linked to one new assignment that nobody has filled in yet: 'Gekoppeld' without entries, so deleting it is
    // refused as in use (409 form_in_use), where the other linked forms are refused as filled in.
    key: 'intake',
    title: 'Intakegesprek',
    description: 'Kennismaking met de instituutsopleider aan het begin van de opleiding.',
    valuation: false,
    grade: false,
    categories: ['Begeleiding'],
    evaluationOptions: [],
    fields: [
      { type: 'date', label: 'Datum van het gesprek', required: true, metadata: { range: false, time: false } },
      { type: 'textarea', label: 'Leerdoelen voor het eerste jaar', required: true },
      { type: 'textarea', label: 'Afspraken', roles: EDUCATOR },
    ],
  },
];

/** Likert options: one per cell, labelled field_{row}_{col} (0-based), as the form builder names them. */
export function likertOptionLabels(metadata: Record<string, unknown> | undefined): string[] {
  const rows = Array.isArray(metadata?.rows) ? metadata.rows.length : 0;
  const columns = Array.isArray(metadata?.columns) ? metadata.columns.length : 0;
  const labels: string[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) labels.push(`field_${r}_${c}`);
  return labels;
}
