import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { INTERNSHIP_TYPE_IDS, INTERNSHIP_TYPES, type InternshipType } from '@portal/contracts';
import type { FieldProps } from '../types';

/** `internship-type`: a select of the field's internship types (all 11 when it lists none); the answer is 1-11 or null. */
export function InternshipTypeAnswerField({ field, value, onChange, readOnly, error, inputId }: FieldProps) {
  const { t } = useTranslation('components');
  const listed = Array.isArray(field.metadata.types)
    ? (field.metadata.types as unknown[]).filter((v): v is InternshipType =>
        INTERNSHIP_TYPE_IDS.includes(v as InternshipType),
      )
    : [];
  const types = listed.length > 0 ? listed : INTERNSHIP_TYPE_IDS;
  return (
    <TextField
      select
      id={inputId}
      label={field.label}
      required={field.required}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      fullWidth
      sx={{ maxWidth: 420 }}
      error={error !== undefined}
      helperText={error ?? field.description ?? undefined}
      slotProps={{ select: { readOnly }, formHelperText: { sx: { whiteSpace: 'pre-line' } } }}
    >
      <MenuItem value="">
        <em>{t('formRenderer.internshipType.none')}</em>
      </MenuItem>
      {types.map((type) => (
        <MenuItem key={type} value={String(type)}>
          {INTERNSHIP_TYPES[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}
