import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useActivate } from '../api/post-activate';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { ResendActivationForm } from '../components/resend-activation-form';

function Activation({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const activate = useActivate();
  const [invalidToken, setInvalidToken] = useState(false);
  useDocumentTitle(t('activation.heading'));

  if (invalidToken) {
    return (
      <AuthCard heading={t('activation.heading')}>
        <FormAlert message={t('activation.invalidToken')} />
        <ResendActivationForm />
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t('activation.heading')} intro={t('activation.intro')}>
      <NewPasswordForm
        id="activation"
        submitLabel={t('activation.submit')}
        failureMessage={t('activation.failed')}
        onSubmit={async (password) => {
          await activate.mutateAsync({ token, password });
          // Signed in now: '/' shows what the session needs (the app, the code step or the configuration screen).
          await navigate('/', { replace: true });
        }}
        onInvalidToken={() => setInvalidToken(true)}
      />
    </AuthCard>
  );
}

/**
 * '/activeren?token=…' (spec 1 §2, spec 3): the link of the activation mail. A new password activates the account
 * and signs in. Without a token the page redirects to '/'.
 */
export function ActivationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/" replace />;
  return <Activation key={token} token={token} />;
}

export { ActivationPage as Component };
