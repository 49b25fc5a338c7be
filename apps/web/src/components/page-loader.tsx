import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Thin progress bar while a screen's code or data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />;
}
