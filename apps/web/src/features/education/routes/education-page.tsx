import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount } from '../../../lib/session';

/** Screen of '/' when signed in (spec 1 §2: the education page, 'Opleiding'); for now a welcome only. */
export function EducationPage() {
  const { t } = useTranslation('auth');
  const account = useAccount();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('home.title')}
      </Typography>
      <Typography>{t('home.welcome', { firstName: account.firstName })}</Typography>
    </>
  );
}

export { EducationPage as Component };
