import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { LoginForm } from '../components/login-form';

/** Route module for '/' as seen by an anonymous visitor (spec 1 §2). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return (
    <Paper
      variant="outlined"
      sx={{ mx: 'auto', mt: { xs: 0, sm: 4 }, p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}
    >
      <Typography component="h1" variant="h4" gutterBottom>
        {t('login.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('login.intro')}
      </Typography>
      <LoginForm />
    </Paper>
  );
}

export { LoginPage as Component };
