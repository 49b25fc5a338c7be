import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_ROLES, apiKeyCreateBodySchema, type ApiKeyCreateBody, type ApiKeyRole } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { useCreateApiKey } from '../api/create-api-key';

interface CreateApiKeyDialogProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY: ApiKeyCreateBody = { name: '', roles: [], enabled: true };

/** Naam and Rechten (spec 1 §2); the create button stays disabled while the name is empty. */
export function CreateApiKeyDialog({ open, onClose }: CreateApiKeyDialogProps) {
  const { t } = useTranslation('apiKeys');
  const { t: tRoles } = useTranslation('roles');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateApiKey();
  const titleId = useId();
  // A failure is told inside the dialog: the modal hides the rest of the page, snackbars included, from assistive
  // technology, so a snackbar would not be announced.
  const [failed, setFailed] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(apiKeyCreateBodySchema), defaultValues: EMPTY });
  const name = useWatch({ control, name: 'name' });

  const close = () => {
    onClose();
    setFailed(false);
    reset(EMPTY);
  };

  const onSubmit = handleSubmit((body) => {
    setFailed(false);
    create.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(t('snackbar.created'), { variant: 'success' });
        close();
      },
      onError: (error) => {
        const onName = error instanceof ApiError ? error.violations.find((v) => v.propertyPath === 'name') : undefined;
        if (onName) setError('name', { message: onName.detail }, { shouldFocus: true });
        else setFailed(true);
      },
    });
  });

  const { ref: nameRef, ...nameField } = register('name');
  const nameError = validationMessage(errors.name?.message);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failed ? (
              <Alert severity="error" variant="outlined">
                {t('form.failed')}
              </Alert>
            ) : null}
            <TextField
              {...nameField}
              inputRef={nameRef}
              id="api-key-name"
              label={t('form.name')}
              required
              autoFocus
              fullWidth
              autoComplete="off"
              error={nameError !== undefined}
              helperText={nameError}
            />
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('form.roles')}</FormLabel>
              <Controller
                control={control}
                name="roles"
                render={({ field }) => {
                  const roles: ApiKeyRole[] = field.value ?? [];
                  const toggle = (role: ApiKeyRole, on: boolean) =>
                    field.onChange(on ? [...roles, role] : roles.filter((r) => r !== role));
                  return (
                    <FormGroup>
                      {API_KEY_ROLES.map((role) => (
                        <FormControlLabel
                          key={role}
                          label={tRoles(`apiKey.${role}`)}
                          control={
                            <Checkbox
                              checked={roles.includes(role)}
                              onChange={(event) => toggle(role, event.target.checked)}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                  );
                }}
              />
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={name.trim() === ''} loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
