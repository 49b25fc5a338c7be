import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /**
   * Runs on 'Verwijderen'. While a returned promise runs, the dialog is busy (the button spins, nothing closes it);
   * when it settles the dialog closes either way, so report the outcome yourself (a snackbar, spec 1 §8).
   */
  onConfirm: () => unknown;
  /** Annuleren, Escape, a click beside the dialog, and after `onConfirm` has finished. */
  onClose: () => void;
  /** Default 'Verwijdering bevestigen'. */
  title?: string;
  /** Default 'Weet je zeker dat je dit item wilt verwijderen?'. */
  text?: ReactNode;
  /** Default 'Verwijderen'. */
  confirmLabel?: string;
  /** Default 'Annuleren'. */
  cancelLabel?: string;
}

/**
 * The delete confirmation of spec 1 §2 "Shared elements": 'Verwijdering bevestigen', a sentence, Annuleren and
 * Verwijderen. Focus starts on Annuleren, the safe choice, so an Enter pressed out of habit deletes nothing.
 */
export function ConfirmDialog({
  open,
  onConfirm,
  onClose,
  title,
  text,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('components');
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports its own failure (see `onConfirm`); the dialog only has to end the wait.
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title ?? t('confirmDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {text ?? t('confirmDialog.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} autoFocus>
          {cancelLabel ?? t('confirmDialog.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={busy}>
          {confirmLabel ?? t('confirmDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Deleting a row after confirmation: `ask(row)` opens the dialog with `text(row)`; 'Verwijderen' runs
 * `remove(row)` (which reports its own outcome). Render `dialog` once in the page.
 */
export function useConfirmedDelete<T>({ text, remove }: { text: (row: T) => ReactNode; remove: (row: T) => unknown }) {
  const [row, setRow] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    ask: (next: T) => {
      setRow(next);
      setOpen(true);
    },
    dialog: (
      <ConfirmDialog
        open={open}
        text={row === null ? undefined : text(row)}
        onConfirm={() => (row === null ? undefined : remove(row))}
        onClose={() => setOpen(false)}
      />
    ),
  };
}
