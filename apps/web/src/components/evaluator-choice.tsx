import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AssignmentPerson, Role } from '@portal/contracts';

/** The role an evaluator is named by (spec 2 §9: '{product} opleider', 'Praktijkopleider'), else their first. */
const NAMING_ROLES: readonly Role[] = ['ROLE_INSTITUTE_EDUCATOR', 'ROLE_PRACTICAL_TRAINER'];

interface EvaluatorChoiceProps {
  /** The input's id (to focus it when the choice is missing). */
  id: string;
  options: readonly AssignmentPerson[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** 'Je dient minimaal 1 beoordelaar te selecteren.' after a hand-in without one. */
  error: boolean;
  disabled?: boolean;
}

/**
 * The evaluators a participant chooses when handing in an assignment or a new request (spec 2 §5): a multi-select of
 * the education's assessors. Shared: the assignments and education areas both ask it.
 */
export function EvaluatorChoice({ id, options, value, onChange, error, disabled }: EvaluatorChoiceProps) {
  const { t } = useTranslation(['assignments', 'roles']);
  const label = (person: AssignmentPerson) => {
    const role = NAMING_ROLES.find((r) => person.roles.includes(r)) ?? person.roles[0];
    return role
      ? t('assignments:evaluators.option', { name: person.fullName, role: t(`roles:${role}` as 'roles:ROLE_ADMIN') })
      : person.fullName;
  };
  const chosen = options.filter((person) => value.includes(person.id));
  return (
    <Autocomplete
      id={id}
      multiple
      options={options}
      value={chosen}
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
