import type { HTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

interface OutlinedTextFieldProps {
  id: string;
  label: ReactNode;
  name?: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  onBlur?: InputHTMLAttributes<HTMLInputElement>['onBlur'];
  /** Attributes of the `<input>` itself (e.g. `inputMode`). */
  htmlInput?: Pick<HTMLAttributes<HTMLInputElement>, 'inputMode' | 'spellCheck' | 'autoCapitalize'>;
}

/**
 * MUI's outlined TextField for one line of text, built from the parts TextField itself renders (FormControl,
 * InputLabel, OutlinedInput, FormHelperText: the same markup, ids and look). TextField also imports its `select`
 * mode, Select with Menu, Popover and Modal (~20 kB gzipped); the login page, the first screen, uses this one so it
 * does not load them. Elsewhere use TextField.
 */
export function OutlinedTextField({
  id,
  label,
  name,
  type,
  autoComplete,
  autoFocus,
  fullWidth,
  error = false,
  helperText,
  inputRef,
  onChange,
  onBlur,
  htmlInput,
}: OutlinedTextFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        fullWidth={fullWidth}
        inputRef={inputRef}
        onChange={onChange}
        onBlur={onBlur}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
