import { Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup } from '@mui/material';
import type { FieldProps } from '../types';
import { FieldGroup } from './field-group';

/** `choicelist`: radio buttons, or checkboxes when `multiple`; the answer is the chosen option ids. */
export function ChoiceAnswerField({ field, value, onChange, readOnly, error, inputId }: FieldProps) {
  const chosen = Array.isArray(value) ? value : [];
  const options = [...field.options].sort((a, b) => a.order - b.order);
  const multiple = field.metadata.multiple === true;
  return (
    <FieldGroup id={inputId} field={field} error={error}>
      {multiple ? (
        <FormGroup>
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              label={option.label}
              disabled={readOnly}
              control={
                <Checkbox
                  checked={chosen.includes(option.id)}
                  slotProps={{ input: { 'aria-readonly': readOnly || undefined } as object }}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          name={`${inputId}-choice`}
          value={chosen[0] ?? ''}
          aria-readonly={readOnly || undefined}
          onChange={(event) => onChange([event.target.value])}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              label={option.label}
              disabled={readOnly}
              control={<Radio />}
            />
          ))}
        </RadioGroup>
      )}
    </FieldGroup>
  );
}
