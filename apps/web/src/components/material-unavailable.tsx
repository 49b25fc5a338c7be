import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title';

/**
 * The 'Helaas!' page (spec 1 §2 "Error pages", spec 2 "Error page 'Helaas!'"): the learning material is not (yet)
 * available; whom to ask, and the way back to the start page. Every learning-material route shows it when there is
 * no address to send the browser to.
 */
export function MaterialUnavailable() {
  const { t } = useTranslation(['shell', 'common']);
  useDocumentTitle(t('materialUnavailable.title'));
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, sm: 6 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {t('materialUnavailable.title')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('materialUnavailable.message')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common:toStartPage')}
      </Button>
    </Box>
  );
}
