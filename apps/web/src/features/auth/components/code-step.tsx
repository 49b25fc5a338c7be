import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AuthMethod } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { codeRefusalOf, useSession } from '../../../lib/session';
import { useTwoFactorResetRequest } from '../api/post-2fa-reset-request';
import { FormAlert } from '../../../components/form-alert';
import { FormStatus } from './form-status';
import { VerificationCodeField } from './verification-code-field';
import {
  verificationCodeSchema,
  type VerificationCodeInput,
  type VerificationCodeValues,
} from './verification-code-schema';

interface CodeStepProps {
  email: string;
  authMethod: AuthMethod;
}

/**
 * The text buttons under the fields: their text lines up with the fields' left edge (the button's own padding moves
 * out to the left), and a line that wraps on a phone stays left-aligned.
 */
const ALIGNED_TEXT_BUTTON = {
  alignSelf: 'flex-start',
  ml: -1,
  textAlign: 'left',
  justifyContent: 'flex-start',
} as const;

/**
 * The second step of signing in (spec 1 §2): the code from the authenticator app or from the e-mail. A wrong code
 * says how many attempts are left; the attempt limit (or a sign-in that is no longer pending) ends the step, and the
 * session state then brings back the password step with the reason.
 */
export function CodeStep({ email, authMethod }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const { verifyCode, logout } = useSession();
  const [failure, setFailure] = useState<string>();
  const verify = useMutation({ mutationFn: verifyCode });
  const cancel = useMutation({ mutationFn: logout });
  const lostAccess = useTwoFactorResetRequest();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<VerificationCodeInput, unknown, VerificationCodeValues>({
    resolver: zodResolver(verificationCodeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      await verify.mutateAsync(code);
    } catch (error) {
      const refusal = codeRefusalOf(error);
      // 'limit' and 'expired' end the step: the password step shows why (see LoginCard).
      if (refusal?.reason === 'limit' || refusal?.reason === 'expired') return;
      if (refusal?.reason === 'wrong') {
        setFailure(t('code.attemptsRemaining', { attempts: refusal.attemptsRemaining }));
      } else if (refusal?.reason === 'invalid') {
        setFailure(t('code.invalid'));
      } else {
        setFailure(t('login.failed'));
      }
      setFocus('code', { shouldSelect: true });
    }
  });

  const onCancel = () => {
    cancel.mutate(undefined, { onError: () => setFailure(t('login.failed')) });
  };

  // No access to the app or the mailbox: a mailed link lets the user choose the method anew (spec 3 §7).
  const onLostAccess = () => {
    setFailure(undefined);
    lostAccess.mutate(undefined, {
      onError: (error) =>
        // 401: no sign-in is pending any more (it expired); cancelling brings back the password step.
        setFailure(error instanceof ApiError && error.status === 401 ? t('login.expired') : t('code.lostAccessFailed')),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="code-step-heading">
      <Typography id="code-step-heading" component="h2" variant="h6" gutterBottom>
        {t('code.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {authMethod === 'email' ? t('code.introEmail', { email }) : t('code.introAuthenticator')}
      </Typography>
      {/* Gaps, not margins: the text buttons' own negative margin must stay theirs. */}
      <Stack spacing={2.5} useFlexGap>
        <FormAlert message={failure} />
        <VerificationCodeField id="login-code" registration={register('code')} error={errors.code?.message} autoFocus />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
          {t('code.submit')}
        </Button>
        <Button variant="text" onClick={onCancel} loading={cancel.isPending} sx={ALIGNED_TEXT_BUTTON}>
          {t('code.cancel')}
        </Button>
        {lostAccess.isSuccess ? (
          <FormStatus message={t('code.lostAccessSent', { email })} focusOnShow />
        ) : (
          <Button variant="text" onClick={onLostAccess} loading={lostAccess.isPending} sx={ALIGNED_TEXT_BUTTON}>
            {t('code.lostAccess')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
