import { Autocomplete, Chip, List, ListItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProductAnswer } from '@portal/contracts';
import type { FieldProps, ProductChoices, ProductItem } from '../types';
import { FieldGroup } from './field-group';

interface ProductOption extends ProductItem {
  kind: 'assignments' | 'files';
}

interface ProductAnswerFieldProps extends FieldProps {
  /** What may be chosen: the filler's own assignments and files. */
  choices: ProductChoices;
  /** Names of what an answer names but the choices do not hold (an entry's `assignments` and `files`). */
  names: ReadonlyMap<string, string>;
}

const asProduct = (value: unknown): ProductAnswer =>
  value && typeof value === 'object' && 'assignments' in value && 'files' in value
    ? (value as ProductAnswer)
    : { assignments: [], files: [] };

/**
 * `product`: a multi-select of the filler's own assignments and files (grouped 'Opdrachten' and 'Bestanden'); the
 * answer is `{ assignments, files }` of their ids. The choices come from the screen (`productChoices`), since the
 * call listing a participant's own assignments is not there yet.
 */
export function ProductAnswerField(props: ProductAnswerFieldProps) {
  const { field, value, onChange, readOnly, error, inputId, choices, names } = props;
  const { t } = useTranslation('components');
  const answer = asProduct(value);
  const options: ProductOption[] = [
    ...choices.assignments.map((item) => ({ ...item, kind: 'assignments' as const })),
    ...choices.files.map((item) => ({ ...item, kind: 'files' as const })),
  ];
  const chosenOf = (kind: ProductOption['kind']) =>
    answer[kind].map(
      (id) =>
        options.find((option) => option.kind === kind && option.id === id) ?? { id, name: names.get(id) ?? id, kind },
    );
  const chosen = [...chosenOf('assignments'), ...chosenOf('files')];
  // Chosen items the choices no longer hold stay choosable, so they can be seen and removed.
  const all = [...options, ...chosen.filter((item) => !options.some((o) => o.kind === item.kind && o.id === item.id))];
  const groupLabel = (kind: ProductOption['kind']) =>
    t(kind === 'assignments' ? 'formRenderer.product.assignments' : 'formRenderer.product.files');

  if (readOnly) {
    return (
      <FieldGroup id={inputId} field={field} error={error}>
        {chosen.length === 0 ? (
          <Typography color="text.secondary">{t('formRenderer.noAnswer')}</Typography>
        ) : (
          <List dense disablePadding>
            {chosen.map((item) => (
              <ListItem key={`${item.kind}-${item.id}`} disableGutters>
                {groupLabel(item.kind)}: {item.name}
              </ListItem>
            ))}
          </List>
        )}
      </FieldGroup>
    );
  }

  return (
    <Autocomplete
      multiple
      id={inputId}
      options={all.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'assignments' ? -1 : 1))}
      groupBy={(option) => groupLabel(option.kind)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => `${option.kind}-${option.id}`}
      isOptionEqualToValue={(option, item) => option.kind === item.kind && option.id === item.id}
      value={chosen}
      onChange={(_event, items) =>
        onChange({
          assignments: items.filter((item) => item.kind === 'assignments').map((item) => item.id),
          files: items.filter((item) => item.kind === 'files').map((item) => item.id),
        })
      }
      noOptionsText={t('formRenderer.product.noOptions')}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={item.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          required={field.required}
          error={error !== undefined}
          helperText={error ?? field.description ?? t('formRenderer.product.hint')}
        />
      )}
    />
  );
}
