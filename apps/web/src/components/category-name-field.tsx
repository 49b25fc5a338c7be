import { useState, type KeyboardEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client';
import { useValidationMessage } from '../lib/validation-message';

interface CategoryNameFieldProps {
  label: string;
  initial?: string;
  submitLabel: string;
  /** The contract's body schema of a category save, with the name under `property` (`name`, `title`). */
  schema: z.ZodType<Record<string, unknown>>;
  property: string;
  /** Saves the checked name; rejects with the `ApiError` of a refusal. */
  onSubmit: (name: string) => Promise<unknown>;
  /** Tells the dialog the name was refused as invalid (by the schema, or the server's violation). */
  onInvalid?: () => void;
  /** A rename in place gets 'Annuleren' (and Escape); the field for a new category has none. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A category's name with its button, for the categories dialogs (FAQ, forms): a new one, or a rename in place. A
 * name the contract's schema refuses (empty) marks the field, as does the server's violation on it. No `<form>`: the
 * field sits inside a dialog, Enter saves just this field, Escape ends a rename and leaves the dialog open.
 */
export function CategoryNameField({
  label,
  initial = '',
  submitLabel,
  schema,
  property,
  onSubmit,
  onInvalid,
  onCancel,
  autoFocus = false,
}: CategoryNameFieldProps) {
  const { t } = useTranslation('components');
  const validationMessage = useValidationMessage();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const refuse = (detail: string | undefined) => {
    setError(validationMessage(detail));
    onInvalid?.();
  };
  const submit = async () => {
    const parsed = schema.safeParse({ [property]: name });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(String(parsed.data[property]));
      setError(undefined);
      if (!onCancel) setName('');
    } catch (failure) {
      const violation =
        failure instanceof ApiError ? failure.violations.find((v) => v.propertyPath === property) : undefined;
      if (violation) refuse(violation.detail);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: 1 }}>
      <TextField
        size="small"
        label={label}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
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
          {t('categoryNameField.cancel')}
        </Button>
      ) : null}
    </Stack>
  );
}
