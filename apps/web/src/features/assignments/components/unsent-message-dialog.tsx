import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface UnsentMessageDialogProps {
  open: boolean;
  /** 'Bericht versturen': send the typed message, then go on. */
  onSend: () => void;
  /** 'Doorgaan zonder versturen': go on, the message stays typed. */
  onContinue: () => void;
  /** Escape or a click beside it: nothing happens. */
  onClose: () => void;
  busy: boolean;
}

/** Asked when saving or handing in while a message is typed but not sent (spec 2 "Assignment page"). */
export function UnsentMessageDialog({ open, onSend, onContinue, onClose, busy }: UnsentMessageDialogProps) {
  const { t } = useTranslation('assignments');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('unsent.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('unsent.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onContinue} disabled={busy}>
          {t('unsent.continue')}
        </Button>
        <Button variant="contained" onClick={onSend} loading={busy} autoFocus>
          {t('unsent.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
