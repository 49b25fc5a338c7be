import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@portal/i18n/validation';

/**
 * Turns a validation message from a contracts schema or a server violation (`validation.<key>`, with a parameter
 * as in `validation.maxLength:255` → 'Maximaal 255 tekens') into Dutch. Anything else (such as a zod default in
 * English) becomes the general 'invalid' sentence, never raw text.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const parsed = parseValidationMessage(message);
      if (!parsed) return t('invalid');
      return parsed.value === undefined ? t(parsed.key) : t(parsed.key, { value: parsed.value });
    },
    [t],
  );
}
