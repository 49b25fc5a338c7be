import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteApiKeyDialogProps {
  open: boolean;
  /** The key's name, kept while the dialog fades out. */
  name: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation of spec 1 §2 with the API key's own sentence. */
export function DeleteApiKeyDialog({ open, name, deleting, onCancel, onConfirm }: DeleteApiKeyDialogProps) {
  const { t } = useTranslation('apiKeys');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('confirmDelete.text', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('confirmDelete.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={deleting}>
          {t('confirmDelete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
