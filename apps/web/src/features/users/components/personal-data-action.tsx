import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@portal/contracts';
import { useRequestPersonalDataExport } from '../api/post-personal-data-export';

/**
 * 'Gegevens downloaden' (admin): asks for an export of everything the portal holds about the person. It is made in
 * the background; the admin's notification says when it is ready, and the download is on their own profile.
 */
export function PersonalDataAction({ user }: { user: UserListItem }) {
  const { t } = useTranslation('users');
  const { enqueueSnackbar } = useSnackbar();
  const request = useRequestPersonalDataExport();
  const label = t('actions.downloadData', { name: user.fullName });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={request.isPending}
          onClick={() =>
            request.mutate(user.id, {
              onSuccess: () =>
                enqueueSnackbar(t('personalData.requested', { name: user.fullName }), { variant: 'success' }),
              onError: () =>
                enqueueSnackbar(t('personalData.requestFailed', { name: user.fullName }), { variant: 'error' }),
            })
          }
        >
          <DownloadOutlined />
        </IconButton>
      </span>
    </Tooltip>
  );
}
