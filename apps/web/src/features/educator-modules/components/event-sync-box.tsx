import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { postEducatorEventSync } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { educatorEventsKeys } from '../api/get-educator-events';

/**
 * The admin's event sync box of /modulen (spec 3): an AFAS event id, required and numeric, synchronised now with
 * `POST /api/educator-events/{id}/sync`; 'Het evenement is succesvol gesynchroniseerd.' or 'Fout bij het
 * synchroniseren van het evenement.'.
 */
export function EventSyncBox() {
  const { t } = useTranslation('educatorModules');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [id, setId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sync = useMutation({
    mutationFn: (eventId: string) =>
      post(postEducatorEventSync.path.replace(':id', encodeURIComponent(eventId)), undefined, {
        schema: postEducatorEventSync.response[200],
      }),
    onSuccess: () => {
      enqueueSnackbar(t('sync.done'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: educatorEventsKeys.all });
    },
    onError: () => enqueueSnackbar(t('sync.failed'), { variant: 'error' }),
  });

  const submit = () => {
    const value = id.trim();
    if (value === '') return setError(validationMessage('validation.required'));
    if (!/^\d+$/.test(value)) return setError(validationMessage('validation.digitsOnly'));
    setError(undefined);
    sync.mutate(value);
  };

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label={t('sync.label')}
    >
      <TextField
        size="small"
        label={t('sync.field')}
        value={id}
        onChange={(event) => {
          setId(event.target.value);
          if (error) setError(undefined);
        }}
        error={error !== undefined}
        helperText={error}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 18 } }}
      />
      <Button type="submit" variant="outlined" loading={sync.isPending} sx={{ mt: { sm: 0.25 } }}>
        {t('sync.submit')}
      </Button>
    </Stack>
  );
}
