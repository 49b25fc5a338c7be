import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { AFAS_ID_LENGTH } from '@portal/contracts';
import { useAfasUserName } from '../api/get-afas-user-name';
import { useMergeUsers } from '../api/merge-users';

interface MergeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** One AFAS id field; the person's name appears under it once the id has exactly 7 characters. */
function AfasIdField(props: { label: string; value: string; onChange: (v: string) => void; error: string | null }) {
  const { t } = useTranslation('afas');
  const name = useAfasUserName(props.value);
  const looked = props.value.trim().length === AFAS_ID_LENGTH;
  const helper = props.error ?? (looked ? (name.data?.fullName ?? (name.isError ? t('merge.unknown') : ' ')) : ' ');
  return (
    <TextField
      label={props.label}
      value={props.value}
      required
      onChange={(e) => props.onChange(e.target.value)}
      error={Boolean(props.error) || (looked && name.isError)}
      helperText={helper}
      slotProps={{ htmlInput: { maxLength: 50, inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}

/**
 * The merge dialog of the users screen (spec 3 "Merge dialog", admin): previous and current AFAS id, both required;
 * names are looked up at exactly 7 characters. A failure is told inside the dialog (a modal hides snackbars from
 * assistive technology); success closes it with a snackbar.
 */
export function MergeDialog({ open, onClose }: MergeDialogProps) {
  const { t } = useTranslation('afas');
  const { t: tv } = useTranslation('validation');
  const { enqueueSnackbar } = useSnackbar();
  const merge = useMergeUsers();
  const titleId = useId();
  const [previous, setPrevious] = useState('');
  const [current, setCurrent] = useState('');
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState(false);
  const required = (v: string) => (touched && v.trim() === '' ? tv('required') : null);
  const sameError = touched && previous.trim() !== '' && previous.trim() === current.trim() ? t('merge.same') : null;

  const close = () => {
    setPrevious('');
    setCurrent('');
    setTouched(false);
    setFailed(false);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!previous.trim() || !current.trim() || previous.trim() === current.trim()) return;
    setFailed(false);
    merge.mutate(
      { previousAfasId: previous.trim(), currentAfasId: current.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(t('merge.done'), { variant: 'success' });
          close();
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('merge.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failed ? <Alert severity="error">{t('merge.failed')}</Alert> : null}
            <AfasIdField
              label={t('merge.previous')}
              value={previous}
              onChange={setPrevious}
              error={required(previous)}
            />
            <AfasIdField
              label={t('merge.current')}
              value={current}
              onChange={setCurrent}
              error={required(current) ?? sameError}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('merge.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={merge.isPending}>
            {t('merge.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
