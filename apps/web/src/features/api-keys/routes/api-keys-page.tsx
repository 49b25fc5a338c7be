import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@portal/contracts';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDeleteApiKey } from '../api/delete-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeysTable } from '../components/api-keys-table';
import { CreateApiKeyDialog } from '../components/create-api-key-dialog';
import { DeleteApiKeyDialog } from '../components/delete-api-key-dialog';

/** Route module for /api-keys (spec 1 §2 "API keys (admin)"); the route requires ROLE_ADMIN. */
export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  useDocumentTitle(t('title'));
  const { enqueueSnackbar } = useSnackbar();
  const apiKeys = useApiKeys();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  // The key being deleted stays set while the dialog fades out, so its sentence keeps the name.
  const [toDelete, setToDelete] = useState<ApiKey | null>(null);
  const [confirming, setConfirming] = useState(false);

  const askDelete = (apiKey: ApiKey) => {
    setToDelete(apiKey);
    setConfirming(true);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => enqueueSnackbar(t('snackbar.deleted'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('snackbar.deleteFailed'), { variant: 'error' }),
      onSettled: () => setConfirming(false),
    });
  };

  let content;
  if (apiKeys.isPending) content = <PageLoader />;
  else if (apiKeys.data && apiKeys.data.length > 0) {
    content = <ApiKeysTable apiKeys={apiKeys.data} onDelete={askDelete} />;
  } else content = <Typography>{t('empty')}</Typography>;

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {t('title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('add')}
        </Button>
      </Stack>
      {content}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteApiKeyDialog
        open={confirming}
        name={toDelete?.name ?? ''}
        deleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

export { ApiKeysPage as Component };
