import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@portal/i18n';

/**
 * Turns a field message into Dutch: a contracts or server message `validation.<key>` with its parameter
 * (`validation.maxLength:80` → 'Maximaal 80 tekens'; lib's useValidationMessage knows no parameters). Anything else
 * becomes the general 'invalid' sentence, never raw (English) text.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
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
