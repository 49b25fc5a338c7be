import { TextField } from '@mui/material';
import { TEXT_ANSWER_MAX, TEXTAREA_ANSWER_MAX } from '@portal/contracts';
import type { FieldProps } from '../types';

/** `text` (subtype text, email or url as the input's type, with the builder's placeholder) and `textarea`. */
export function TextAnswerField({ field, value, onChange, readOnly, error, inputId }: FieldProps) {
  const multiline = field.type === 'textarea';
  const subtype = multiline ? 'text' : (field.metadata.type as string | undefined);
  const type = subtype === 'email' || subtype === 'url' ? subtype : 'text';
  const placeholder = typeof field.metadata.placeholder === 'string' ? field.metadata.placeholder : undefined;
  return (
    <TextField
      id={inputId}
      label={field.label}
      required={field.required}
      type={type}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder || undefined}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      error={error !== undefined}
      helperText={error ?? field.description ?? undefined}
      slotProps={{
        // On the input, not only the element: MUI then marks it read-only, and the theme shows it so.
        input: { readOnly },
        htmlInput: {
          maxLength: multiline ? TEXTAREA_ANSWER_MAX : TEXT_ANSWER_MAX,
          autoComplete: type === 'email' ? 'email' : type === 'url' ? 'url' : 'off',
        },
        formHelperText: { sx: { whiteSpace: 'pre-line' } },
      }}
    />
  );
}
