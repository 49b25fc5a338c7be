import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The startup fetch of the account failed (spec 1 §4): the app stops here; the user may try again. */
export function SessionFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['common', 'auth']);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, sm: 6 } }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
            {t('common:retry')}
          </Button>
        }
      >
        {t('auth:login.failed')}
      </Alert>
    </Box>
  );
}
