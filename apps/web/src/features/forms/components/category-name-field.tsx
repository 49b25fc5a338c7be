import { useState, type KeyboardEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formCategoryBodySchema } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';

interface CategoryNameFieldProps {
  label: string;
  initial?: string;
  submitLabel: string;
  /** Saves the name; rejects with the `ApiError` of a refusal. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A category's name with its button: a new one, or a rename in place. An empty name marks the field (spec 3 §5),
 * as does the server's violation on `name`. No `<form>`: Enter saves just this field, Escape ends a rename.
 */
export function CategoryNameField({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CategoryNameFieldProps) {
  const { t } = useTranslation('forms');
  const validationMessage = useValidationMessage();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = formCategoryBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]?.message));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data.name);
      setError(undefined);
      if (!onCancel) setName('');
    } catch (failure) {
      const onName =
        failure instanceof ApiError ? failure.violations.find((v) => v.propertyPath === 'name') : undefined;
      if (onName) setError(validationMessage(onName.detail));
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
          {t('categories.cancel')}
        </Button>
      ) : null}
    </Stack>
  );
}
