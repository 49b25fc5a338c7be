import { IconButton, Switch, TableRow } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@portal/contracts';
import { LabelledCell } from '../../../components/data-table';
import { useUpdateApiKey } from '../api/update-api-key';
import { MaskedKey } from './masked-key';

interface ApiKeyRowProps {
  apiKey: ApiKey;
  onDelete: (apiKey: ApiKey) => void;
}

/** One key: name, masked key, rights, the enable/disable switch and delete. */
export function ApiKeyRow({ apiKey, onDelete }: ApiKeyRowProps) {
  const { t } = useTranslation('apiKeys');
  const { t: tRoles } = useTranslation('roles');
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateApiKey();

  const toggle = () => {
    const enabled = !apiKey.enabled;
    update.mutate(
      { id: apiKey.id, body: { enabled } },
      {
        onSuccess: () => enqueueSnackbar(t(enabled ? 'snackbar.enabled' : 'snackbar.disabled'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('snackbar.updateFailed'), { variant: 'error' }),
      },
    );
  };

  return (
    <TableRow>
      <LabelledCell component="th" scope="row" label={t('columns.name')}>
        {apiKey.name}
      </LabelledCell>
      <LabelledCell sx={{ minWidth: 200 }} label={t('columns.key')}>
        <MaskedKey name={apiKey.name} token={apiKey.token} />
      </LabelledCell>
      <LabelledCell label={t('columns.roles')}>
        {apiKey.roles.length === 0 ? t('noRoles') : apiKey.roles.map((role) => tRoles(`apiKey.${role}`)).join(', ')}
      </LabelledCell>
      <LabelledCell label={t('columns.enabled')}>
        <Switch
          checked={apiKey.enabled}
          onChange={toggle}
          disabled={update.isPending}
          slotProps={{ input: { 'aria-label': t('enabledToggle', { name: apiKey.name }) } }}
        />
      </LabelledCell>
      <LabelledCell align="right" label={t('columns.actions')}>
        <IconButton aria-label={t('delete', { name: apiKey.name })} onClick={() => onDelete(apiKey)}>
          <DeleteOutlined />
        </IconButton>
      </LabelledCell>
    </TableRow>
  );
}
