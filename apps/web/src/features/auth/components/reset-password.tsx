import { useState } from 'react';
import { Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useResetPassword } from '../api/post-reset-password';
import { AuthCard } from './auth-card';
import { FormAlert } from '../../../components/form-alert';
import { FormStatus } from './form-status';
import { NewPasswordForm } from './new-password-form';
import { RecoveryLink } from './recovery-link';

type Step = 'form' | 'done' | 'invalid-token';

/**
 * '/wachtwoord-vergeten?token=…': the link of the reset mail. A new password with its confirmation; afterwards the
 * way to log in with it. A used or expired link leads to asking for a new one.
 */
export function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [step, setStep] = useState<Step>('form');
  useDocumentTitle(t('resetPassword.heading'));

  let content;
  if (step === 'done') {
    content = (
      <>
        <FormStatus message={t('resetPassword.done')} focusOnShow />
        <RecoveryLink to="/">{t('recovery.toLogin')}</RecoveryLink>
      </>
    );
  } else if (step === 'invalid-token') {
    content = (
      <>
        <FormAlert message={t('resetPassword.invalidToken')} />
        <RecoveryLink to="/wachtwoord-vergeten">{t('resetPassword.requestNew')}</RecoveryLink>
      </>
    );
  } else {
    content = (
      <Stack spacing={3}>
        <NewPasswordForm
          id="reset-password"
          submitLabel={t('resetPassword.submit')}
          failureMessage={t('resetPassword.failed')}
          onSubmit={async (password) => {
            await reset.mutateAsync({ token, password });
            setStep('done');
          }}
          onInvalidToken={() => setStep('invalid-token')}
        />
        <Link component={RouterLink} to="/" sx={{ alignSelf: 'flex-start' }}>
          {t('recovery.backToLogin')}
        </Link>
      </Stack>
    );
  }

  return (
    <AuthCard heading={t('resetPassword.heading')} intro={step === 'form' ? t('resetPassword.intro') : undefined}>
      {content}
    </AuthCard>
  );
}
