// Reading validation messages (`@portal/i18n/validation`): only the validation namespace, not the whole catalogue.
import validation from '../nl/validation.json' with { type: 'json' };

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
