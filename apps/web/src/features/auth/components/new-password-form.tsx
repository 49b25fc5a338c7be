import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { FormAlert } from '../../../components/form-alert';
import { confirmationMessageKey, newPasswordFormSchema, type NewPasswordValues } from './new-password-schema';
import { PasswordRules } from './password-rules';

interface NewPasswordFormProps {
  /** Prefix of the field ids (one form per page, but ids must be unique). */
  id: string;
  submitLabel: string;
  /** The sentence for every failure that is neither a refused password nor a refused token. */
  failureMessage: string;
  /** Sends the password; rejects with the `ApiError` of a refusal. */
  onSubmit: (password: string) => Promise<unknown>;
  /** The mailed token is unknown, used or expired: the page explains what to do next. */
  onInvalidToken: () => void;
}

/** Does the refusal concern the token rather than the password? (`invalid_token`, or a malformed token.) */
function isTokenRefusal(error: ApiError): boolean {
  if (error.detail === 'invalid_token') return true;
  return error.detail === 'validation_failed' && error.violations.some((v) => v.propertyPath === 'token');
}

/**
 * New password and its confirmation, with the rules as a checklist (spec 3 §5), for the reset and activation pages.
 * A refused password (`invalid_password`, e.g. a commonly used one) marks the field with the server's reason; other
 * failures show the page's own sentence (spec 3 §8).
 */
export function NewPasswordForm({ id, submitLabel, failureMessage, onSubmit, onInvalidToken }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const validationMessage = useValidationMessage();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values.password);
    } catch (error) {
      if (error instanceof ApiError && isTokenRefusal(error)) {
        onInvalidToken();
        return;
      }
      if (error instanceof ApiError && (error.detail === 'invalid_password' || error.detail === 'validation_failed')) {
        const violation = error.violations.find((v) => v.propertyPath === 'password');
        setError('password', { message: violation?.detail ?? 'validation.invalid' });
        setFocus('password', { shouldSelect: true });
        return;
      }
      setFailure(failureMessage);
    }
  });

  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: confirmationRef, ...confirmationField } = register('confirmation');
  const passwordError = validationMessage(errors.password?.message);
  const confirmationKey = confirmationMessageKey(errors.confirmation?.message);

  return (
    // noValidate: the browser's own (English) bubbles would pre-empt the Dutch messages.
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <FormAlert message={failure} />
        <TextField
          {...passwordField}
          inputRef={passwordRef}
          id={`${id}-password`}
          label={t('newPassword.password')}
          type="password"
          autoComplete="new-password"
          fullWidth
          error={passwordError !== undefined}
          helperText={passwordError}
        />
        <PasswordRules id={`${id}-rules`} value={password} />
        <TextField
          {...confirmationField}
          inputRef={confirmationRef}
          id={`${id}-confirmation`}
          label={t('newPassword.confirmation')}
          type="password"
          autoComplete="new-password"
          fullWidth
          error={confirmationKey !== undefined}
          helperText={confirmationKey === undefined ? undefined : t(confirmationKey)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
