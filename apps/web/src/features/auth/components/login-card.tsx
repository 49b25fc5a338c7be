import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { LoginForm } from './login-form';

/**
 * The login card (spec 1 §2): the password step, or the code step while the session owes a verification code
 * (after the password, or found at startup). Which one shows follows from the session state alone.
 */
export function LoginCard() {
  const { t } = useTranslation('auth');
  const { session } = useSession();

  if (session?.status === 'code-pending') {
    return (
      <AuthCard heading={t('login.heading')}>
        <CodeStep email={session.email} authMethod={session.authMethod} />
      </AuthCard>
    );
  }

  const ended = session?.status === 'anonymous' ? session.ended : undefined;
  const notice = ended && (ended.reason === 'limit' ? t('code.limitExceeded') : t('login.expired'));
  return (
    <AuthCard heading={t('login.heading')} intro={t('login.intro')}>
      {/* A new key per ended sign-in: the form starts afresh with the address and the reason. */}
      <LoginForm key={ended ? `ended-${ended.reason}` : 'login'} defaultEmail={ended?.email} notice={notice} />
    </AuthCard>
  );
}
