import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../lib/validation-message';

/** The validation messages (lib/validation-message), plus the password mismatch of this feature. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('profile');
  const message = useValidationMessage();
  return useCallback((text) => (text === PASSWORD_MISMATCH ? t('password.mismatch') : message(text)), [t, message]);
}

/** The message of a confirmation that differs from the new password. */
export const PASSWORD_MISMATCH = 'profile:password.mismatch';
