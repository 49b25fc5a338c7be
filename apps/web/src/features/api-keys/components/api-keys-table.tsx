import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@portal/contracts';
import { ApiKeyRow } from './api-key-row';

interface ApiKeysTableProps {
  apiKeys: ApiKey[];
  onDelete: (apiKey: ApiKey) => void;
}

/** The list of spec 1 §2 "API keys (admin)": Naam and Key, with the actions per row. */
export function ApiKeysTable({ apiKeys, onDelete }: ApiKeysTableProps) {
  const { t } = useTranslation('apiKeys');
  return (
    // Narrow screens scroll the table sideways rather than squeezing the key.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.key')}</TableCell>
            <TableCell>{t('columns.roles')}</TableCell>
            <TableCell>{t('columns.enabled')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {apiKeys.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} onDelete={onDelete} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
