import { Box, CircularProgress } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus as Status } from './autosave-queue';

/**
 * The autosave's state in words, announced politely: 'Opgeslagen', 'Bezig met opslaan…', 'Offline – wijzigingen
 * bewaard', and when a save keeps failing or changes are held back by violations.
 */
export function AutosaveStatus({ status }: { status: Status }) {
  const { t } = useTranslation('components');
  let icon = <CheckCircleOutlined fontSize="small" color="success" aria-hidden />;
  let text: string = t('autosave.saved');
  switch (status) {
    case 'pending':
    case 'saving':
      icon = <CircularProgress size={16} aria-hidden />;
      text = t('autosave.saving');
      break;
    case 'offline':
      icon = <CloudOffOutlined fontSize="small" aria-hidden />;
      text = t('autosave.offline');
      break;
    case 'retrying':
      icon = <CloudOffOutlined fontSize="small" aria-hidden />;
      text = t('autosave.retrying');
      break;
    case 'invalid':
    case 'conflict':
      icon = <ErrorOutlined fontSize="small" color="error" aria-hidden />;
      text = t(status === 'invalid' ? 'autosave.invalid' : 'autosave.conflict.title');
      break;
    case 'closed':
      text = t('autosave.submitted');
      break;
    default:
      break;
  }
  return (
    <Box
      role="status"
      aria-live="polite"
      data-autosave-status={status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.secondary', minHeight: 24 }}
    >
      {icon}
      <span>{text}</span>
    </Box>
  );
}

/**
 * The autosave's state above a long form, kept in view while the user works further down: it sticks under the top
 * bar (whose height the frame keeps in `--app-frame-bar-height`) until the form ends. Only the status itself takes
 * clicks; the strip it sits in lets them through to the form beneath.
 */
export function AutosaveStatusBar({ status }: { status: Status }) {
  return (
    <Box
      data-autosave-bar
      sx={{
        position: 'sticky',
        top: 'calc(var(--app-frame-bar-height, 0px) + 8px)',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        justifyContent: 'flex-end',
        pointerEvents: 'none',
      }}
    >
      <Box
        sx={{
          pointerEvents: 'auto',
          bgcolor: 'background.paper',
          borderRadius: 4,
          boxShadow: 1,
          px: 1.5,
          py: 0.5,
        }}
      >
        <AutosaveStatus status={status} />
      </Box>
    </Box>
  );
}
