import { forwardRef, useId } from 'react';
import { Box, IconButton, Paper } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { useTranslation } from 'react-i18next';

const icons = {
  success: CheckCircleOutlined,
  error: ErrorOutlined,
  warning: WarningAmberOutlined,
  info: InfoOutlined,
} as const;

/**
 * notistack's own content uses fixed colours (its success green fails AA contrast) and the same element id in every
 * snackbar; this one takes the colours from the theme and gives each snackbar its own id and a close button.
 */
export const AppSnackbarContent = forwardRef<HTMLDivElement, CustomContentProps>(function AppSnackbarContent(
  { id, message, variant, hideIconVariant, style, className },
  ref,
) {
  const { t } = useTranslation();
  const messageId = useId();
  const Icon = variant === 'default' ? undefined : icons[variant];
  const isUrgent = variant === 'error' || variant === 'warning';

  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Paper
        elevation={6}
        role={isUrgent ? 'alert' : 'status'}
        aria-labelledby={messageId}
        sx={(theme) => {
          const palette = variant === 'default' ? undefined : theme.palette[variant];
          return {
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            width: '100%',
            minWidth: { sm: 288 },
            maxWidth: 480,
            py: 0.75,
            pl: 2,
            pr: 1,
            bgcolor: palette?.main ?? theme.palette.grey[900],
            color: palette?.contrastText ?? theme.palette.common.white,
          };
        }}
      >
        {Icon && !hideIconVariant ? <Icon fontSize="small" /> : null}
        <Box id={messageId} sx={{ flexGrow: 1, py: 0.75, typography: 'body2' }}>
          {message}
        </Box>
        <IconButton size="small" color="inherit" aria-label={t('close')} onClick={() => closeSnackbar(id)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </SnackbarContent>
  );
});
