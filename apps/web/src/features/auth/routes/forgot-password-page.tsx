import { useState } from 'react';
import { Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { FormStatus } from '../components/form-status';
import { ResetPassword } from '../components/reset-password';

/** Without a token: the e-mail address to send a reset link to; afterwards the same confirmation for everyone. */
function RequestResetLink() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string>();
  useDocumentTitle(t('forgotPassword.heading'));
  return (
    <AuthCard
      heading={t('forgotPassword.heading')}
      intro={sentTo === undefined ? t('forgotPassword.intro') : undefined}
    >
      <Stack spacing={3}>
        {sentTo === undefined ? (
          <ForgotPasswordForm onSent={setSentTo} />
        ) : (
          <FormStatus message={t('forgotPassword.sent', { email: sentTo })} focusOnShow />
        )}
        <Link component={RouterLink} to="/" sx={{ alignSelf: 'flex-start' }}>
          {t('recovery.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}

/**
 * '/wachtwoord-vergeten' (spec 1 §2, anonymous only): asks for a reset link, or, with the mailed `?token=`, sets the
 * new password.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // A new key per token: another link starts afresh.
  return token ? <ResetPassword key={token} token={token} /> : <RequestResetLink />;
}

export { ForgotPasswordPage as Component };
