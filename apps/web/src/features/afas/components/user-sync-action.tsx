import SyncIcon from '@mui/icons-material/Sync';
import { IconButton, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useSyncUser } from '../api/sync-user';

/**
 * A users-list row's sync action (SYNC_USER): synchronises the person from AFAS now, saying so while it runs
 * ('Gebruiker wordt gesynchroniseerd...') and after ('Gebruiker is gesynchroniseerd.' or the failure).
 */
export function UserSyncAction({ afasId, name }: { afasId: string; name: string }) {
  const { t } = useTranslation('afas');
  const { enqueueSnackbar } = useSnackbar();
  const sync = useSyncUser();
  const label = t('userSync.label', { name });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={sync.isPending}
          onClick={() => {
            enqueueSnackbar(t('messages.syncStarted'), { variant: 'info' });
            sync.mutate(afasId, {
              onSuccess: () => enqueueSnackbar(t('messages.syncDone'), { variant: 'success' }),
              onError: () => enqueueSnackbar(t('messages.syncFailed'), { variant: 'error' }),
            });
          }}
        >
          <SyncIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
