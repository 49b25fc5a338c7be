import {
  DEFAULT_FIELD_ROLES,
  FIELD_ROLES,
  NEW_FIELD_PREFIX,
  NEW_OPTION_PREFIX,
  type Form,
  type FormFieldType,
} from '@portal/contracts';

export type FieldRole = (typeof FIELD_ROLES)[number];

/** An option of a choicelist as the builder edits it: an existing id, or `new-option-…` until saved. */
export interface BuilderOption {
  id: string;
  label: string;
}

/** A field as the builder edits it (the input of `formFieldBodySchema`). */
export interface BuilderField {
  /** The stored id, or `new-field-…` until the form is saved. */
  id: string;
  type: FormFieldType;
  label: string;
  description: string;
  required: boolean;
  roles: FieldRole[];
  options: BuilderOption[];
  metadata: Record<string, unknown>;
  defaultExpanded: boolean;
}

/** The builder's form values (the input of `formBodySchema`). */
export interface BuilderValues {
  title: string;
  description: string;
  valuation: boolean;
  grade: boolean;
  evaluationOptions: string[];
  categories: string[];
  attachments: string[];
  fields: BuilderField[];
}

/** Random enough to tell this session's new fields and options apart; the server gives them real ids. */
function randomSuffix(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
export const newFieldId = () => `${NEW_FIELD_PREFIX}${randomSuffix()}`;
export const newOptionId = () => `${NEW_OPTION_PREFIX}${randomSuffix()}`;

/** What a field of each type starts with (spec 3 "Metadata per type"; file uploads: documents and images on). */
export function defaultMetadata(type: FormFieldType): Record<string, unknown> {
  switch (type) {
    case 'text':
      return { placeholder: '', type: 'text' };
    case 'choicelist':
      return { multiple: false };
    case 'likert':
      return { rows: [''], columns: [''], sections: [], multiple: false };
    case 'date':
      return { range: false, time: false };
    case 'file-upload':
      return { documents: true, audio: false, video: false, images: true };
    case 'internship-type':
      return { types: [] };
    default:
      return {};
  }
}

/** The field's metadata over its type's defaults, so every editor finds every key. */
export function metadataOf(field: Pick<BuilderField, 'type' | 'metadata'>): Record<string, unknown> {
  return { ...defaultMetadata(field.type), ...field.metadata };
}

/** A new field: type text, for participants (spec 3), with a temporary id. */
export function newField(): BuilderField {
  return {
    id: newFieldId(),
    type: 'text',
    label: '',
    description: '',
    required: false,
    roles: [...DEFAULT_FIELD_ROLES] as FieldRole[],
    options: [],
    metadata: defaultMetadata('text'),
    defaultExpanded: false,
  };
}

/** The field as another type: label, description, required and roles stay; metadata and options start afresh. */
export function withType(field: BuilderField, type: FormFieldType): BuilderField {
  if (type === field.type) return field;
  return {
    ...field,
    type,
    metadata: defaultMetadata(type),
    options: type === 'choicelist' ? [{ id: newOptionId(), label: '' }] : [],
    required: type === 'section' || type === 'title' ? false : field.required,
    defaultExpanded: type === 'section' ? field.defaultExpanded : false,
  };
}

const isFieldRole = (role: string): role is FieldRole => (FIELD_ROLES as readonly string[]).includes(role);

/** The builder's values for a stored form, or for a new one. */
export function toBuilderValues(form?: Form): BuilderValues {
  return {
    title: form?.title ?? '',
    description: form?.description ?? '',
    valuation: form?.valuation ?? false,
    grade: form?.grade ?? false,
    evaluationOptions: form?.evaluationOptions.map((option) => option.id) ?? [],
    categories: form?.categories.map((category) => category.id) ?? [],
    attachments: form?.attachments.map((file) => file.id) ?? [],
    fields:
      form?.fields.map((field) => ({
        id: field.id,
        type: field.type,
        label: field.label,
        description: field.description ?? '',
        required: field.required,
        roles: field.roles.filter(isFieldRole),
        options: [...field.options]
          .sort((a, b) => a.order - b.order)
          .map((option) => ({ id: option.id, label: option.label })),
        metadata: field.metadata,
        defaultExpanded: field.defaultExpanded,
      })) ?? [],
  };
}

const TOP_LEVEL = ['title', 'description', 'valuation', 'grade', 'evaluationOptions', 'categories', 'attachments'];
const FIELD_KEYS = ['type', 'label', 'description', 'required', 'roles', 'options', 'defaultExpanded'];

/**
 * Where a server violation belongs in the builder: `fields[2].metadata.rows[0]` → `fields.2.metadata.rows`,
 * `fields[1].options[3].label` → `fields.1.options`, `title` → `title`; `fields` itself (too many) → `fields`.
 * `undefined` for a path the builder has no place for.
 */
export function builderPathOfViolation(propertyPath: string): string | undefined {
  const parts = propertyPath
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
  const [head, index, key, sub] = parts;
  if (head === undefined) return undefined;
  if (TOP_LEVEL.includes(head)) return head;
  if (head !== 'fields') return undefined;
  if (index === undefined || !/^\d+$/.test(index)) return 'fields';
  if (key === undefined) return `fields.${index}`;
  if (key === 'metadata')
    return sub === undefined || /^\d+$/.test(sub) ? `fields.${index}.metadata` : `fields.${index}.metadata.${sub}`;
  return FIELD_KEYS.includes(key) ? `fields.${index}.${key}` : `fields.${index}`;
}
