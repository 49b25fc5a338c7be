// Forms phase: evaluation options, form categories and the 60 forms (5 to 15 fields each) that modules,
// containers and assignments point at.
import type { FormFieldType, Role } from '@portal/contracts';
import {
  evaluationOptions,
  formCategories,
  formCategoryLinks,
  formEvaluationOptions,
  formFieldOptions,
  formFields,
  forms,
} from '../../schema';
import { FORM_BASES, FORM_VERSIONS, INTERNSHIP_FORM_BASE, REQUEST_FORM_BASES } from './catalogue';
import type { FormSeed, ScaleContext } from './context';
import { STREAM, momentFrom } from './random';
import { type Batch, type Counts, writeBatch } from './writer';

export const EVALUATION_OPTIONS = ['Onvoldoende', 'Voldoende', 'Goed', 'Uitstekend'];

const CATEGORIES = [
  'Praktijkopleiding',
  'Instituutsonderwijs',
  "EPA's",
  'Aanvragen',
  'Begeleiding',
  'Stages',
  'Evaluatie',
  'Archief',
];

/** The category of each form base (index into CATEGORIES). */
const CATEGORY_OF_BASE = [0, 0, 0, 0, 0, 0, 0, 5, 2, 4, 4, 3, 3, 1, 1, 1, 4, 4, 0, 6];

const EXTRA_FIELDS: readonly (readonly [FormFieldType, number])[] = [
  ['text', 20],
  ['textarea', 25],
  ['choicelist', 15],
  ['number', 8],
  ['date', 8],
  ['likert', 6],
  ['file-upload', 8],
  ['signature', 3],
  ['title', 4],
  ['product', 3],
];

const LABELS: Partial<Record<FormFieldType, readonly string[]>> = {
  text: ['Onderwerp', 'Setting', 'Naam patiënt (geanonimiseerd)', 'Werkgever', 'Locatie'],
  textarea: ['Toelichting', 'Wat ging goed?', 'Wat kan beter?', 'Leerdoelen', 'Afspraken', 'Reflectie'],
  choicelist: ['Complexiteit', 'Fase van de opleiding', 'Type consult', 'Mate van zelfstandigheid'],
  number: ['Aantal uren', 'Aantal consulten', 'Duur in minuten'],
  date: ['Datum', 'Periode', 'Datum bespreking'],
  likert: ['Competenties', 'Communicatie', 'Professioneel handelen'],
  'file-upload': ['Bijlagen', 'Verslag (PDF)', 'Onderbouwing'],
  signature: ['Handtekening opleider'],
  title: ['Beoordeling', 'Voorbereiding', 'Nabespreking'],
  product: ['Gekoppelde opdrachten'],
};

const CHOICES = ['Laag', 'Gemiddeld', 'Hoog', 'Zeer hoog', 'Niet van toepassing'];
const LIKERT_ROWS = ['Medisch handelen', 'Communicatie', 'Samenwerking', 'Organisatie'];
const LIKERT_COLUMNS = ['Onvoldoende', 'Matig', 'Voldoende', 'Goed'];
const EVALUATOR_ROLES: Role[] = ['ROLE_PRACTICAL_TRAINER', 'ROLE_INSTITUTE_EDUCATOR', 'ROLE_TEACHER'];

function metadataOf(type: FormFieldType): Record<string, unknown> {
  switch (type) {
    case 'text':
      return { placeholder: '', type: 'text' };
    case 'choicelist':
      return { multiple: false };
    case 'likert':
      return { rows: LIKERT_ROWS, columns: LIKERT_COLUMNS, sections: [], multiple: false };
    case 'date':
      return { range: false, time: false };
    case 'file-upload':
      return { documents: true, audio: false, video: false, images: true };
    case 'internship-type':
      return { types: [1, 2, 3, 4, 5] };
    default:
      return {};
  }
}

export async function seedForms(ctx: ScaleContext, counts: Counts): Promise<void> {
  const { db, random } = ctx;
  const author = ctx.staff.admins[0]!.id;
  random.stream(STREAM.forms, 0);
  const optionIds = EVALUATION_OPTIONS.map(() => random.id());
  ctx.evaluationOptionIds = optionIds;
  const categoryIds = CATEGORIES.map(() => random.id());
  const tables = [
    evaluationOptions,
    formCategories,
    forms,
    formCategoryLinks,
    formEvaluationOptions,
    formFields,
    formFieldOptions,
  ];
  await writeBatch(db, counts, tables, (batch) => {
    EVALUATION_OPTIONS.forEach((label, i) => batch.add(evaluationOptions, { id: optionIds[i]!, label, sortOrder: i }));
    CATEGORIES.forEach((name, i) =>
      batch.add(formCategories, { id: categoryIds[i]!, name, createdAt: momentFrom(-900 + i) }),
    );
    FORM_BASES.forEach((base, b) => {
      FORM_VERSIONS.forEach((version, v) => {
        random.stream(STREAM.forms, 1, b, v);
        const id = random.id();
        const created = momentFrom(-1000 + b * 3 + v * 300);
        batch.add(forms, {
          id,
          title: `${base.title} (${version})`,
          description: `Formulier ${base.title.toLowerCase()}, versie ${version}.`,
          valuation: base.valuation,
          grade: base.grade,
          createdById: author,
          createdAt: created,
          updatedAt: created,
        });
        batch.add(formCategoryLinks, { formId: id, categoryId: categoryIds[CATEGORY_OF_BASE[b]!]! });
        if (v === 0) batch.add(formCategoryLinks, { formId: id, categoryId: categoryIds[CATEGORIES.length - 1]! });
        if (base.valuation) {
          optionIds.forEach((optionId, i) => batch.add(formEvaluationOptions, { formId: id, optionId, sortOrder: i }));
        }
        ctx.forms.push({ id, title: base.title, grade: base.grade, valuation: base.valuation, fillable: [] });
        addFields(ctx, batch, b, ctx.forms[ctx.forms.length - 1]!);
      });
    });
  });
}

/** The fields of one form: a fixed head every form has (so entries always have values to fill), then a mix. */
function addFields(ctx: ScaleContext, batch: Batch, base: number, form: FormSeed): void {
  const { random } = ctx;
  const types: FormFieldType[] = ['section', 'text', 'textarea', 'choicelist'];
  if (REQUEST_FORM_BASES.has(base)) types.push('request-points', 'request-amount');
  if (base === INTERNSHIP_FORM_BASE) types.push('internship-type');
  const total = random.int(Math.max(5, types.length + 1), 15);
  while (types.length < total) types.push(random.weighted(EXTRA_FIELDS));
  types.forEach((type, sortOrder) => {
    const id = random.id();
    const labels = LABELS[type];
    const label =
      type === 'section'
        ? 'Algemene gegevens'
        : type === 'request-points'
          ? 'Aangevraagde punten'
          : type === 'request-amount'
            ? 'Bedrag (EUR)'
            : type === 'internship-type'
              ? 'Stagetype'
              : labels
                ? random.pick(labels)
                : type;
    // A few fields are for the evaluator only (feedback), the rest for the participant.
    const forEvaluator = sortOrder > 3 && type === 'textarea' && random.chance(0.3);
    batch.add(formFields, {
      id,
      formId: form.id,
      type,
      label: forEvaluator ? 'Feedback van de beoordelaar' : label,
      description: random.chance(0.3) ? 'Vul dit veld zo volledig mogelijk in.' : null,
      required: sortOrder > 0 && sortOrder < 3,
      roles: forEvaluator ? EVALUATOR_ROLES : ['ROLE_PARTICIPANT'],
      metadata: metadataOf(type),
      defaultExpanded: type === 'section',
      sortOrder,
    });
    const options: string[] = [];
    if (type === 'choicelist') {
      const count = random.int(2, CHOICES.length);
      for (let i = 0; i < count; i++) {
        const optionId = random.id();
        options.push(optionId);
        batch.add(formFieldOptions, { id: optionId, fieldId: id, label: CHOICES[i]!, sortOrder: i });
      }
    } else if (type === 'likert') {
      let i = 0;
      for (let row = 0; row < LIKERT_ROWS.length; row++) {
        for (let col = 0; col < LIKERT_COLUMNS.length; col++) {
          batch.add(formFieldOptions, { id: random.id(), fieldId: id, label: `field_${row}_${col}`, sortOrder: i++ });
        }
      }
    }
    if (!forEvaluator && (type === 'text' || type === 'textarea' || type === 'number' || type === 'date')) {
      form.fillable.push({ id, type, optionIds: [] });
    } else if (type === 'choicelist') {
      form.fillable.push({ id, type, optionIds: options });
    }
  });
}
