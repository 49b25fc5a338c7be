import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '../../../components/outlined-text-field';
import { verificationCodeMessageKey } from './verification-code-schema';

interface VerificationCodeFieldProps {
  id: string;
  registration: UseFormRegisterReturn<'code'>;
  /** A message of `verificationCodeSchema`, when the value is refused. */
  error: string | undefined;
  autoFocus?: boolean;
}

/**
 * The 'Verificatiecode' field: a numeric keyboard on phones, and `one-time-code` so the browser can offer a code it
 * received (by SMS or from a password manager).
 */
export function VerificationCodeField({ id, registration, error, autoFocus }: VerificationCodeFieldProps) {
  const { t } = useTranslation('auth');
  const { ref, ...field } = registration;
  const messageKey = verificationCodeMessageKey(error);
  return (
    <OutlinedTextField
      {...field}
      inputRef={ref}
      id={id}
      label={t('code.label')}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      fullWidth
      error={messageKey !== undefined}
      helperText={messageKey === undefined ? undefined : t(messageKey)}
      htmlInput={{ inputMode: 'numeric', spellCheck: false, autoCapitalize: 'off' }}
    />
  );
}
