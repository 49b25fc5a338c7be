import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface UrlDialogValues {
  url: string;
  alt: string;
  caption: string;
}

interface UrlDialogProps {
  open: boolean;
  /** 'link' asks for an address; 'image' also for a description and a caption. */
  kind: 'link' | 'image';
  initialUrl?: string;
  /** Whether the address is one the server keeps. */
  isValid: (url: string) => boolean;
  onApply: (values: UrlDialogValues) => void;
  /** Offered when editing an existing link. */
  onRemove?: () => void;
  onClose: () => void;
}

/**
 * Asks for a link's or an image's address. It has no `<form>` of its own: it opens from inside the news or FAQ form
 * and React bubbles a submit through portals, so a nested form would submit the page's form. Enter in a field
 * applies the dialog instead.
 */
export function UrlDialog({ open, kind, initialUrl = '', isValid, onApply, onRemove, onClose }: UrlDialogProps) {
  const { t } = useTranslation('management');
  const titleId = useId();
  const [values, setValues] = useState<UrlDialogValues>({ url: initialUrl, alt: '', caption: '' });
  const [touched, setTouched] = useState(false);
  const invalid = touched && !isValid(values.url);

  const apply = () => {
    setTouched(true);
    if (!isValid(values.url)) return;
    onApply({ url: values.url.trim(), alt: values.alt.trim(), caption: values.caption.trim() });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    apply();
  };
  const set = (name: keyof UrlDialogValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t(kind === 'link' ? 'editor.linkDialog.title' : 'editor.imageDialog.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t(kind === 'link' ? 'editor.linkDialog.url' : 'editor.imageDialog.url')}
            value={values.url}
            onChange={set('url')}
            onKeyDown={onKeyDown}
            autoFocus
            required
            fullWidth
            error={invalid}
            helperText={
              invalid ? t(kind === 'link' ? 'editor.linkDialog.invalid' : 'editor.imageDialog.invalid') : undefined
            }
          />
          {kind === 'image' ? (
            <>
              <TextField
                label={t('editor.imageDialog.alt')}
                value={values.alt}
                onChange={set('alt')}
                onKeyDown={onKeyDown}
                fullWidth
              />
              <TextField
                label={t('editor.imageDialog.caption')}
                value={values.caption}
                onChange={set('caption')}
                onKeyDown={onKeyDown}
                fullWidth
              />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {onRemove ? (
          <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
            {t('editor.linkDialog.remove')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('editor.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t(kind === 'link' ? 'editor.linkDialog.apply' : 'editor.imageDialog.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
