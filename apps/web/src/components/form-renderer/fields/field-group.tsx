import type { ReactNode } from 'react';
import { FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { visuallyHidden } from '../../../lib/visually-hidden';

interface FieldGroupProps {
  id: string;
  /** The form field: its label ('*' when required) names the group, its description describes it. */
  field: { label: string; required: boolean; description: string | null };
  error: string | undefined;
  /** The label is shown by the content itself (the drop zone): the legend is for screen readers only. */
  hideLegend?: boolean;
  children: ReactNode;
}

/**
 * A fieldset whose legend is the field's label ('*' when required), for answers made of several inputs (choices,
 * dates, a signature). The description and the violation describe the group.
 */
export function FieldGroup({ id, field, error, hideLegend, children }: FieldGroupProps) {
  const { label, required, description } = field;
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FormControl
      component="fieldset"
      id={id}
      error={error !== undefined}
      required={required}
      aria-describedby={describedBy || undefined}
      fullWidth
      sx={{ minWidth: 0 }}
    >
      <FormLabel
        component="legend"
        sx={
          hideLegend ? visuallyHidden : { mb: 0.5, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }
        }
      >
        {label}
      </FormLabel>
      {description && (
        <Typography
          id={`${id}-description`}
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line', mb: 1 }}
        >
          {description}
        </Typography>
      )}
      {children}
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
