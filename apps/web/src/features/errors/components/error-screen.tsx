import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';

interface ErrorScreenProps {
  title: string;
  message: string;
}

/** Heading, one sentence and the way back home: the shape of every error page. */
export function ErrorScreen({ title, message }: ErrorScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, sm: 6 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 4 }}>{message}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('toStartPage')}
      </Button>
    </Box>
  );
}
