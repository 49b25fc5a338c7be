import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@portal/contracts';
import { formatEuros } from '../../../lib/format';
import type { FieldProps } from '../types';

/**
 * A number typed the Dutch way: '1.234,5' or '1234,5' (also '1234.5'). `null` for an empty input, `undefined` for
 * text that is no number.
 */
export function parseDutchNumber(text: string): number | null | undefined {
  let value = text.replace(/[\s€]/g, '');
  if (value === '') return null;
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, '');
  if (!/^-?\d+(\.\d+)?$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const twoDecimals = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('nl-NL', { useGrouping: false, maximumFractionDigits: 10 });

function show(value: Answer | undefined, amount: boolean): string {
  if (typeof value === 'number') return amount ? twoDecimals.format(value) : plain.format(value);
  return typeof value === 'string' ? value : '';
}

/**
 * `number`, `request-points` and `request-amount` (euros): typed as text so a Dutch decimal comma works; empty is
 * `null`, and text that is no number goes on as typed, for the validator to name ('Vul een getal in').
 */
export function NumberAnswerField({ field, value, onChange, readOnly, error, inputId }: FieldProps) {
  const { t } = useTranslation('components');
  const amount = field.type === 'request-amount';
  const points = field.type === 'request-points';
  const [text, setText] = useState(() => show(value, amount));
  // The value this text stands for: another value from outside (a server version taken) replaces the text.
  const [shown, setShown] = useState<Answer | undefined>(value);
  if (value !== shown) {
    setShown(value);
    setText(show(value, amount));
  }

  if (readOnly && amount && typeof value === 'number') {
    // Shown as an amount in euros, nl-NL: '€ 1.234,50'.
    return (
      <TextField
        id={inputId}
        label={field.label}
        required={field.required}
        value={formatEuros(value)}
        fullWidth
        helperText={error ?? field.description ?? undefined}
        error={error !== undefined}
        slotProps={{ input: { readOnly: true } }}
      />
    );
  }

  return (
    <TextField
      id={inputId}
      label={field.label}
      required={field.required}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        const parsed = parseDutchNumber(next);
        const answer = parsed === undefined ? next : parsed;
        setText(next);
        setShown(answer);
        onChange(answer);
      }}
      onBlur={() => {
        if (amount && typeof value === 'number') setText(show(value, true));
      }}
      fullWidth
      error={error !== undefined}
      helperText={error ?? field.description ?? undefined}
      sx={{ maxWidth: 320 }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        formHelperText: { sx: { whiteSpace: 'pre-line' } },
        input: {
          readOnly,
          startAdornment: amount ? (
            <InputAdornment position="start">{t('formRenderer.number.amountPrefix')}</InputAdornment>
          ) : undefined,
          endAdornment: points ? (
            <InputAdornment position="end">{t('formRenderer.number.points')}</InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
