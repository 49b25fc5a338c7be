import { useState, type KeyboardEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';

interface CategoryTitleFieldProps {
  label: string;
  initial?: string;
  submitLabel: string;
  /** Saves the title; rejects with the `ApiError` of a refusal. */
  onSubmit: (title: string) => Promise<unknown>;
  /** Tells the dialog the title was refused as invalid (an empty one, or the server's violation). */
  onInvalid: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A category's title with its button: a new one, or a rename in place. An empty title marks the field (spec 1 §5);
 * the server's violation on `title` lands here too. There is no `<form>`: the field sits inside a dialog that the FAQ
 * pages open, and Enter saves just this field.
 */
export function CategoryTitleField({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onInvalid,
  onCancel,
  autoFocus = false,
}: CategoryTitleFieldProps) {
  const { t } = useTranslation('management');
  const validationMessage = useValidationMessage();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (title.trim() === '') {
      setError(validationMessage('validation.required'));
      onInvalid();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(title.trim());
      setError(undefined);
      if (!onCancel) setTitle('');
    } catch (failure) {
      const onTitle =
        failure instanceof ApiError ? failure.violations.find((v) => v.propertyPath === 'title') : undefined;
      if (onTitle) {
        setError(validationMessage(onTitle.detail));
        onInvalid();
      }
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      // Ends the rename only; the dialog stays open.
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
      <TextField
        size="small"
        label={label}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
        error={error !== undefined}
        helperText={error}
        required
        autoFocus={autoFocus}
        autoComplete="off"
        sx={{ flex: 1 }}
      />
      <Button variant="contained" onClick={() => void submit()} loading={busy} sx={{ mt: 0.25 }}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button onClick={onCancel} sx={{ mt: 0.25 }}>
          {t('faq.categories.cancel')}
        </Button>
      ) : null}
    </Stack>
  );
}
