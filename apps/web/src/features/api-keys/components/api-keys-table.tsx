import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@portal/contracts';
import { ResponsiveTable } from '../../../components/data-table';
import { ApiKeyRow } from './api-key-row';

interface ApiKeysTableProps {
  apiKeys: ApiKey[];
  onDelete: (apiKey: ApiKey) => void;
}

/**
 * The list of spec 1 §2 "API keys (admin)": Naam and Key, with the actions per row. On narrow screens each key is a
 * card (its switch and delete button in view); the name takes the room the other columns leave.
 */
export function ApiKeysTable({ apiKeys, onDelete }: ApiKeysTableProps) {
  const { t } = useTranslation('apiKeys');
  return (
    <ResponsiveTable label={t('title')} size="medium">
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.name')}</TableCell>
          <TableCell>{t('columns.key')}</TableCell>
          <TableCell>{t('columns.roles')}</TableCell>
          <TableCell sx={{ width: '1%' }}>{t('columns.enabled')}</TableCell>
          <TableCell align="right" sx={{ width: '1%' }}>
            {t('columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {apiKeys.map((apiKey) => (
          <ApiKeyRow key={apiKey.id} apiKey={apiKey} onDelete={onDelete} />
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}
