import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toValidationKey } from '@portal/i18n';

/**
 * Turns a validation message from a contracts schema or a server violation (`validation.<key>`) into Dutch.
 * Anything else (such as a zod default in English) becomes the general 'invalid' sentence, never raw text.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback((message) => (message === undefined ? undefined : t(toValidationKey(message) ?? 'invalid')), [t]);
}
