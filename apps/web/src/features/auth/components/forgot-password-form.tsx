import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { forgotPasswordBodySchema, useForgotPassword, type ForgotPasswordBody } from '../api/post-forgot-password';
import { FormAlert } from '../../../components/form-alert';

/**
 * Asks for a password reset link (spec 3: "Forgot-password needs a valid email"). Every address is answered alike
 * (`onSent`): the page never tells whether an account exists.
 */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const validationMessage = useValidationMessage();
  const request = useForgotPassword();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await request.mutateAsync(values);
      onSent(values.email);
    } catch (error) {
      const violation =
        error instanceof ApiError ? error.violations.find((v) => v.propertyPath === 'email') : undefined;
      if (violation) setError('email', { message: violation.detail }, { shouldFocus: true });
      else setFailure(t('forgotPassword.failed'));
    }
  });

  const { ref, ...emailField } = register('email');
  const emailError = validationMessage(errors.email?.message);

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <FormAlert message={failure} />
        <TextField
          {...emailField}
          inputRef={ref}
          id="forgot-password-email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          fullWidth
          error={emailError !== undefined}
          helperText={emailError}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={request.isPending}>
          {t('forgotPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
