// Import attributes keep these imports valid for Node's own loader too (the API reads the catalogue for mails and PDFs).
import afas from '../nl/afas.json' with { type: 'json' };
import agenda from '../nl/agenda.json' with { type: 'json' };
import apiKeys from '../nl/api-keys.json' with { type: 'json' };
import assignments from '../nl/assignments.json' with { type: 'json' };
import auth from '../nl/auth.json' with { type: 'json' };
import common from '../nl/common.json' with { type: 'json' };
import components from '../nl/components.json' with { type: 'json' };
import domain from '../nl/domain.json' with { type: 'json' };
import education from '../nl/education.json' with { type: 'json' };
import educatorModules from '../nl/educator-modules.json' with { type: 'json' };
import errors from '../nl/errors.json' with { type: 'json' };
import forms from '../nl/forms.json' with { type: 'json' };
import formTrial from '../nl/form-trial.json' with { type: 'json' };
import information from '../nl/information.json' with { type: 'json' };
import mail from '../nl/mail.json' with { type: 'json' };
import participants from '../nl/participants.json' with { type: 'json' };
import management from '../nl/management.json' with { type: 'json' };
import profile from '../nl/profile.json' with { type: 'json' };
import roles from '../nl/roles.json' with { type: 'json' };
import shell from '../nl/shell.json' with { type: 'json' };
import users from '../nl/users.json' with { type: 'json' };
import validation from '../nl/validation.json' with { type: 'json' };

/** The catalogue's namespaces, one JSON file each in `nl/`. */
export const namespaces = [
  'common',
  'errors',
  'auth',
  'roles',
  'validation',
  'domain',
  'mail',
  'apiKeys',
  'profile',
  'shell',
  'components',
  'information',
  'management',
  'forms',
  'formTrial',
  'education',
  'users',
  'educatorModules',
  'participants',
  'afas',
  'agenda',
  'assignments',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Namespace used by `t()` when a key carries no `ns:` prefix. */
export const defaultNS = 'common' satisfies Namespace;

/** The only language of the product. */
export const defaultLanguage = 'nl';

/** The Dutch catalogue; its shape is the type react-i18next checks keys against. */
export const nl = {
  common,
  errors,
  auth,
  roles,
  validation,
  domain,
  mail,
  apiKeys,
  profile,
  shell,
  components,
  information,
  management,
  forms,
  formTrial,
  education,
  users,
  educatorModules,
  participants,
  afas,
  agenda,
  assignments,
} satisfies Record<Namespace, object>;
export type Resources = typeof nl;

/** Resources in the shape `i18next.init({ resources })` expects. */
export const resources = { nl } as const;

/** The product name, also filled into `{{product}}` by every i18next instance (see `defaultVariables`). */
export const productName = common.productName;

/** Variables every translation may use without passing them (`{{product}}`). */
export const defaultVariables = { product: productName };

export type ValidationKey = keyof typeof validation;

const VALIDATION_PREFIX = 'validation.';

/**
 * Maps a validation message from a contracts schema or a server violation (`validation.<key>`) to its key in the
 * `validation` namespace; `undefined` when the message is not one of ours (e.g. a zod default in English).
 */
export function toValidationKey(message: string | undefined): ValidationKey | undefined {
  if (!message?.startsWith(VALIDATION_PREFIX)) return undefined;
  const key = message.slice(VALIDATION_PREFIX.length);
  return Object.hasOwn(validation, key) ? (key as ValidationKey) : undefined;
}

/**
 * A validation message with its parameter: `validation.maxLength:75` is the key `maxLength` with `{ value: '75' }`
 * (the catalogue writes "Maximaal {{value}} tekens"). `undefined` when the message is not one of ours.
 */
export function parseValidationMessage(
  message: string | undefined,
): { key: ValidationKey; value?: string } | undefined {
  if (!message?.startsWith(VALIDATION_PREFIX)) return undefined;
  const [key, value] = message.slice(VALIDATION_PREFIX.length).split(/:(.*)/s, 2);
  if (!key || !Object.hasOwn(validation, key)) return undefined;
  return value === undefined ? { key: key as ValidationKey } : { key: key as ValidationKey, value };
}
