import { useId, useState, type FocusEvent } from 'react';
import { Box, Button, Popover, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { visitPlatform } from '../../../lib/browser-location';
import { useCreateScheduleFeed, webcalUrl } from '../api/create-schedule-feed';
import type { AgendaMode } from '../api/query-keys';
import { useRevokeScheduleFeed } from '../api/revoke-schedule-feed';

interface FeedControlsProps {
  mode: AgendaMode;
  userId: string;
}

/**
 * The personal agenda feed (spec 2 "Agenda page"): 'Agenda synchroniseren' makes a feed address and hands it to the
 * calendar app (`webcal://`); 'Link handmatig kopiëren' makes one to paste into a calendar app by hand, copied with
 * the Clipboard API; 'Link intrekken' (after a confirmation) stops the feed. A new address replaces the previous one.
 */
export function FeedControls({ mode, userId }: FeedControlsProps) {
  const { t } = useTranslation('agenda');
  const { enqueueSnackbar } = useSnackbar();
  const sync = useCreateScheduleFeed(mode, userId);
  const create = useCreateScheduleFeed(mode, userId);
  const revoke = useRevokeScheduleFeed(mode, userId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const popoverId = useId();
  const helpId = useId();

  const startSync = () =>
    sync.mutate(undefined, {
      onSuccess: (feed) => visitPlatform(webcalUrl(feed)),
      onError: () => enqueueSnackbar(t('controls.syncFailed'), { variant: 'error' }),
    });

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: setUrl,
      onError: () => enqueueSnackbar(t('feed.createFailed'), { variant: 'error' }),
    });

  const copy = async () => {
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('feed.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('feed.copyFailed'), { variant: 'error' });
    }
  };

  const closePopover = () => {
    setAnchor(null);
    // The address is shown once: reopening asks for a new one.
    setUrl(null);
  };

  return (
    <>
      <Tooltip title={t('controls.syncHelp')} describeChild>
        <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={startSync} loading={sync.isPending}>
          {t('controls.sync')}
        </Button>
      </Tooltip>
      <Button
        variant="outlined"
        startIcon={<LinkIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('feed.open')}
      </Button>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={closePopover}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${popoverId}-title`,
            'aria-describedby': helpId,
            sx: { p: 2, maxWidth: 'min(480px, 92vw)' },
          },
        }}
      >
        <Stack spacing={2}>
          <Typography id={`${popoverId}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('feed.title')}
          </Typography>
          <Typography id={helpId} variant="body2">
            {t('feed.explanation')}
          </Typography>
          {url === null ? (
            <Box>
              <Button variant="contained" onClick={makeLink} loading={create.isPending}>
                {t('feed.create')}
              </Button>
            </Box>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                label={t('feed.field')}
                value={url}
                size="small"
                fullWidth
                slotProps={{
                  htmlInput: {
                    readOnly: true,
                    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
                  },
                }}
              />
              <Button
                variant="contained"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy()}
                sx={{ flexShrink: 0 }}
              >
                {t('feed.copy')}
              </Button>
            </Stack>
          )}
          <Box>
            <Button
              color="error"
              startIcon={<LinkOffIcon />}
              onClick={() => {
                closePopover();
                setConfirming(true);
              }}
            >
              {t('feed.revoke')}
            </Button>
          </Box>
        </Stack>
      </Popover>
      <ConfirmDialog
        open={confirming}
        title={t('feed.revokeTitle')}
        text={t('feed.revokeText')}
        confirmLabel={t('feed.revokeConfirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutateAsync().then(
            () => enqueueSnackbar(t('feed.revoked'), { variant: 'success' }),
            () => enqueueSnackbar(t('feed.revokeFailed'), { variant: 'error' }),
          )
        }
      />
    </>
  );
}
