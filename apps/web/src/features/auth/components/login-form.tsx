import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loginBodySchema, type LoginBody } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useValidationMessage } from '../../../lib/validation-message';
import { FormAlert } from '../../../components/form-alert';
import { OutlinedTextField } from '../../../components/outlined-text-field';
import { loginFailureMessage } from './login-failure';
import { ResendActivation } from './resend-activation';

/** After a refused password: offer the activation mail again for this address (with a question when unsure). */
interface ResendOffer {
  email: string;
  withQuestion: boolean;
}

interface LoginFormProps {
  /** Filled in when the user comes back from an ended code step. */
  defaultEmail?: string;
  /** Why the user is back at this step (e.g. too many wrong codes); shown until the next attempt. */
  notice?: string;
}

/**
 * The password step: e-mail address and password, checked with the contract's schema. A refusal is shown in the
 * form and leaves the typed values in place (the fields are never reset or disabled while the call runs). What
 * comes next (code step, configuration screen, signed in) follows from the session state.
 */
export function LoginForm({ defaultEmail = '', notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const validationMessage = useValidationMessage();
  const { login } = useSession();
  const [failure, setFailure] = useState(notice);
  const [resend, setResend] = useState<ResendOffer>();
  const mutation = useMutation({ mutationFn: login });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  // Back from the code step with the address filled in: the password is what is left to type.
  useEffect(() => {
    if (defaultEmail !== '') setFocus('password');
  }, [defaultEmail, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    // Cleared while the next attempt runs: each refusal offers a fresh button.
    setResend(undefined);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.detail === 'validation_failed') {
        for (const { propertyPath, detail } of error.violations) {
          if (propertyPath === 'email' || propertyPath === 'password') setError(propertyPath, { message: detail });
        }
      }
      setFailure(loginFailureMessage(error, t));
      // An account that was never activated has no password yet, so the server answers it like a wrong password
      // (it must not tell which addresses have an account): offer the activation mail after either answer.
      if (error instanceof ApiError && (error.detail === 'inactive_user' || error.detail === 'invalid_credentials')) {
        setResend({ email: values.email, withQuestion: error.detail === 'invalid_credentials' });
      }
    }
  });

  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');
  const emailError = validationMessage(errors.email?.message);
  const passwordError = validationMessage(errors.password?.message);

  return (
    // noValidate: the browser's own (English) bubbles would pre-empt the Dutch messages of the schema.
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <FormAlert message={failure} />
        {resend ? <ResendActivation email={resend.email} withQuestion={resend.withQuestion} /> : null}
        <OutlinedTextField
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
        <OutlinedTextField
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
        <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
        <Link component={RouterLink} to="/wachtwoord-vergeten" sx={{ alignSelf: 'flex-start' }}>
          {t('login.forgotPassword')}
        </Link>
      </Stack>
    </Box>
  );
}
