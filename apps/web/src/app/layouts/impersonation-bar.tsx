import { Box, Button, Typography } from '@mui/material';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { Account } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useStopImpersonating } from '../../lib/session';

/**
 * Shown under the top bar while an administrator works as another user (spec 1 §2: "While impersonating a bar is
 * shown"): whose portal this is, and the way back. A status region, so screen readers hear it when it appears.
 */
export function ImpersonationBar({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { stop, isPending } = useStopImpersonating();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 2 },
        px: { xs: 2, sm: 3 },
        py: 1,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
      }}
    >
      <VisibilityOutlined fontSize="small" />
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0 }}>
        {t('impersonation.bar', { name: account.fullName })}
      </Typography>
      <Button color="inherit" variant="outlined" size="small" onClick={stop} loading={isPending}>
        {t('account.stopImpersonating')}
      </Button>
    </Box>
  );
}
