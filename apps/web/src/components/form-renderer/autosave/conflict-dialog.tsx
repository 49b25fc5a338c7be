import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface ConflictDialogProps {
  open: boolean;
  /** The labels of the fields whose unsaved changes differ from the server's version. */
  fieldLabels: readonly string[];
  onKeepMine: () => void;
  onTakeServer: () => void;
}

/**
 * The entry was saved elsewhere after these changes were made (409 `entry_revision_conflict`): nothing is
 * overwritten until the user chooses to keep their changes (sent again on the server's revision) or to take the
 * server's version (their unsaved changes dropped). It cannot be dismissed without a choice.
 */
export function ConflictDialog({ open, fieldLabels, onKeepMine, onTakeServer }: ConflictDialogProps) {
  const { t } = useTranslation('components');
  return (
    <Dialog open={open} aria-labelledby="autosave-conflict-title" aria-describedby="autosave-conflict-text">
      <DialogTitle id="autosave-conflict-title">{t('autosave.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="autosave-conflict-text">{t('autosave.conflict.text')}</DialogContentText>
        <ul>
          {fieldLabels.map((label, index) => (
            <li key={`${label}-${index}`}>{label}</li>
          ))}
        </ul>
        <DialogContentText>{t('autosave.conflict.question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeServer}>{t('autosave.conflict.takeServer')}</Button>
        <Button onClick={onKeepMine} variant="contained" autoFocus>
          {t('autosave.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
