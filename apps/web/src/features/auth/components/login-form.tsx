import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loginBodySchema, type LoginBody } from '@portal/contracts';
import { useValidationMessage } from '../../../lib/validation-message';
import { useLogin } from '../api/post-login';

/**
 * E-mail address and password, checked with the contract's schema. A failed call shows the spec's snackbar and
 * leaves the typed values in place (the fields are never reset or disabled while the call runs).
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onError: () => {
        enqueueSnackbar(t('login.failed'), { variant: 'error' });
      },
    });
  });

  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');
  const emailError = validationMessage(errors.email?.message);
  const passwordError = validationMessage(errors.password?.message);

  return (
    // noValidate: the browser's own (English) bubbles would pre-empt the Dutch messages of the schema.
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <TextField
          {...emailField}
          inputRef={emailRef}
          id="login-email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          fullWidth
          error={emailError !== undefined}
          helperText={emailError}
        />
        <TextField
          {...passwordField}
          inputRef={passwordRef}
          id="login-password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          fullWidth
          error={passwordError !== undefined}
          helperText={passwordError}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <Link component={RouterLink} to="/wachtwoord-vergeten" sx={{ alignSelf: 'flex-start' }}>
          {t('login.forgotPassword')}
        </Link>
      </Stack>
    </Box>
  );
}
