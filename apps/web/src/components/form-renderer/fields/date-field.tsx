import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Answer, DateAnswer } from '@portal/contracts';
import { formatDate, parseDateInput } from '../../../lib/format';
import type { FieldProps } from '../types';
import { FieldGroup } from './field-group';

type Part = keyof DateAnswer;
type Texts = Record<Part, string>;

const PARTS: readonly Part[] = ['startDate', 'startTime', 'endDate', 'endTime'];

function textsOf(value: Answer | undefined): Texts {
  const answer = value && typeof value === 'object' && !Array.isArray(value) && 'startDate' in value ? value : null;
  const date = (v: string | null | undefined) => (v ? formatDate(v) || v : '');
  return {
    startDate: date(answer?.startDate),
    startTime: answer?.startTime ?? '',
    endDate: date(answer?.endDate),
    endTime: answer?.endTime ?? '',
  };
}

/** '9:05' and '09.05' → '09:05'; anything else as typed (for the validator to name). */
function normaliseTime(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(value);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value;
}

/** The answer the texts stand for; a date that is no real DD-MM-JJJJ day goes on as typed, for the validator. */
function answerOf(texts: Texts): DateAnswer | null {
  const date = (text: string) => (text.trim() === '' ? null : (parseDateInput(text) ?? text.trim()));
  const answer: DateAnswer = {
    startDate: date(texts.startDate),
    startTime: normaliseTime(texts.startTime),
    endDate: date(texts.endDate),
    endTime: normaliseTime(texts.endTime),
  };
  return PARTS.every((part) => answer[part] === null) ? null : answer;
}

/**
 * `date`: the product's Dutch date field (typed DD-MM-JJJJ, whatever the browser's language), with a start and end
 * when `range` and a time (UU:MM) when `time`. The answer is `{ startDate, startTime, endDate, endTime }` with
 * YYYY-MM-DD dates, or `null` when all is empty. A violation with a `path` marks that part.
 */
export function DateAnswerField({ field, value, onChange, readOnly, error, errorPath, inputId }: FieldProps) {
  const { t } = useTranslation('components');
  const range = field.metadata.range === true;
  const time = field.metadata.time === true;
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  const [shown, setShown] = useState(() => JSON.stringify(value ?? null));
  const current = JSON.stringify(value ?? null);
  if (current !== shown) {
    setShown(current);
    setTexts(textsOf(value));
  }

  const update = (part: Part, text: string) => {
    const next = { ...texts, [part]: text };
    const answer = answerOf(next);
    setTexts(next);
    setShown(JSON.stringify(answer));
    onChange(answer);
  };

  const label = (part: Part) => {
    if (part === 'startDate') return t(range ? 'formRenderer.date.startDate' : 'formRenderer.date.date');
    if (part === 'startTime') return t(range ? 'formRenderer.date.startTime' : 'formRenderer.date.time');
    return t(part === 'endDate' ? 'formRenderer.date.endDate' : 'formRenderer.date.endTime');
  };
  const input = (part: Part) => {
    const isDate = part.endsWith('Date');
    // Without a path the violation is about the whole answer: the first part carries it.
    const partError =
      error !== undefined && (errorPath === part || (!PARTS.includes(errorPath as Part) && part === 'startDate'));
    const hint = t(isDate ? 'formRenderer.date.dateHint' : 'formRenderer.date.timeHint');
    return (
      <TextField
        key={part}
        id={`${inputId}-${part}`}
        label={label(part)}
        required={field.required && (part === 'startDate' || (range && part === 'endDate') || time)}
        value={texts[part]}
        onChange={(event) => update(part, event.target.value)}
        placeholder={hint}
        error={partError}
        helperText={partError ? error : hint}
        sx={{ maxWidth: isDate ? 200 : 140 }}
        slotProps={{
          input: { readOnly },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: isDate ? 10 : 5 },
        }}
      />
    );
  };

  return (
    <FieldGroup id={inputId} field={field} error={undefined}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {input('startDate')}
          {time && input('startTime')}
        </Stack>
        {range && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {input('endDate')}
            {time && input('endTime')}
          </Stack>
        )}
      </Stack>
    </FieldGroup>
  );
}
