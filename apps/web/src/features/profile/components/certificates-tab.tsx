import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Certificates (spec 3): the list (eventId, name, endDate, each downloadable) needs GET /api/users/{id}/certificates,
 * which does not exist yet; until then the empty state and what will appear here.
 */
export function CertificatesTab() {
  const { t } = useTranslation('profile');
  return (
    <Box>
      <Typography component="h2" variant="h5" gutterBottom>
        {t('certificates.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('certificates.empty')}</Typography>
      <Typography color="text.secondary">{t('certificates.explanation')}</Typography>
    </Box>
  );
}
