import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { AFAS_ID_LENGTH, type MergeResult } from '@portal/contracts';
import { useAfasUserName } from '../api/get-afas-user-name';
import { useMergeUsers, useUndoMerge } from '../api/merge-users';

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
  const undo = useUndoMerge();
  const titleId = useId();
  // After a merge the dialog says what moved and offers to undo it at once.
  const [result, setResult] = useState<MergeResult | null>(null);
  const [undoFailed, setUndoFailed] = useState(false);
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
    setResult(null);
    setUndoFailed(false);
    onClose();
  };
  const undoMerge = () => {
    if (!result) return;
    setUndoFailed(false);
    undo.mutate(result.id, {
      onSuccess: () => {
        enqueueSnackbar(t('merge.undone'), { variant: 'success' });
        close();
      },
      onError: () => setUndoFailed(true),
    });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!previous.trim() || !current.trim() || previous.trim() === current.trim()) return;
    setFailed(false);
    merge.mutate(
      { previousAfasId: previous.trim(), currentAfasId: current.trim() },
      {
        onSuccess: (merged) => setResult(merged),
        onError: () => setFailed(true),
      },
    );
  };

  if (result) {
    const moved = Object.values(result.moved).reduce((sum, n) => sum + n, 0);
    return (
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('merge.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="success" role="status">
              {t('merge.done')} {t('merge.moved', { count: moved })}
            </Alert>
            {undoFailed ? <Alert severity="error">{t('merge.undoFailed')}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={undoMerge} loading={undo.isPending}>
            {t('merge.undo')}
          </Button>
          <Button variant="contained" onClick={close}>
            {t('merge.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

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
