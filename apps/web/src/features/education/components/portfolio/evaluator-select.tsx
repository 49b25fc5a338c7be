import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AssignmentPerson, Role } from '@portal/contracts';

/** The role an evaluator is named by (spec 2 §9: '{product} opleider', 'Praktijkopleider'), else their first. */
const NAMING_ROLES: readonly Role[] = ['ROLE_INSTITUTE_EDUCATOR', 'ROLE_PRACTICAL_TRAINER'];

interface EvaluatorSelectProps {
  /** The input's id (focused when the choice is missing). */
  id: string;
  options: readonly AssignmentPerson[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shows 'Je dient minimaal 1 beoordelaar te selecteren.' */
  error: boolean;
  disabled?: boolean;
}

/**
 * The evaluators of a new request (spec 2 §5), chosen before it exists: the assignments area's evaluator choice, with
 * its texts, for a feature that may not import that area (the assignment page has its own).
 */
export function EvaluatorSelect({ id, options, value, onChange, error, disabled }: EvaluatorSelectProps) {
  const { t } = useTranslation(['assignments', 'roles']);
  const label = (person: AssignmentPerson) => {
    const role = NAMING_ROLES.find((r) => person.roles.includes(r)) ?? person.roles[0];
    return role
      ? t('assignments:evaluators.option', { name: person.fullName, role: t(`roles:${role}` as 'roles:ROLE_ADMIN') })
      : person.fullName;
  };
  return (
    <Autocomplete
      id={id}
      multiple
      options={options}
      value={options.filter((person) => value.includes(person.id))}
      onChange={(_event, people) => onChange(people.map((person) => person.id))}
      getOptionLabel={label}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      disabled={disabled}
      noOptionsText={t('assignments:evaluators.none')}
      sx={{ maxWidth: 900 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('assignments:evaluators.label')}
          required
          error={error}
          helperText={error ? t('assignments:evaluators.required') : t('assignments:evaluators.help')}
        />
      )}
    />
  );
}
