import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../lib/validation-message';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '../api/post-forgot-password';
import { useSendActivationLink } from '../api/post-send-activation-link';
import { FormAlert } from '../../../components/form-alert';
import { FormStatus } from './form-status';

/** Asks for a new activation link by e-mail address: where an activation link turned out to be used or expired. */
export function ResendActivationForm() {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const validationMessage = useValidationMessage();
  const send = useSendActivationLink();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    // The same body as the forgotten-password form: one valid e-mail address.
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email);
      setSentTo(email);
    } catch {
      // Shown below from the mutation's state.
    }
  });

  const { ref, ...emailField } = register('email');
  const emailError = validationMessage(errors.email?.message);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('resendActivation.heading')}
      </Typography>
      {sentTo !== undefined ? (
        <FormStatus message={t('resendActivation.sent', { email: sentTo })} focusOnShow />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('resendActivation.intro')}
          </Typography>
          <Stack spacing={2.5}>
            {send.isError ? <FormAlert message={t('resendActivation.failed')} /> : null}
            <TextField
              {...emailField}
              inputRef={ref}
              id="resend-activation-email"
              label={t('login.email')}
              type="email"
              autoComplete="username"
              fullWidth
              error={emailError !== undefined}
              helperText={emailError}
            />
            <Button type="submit" variant="contained" loading={send.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('resendActivation.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
