import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { newPasswordSchema } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { useChangePassword } from './post-change-password';
import { FormAlert } from '../form-alert';
import { PasswordRules } from './password-rules';
import { PASSWORD_MISMATCH, useFieldMessage } from './use-field-message';

const required = { error: 'validation.required' };

/** How the form asks the old password: one's own (required; optional for an admin), or not for another user. */
export type OldPasswordMode = 'required' | 'optional' | 'none';

/** Old password, new password by the rules of spec 3 §5, and the confirmation equal to the new one. */
const passwordFormSchema = (oldPassword: OldPasswordMode) =>
  z
    .object({
      oldPassword: oldPassword === 'required' ? z.string().min(1, required) : z.string(),
      password: newPasswordSchema,
      confirmation: z.string().min(1, required),
    })
    .refine((values) => values.password === values.confirmation, { path: ['confirmation'], error: PASSWORD_MISMATCH });
type PasswordFormValues = z.infer<ReturnType<typeof passwordFormSchema>>;

const EMPTY: PasswordFormValues = { oldPassword: '', password: '', confirmation: '' };

/**
 * Changes a password (spec 3 "Profile"): one's own with the old one (an admin may leave it empty), or, for an admin,
 * another user's without it (`oldPassword="none"`, with its own heading and texts). A refusal is told in the form,
 * with the spec's sentences (§8).
 */
export function PasswordForm({
  userId,
  oldPassword: mode = 'required',
}: {
  userId: string;
  oldPassword?: OldPasswordMode;
}) {
  const { t } = useTranslation('profile');
  const texts = mode === 'none' ? 'setPassword' : 'password';
  const headingId = useId();
  const fieldMessage = useFieldMessage();
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangePassword(userId);
  const rulesId = useId();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema(mode)),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ oldPassword, password: newPassword }) => {
    setFailure(undefined);
    try {
      await change.mutateAsync({ ...(oldPassword !== '' && { oldPassword }), password: newPassword });
      reset(EMPTY);
      enqueueSnackbar(t(`${texts}.changed`), { variant: 'success' });
    } catch (error) {
      const detail = error instanceof ApiError ? error.detail : undefined;
      if (detail === 'old_password_incorrect') {
        setFailure(t('password.oldIncorrect'));
        setFocus('oldPassword', { shouldSelect: true });
        return;
      }
      // invalid_password names the rule the new password breaks (e.g. a commonly used one): shown on the field.
      for (const { propertyPath, detail: message } of error instanceof ApiError ? error.violations : []) {
        if (propertyPath === 'password' || propertyPath === 'oldPassword') setError(propertyPath, { message });
      }
      setFailure(detail === 'invalid_password' ? t('password.invalid') : t('password.failed'));
      if (detail === 'invalid_password') setFocus('password', { shouldSelect: true });
    }
  });

  const field = (name: keyof PasswordFormValues) => {
    const { ref, ...rest } = register(name, name === 'password' ? { deps: ['confirmation'] } : undefined);
    const message = fieldMessage(errors[name]?.message);
    return { ...rest, inputRef: ref, error: message !== undefined, helperText: message };
  };
  const passwordField = field('password');

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {t(`${texts}.heading`)}
      </Typography>
      <Stack spacing={2.5} sx={{ mt: 2, maxWidth: 480 }}>
        <FormAlert message={failure} />
        {mode === 'none' ? null : (
          <TextField
            {...field('oldPassword')}
            id="profile-old-password"
            label={t('password.oldPassword')}
            type="password"
            autoComplete="current-password"
            required={mode === 'required'}
            fullWidth
          />
        )}
        <TextField
          {...passwordField}
          id="profile-new-password"
          label={t('password.password')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          slotProps={{
            htmlInput: {
              // The checklist describes the field, and so does the message under it when there is one.
              'aria-describedby': passwordField.helperText ? `profile-new-password-helper-text ${rulesId}` : rulesId,
            },
          }}
        />
        <PasswordRules id={rulesId} password={password} />
        <TextField
          {...field('confirmation')}
          id="profile-password-confirmation"
          label={t('password.confirmation')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t(`${texts}.submit`)}
        </Button>
      </Stack>
    </Box>
  );
}
