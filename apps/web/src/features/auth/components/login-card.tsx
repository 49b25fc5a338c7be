import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { CodeStep } from './code-step';
import { LoginForm } from './login-form';

/**
 * The login card (spec 1 §2): the password step, or the code step while the session owes a verification code
 * (after the password, or found at startup). Which one shows follows from the session state alone.
 */
export function LoginCard() {
  const { t } = useTranslation('auth');
  const { session } = useSession();

  let step;
  if (session?.status === 'code-pending') {
    step = <CodeStep email={session.email} authMethod={session.authMethod} />;
  } else {
    const ended = session?.status === 'anonymous' ? session.ended : undefined;
    const notice = ended && (ended.reason === 'limit' ? t('code.limitExceeded') : t('login.expired'));
    step = (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('login.intro')}
        </Typography>
        {/* A new key per ended sign-in: the form starts afresh with the address and the reason. */}
        <LoginForm key={ended ? `ended-${ended.reason}` : 'login'} defaultEmail={ended?.email} notice={notice} />
      </>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{ mx: 'auto', mt: { xs: 0, sm: 4 }, p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}
    >
      <Typography component="h1" variant="h4" gutterBottom>
        {t('login.heading')}
      </Typography>
      {step}
    </Paper>
  );
}
