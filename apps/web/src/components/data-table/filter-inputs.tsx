import { useState } from 'react';
import {
  Autocomplete,
  Checkbox,
  CircularProgress,
  InputAdornment,
  ListItemText,
  MenuItem,
  TextField,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDateInput } from '../../lib/format';
import type {
  AutocompleteFilter,
  DateFilter,
  FilterOption,
  FilterValue,
  MultiSelectFilter,
  SelectFilter,
  TextFilter,
} from './types';
import { useDebouncedCallback, useDebouncedValue } from './use-debounce';

/** Debounces of spec 1 §9. */
export const SEARCH_DEBOUNCE_MS = 500;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const DATE_DEBOUNCE_MS = 800;
/** Text column filters wait as long as the search box. */
export const TEXT_FILTER_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;
export const AUTOCOMPLETE_MIN_CHARS = 3;

const FIELD_SX = { minWidth: 180, flex: '1 1 180px', maxWidth: { sm: 280 } } as const;

interface SearchInputProps {
  initial: string;
  onApply: (query: string) => void;
}

/** The table's search box: applied 500 ms after the last keystroke, at once on Enter. */
export function SearchInput({ initial, onApply }: SearchInputProps) {
  const { t } = useTranslation('components');
  const [draft, setDraft] = useState(initial);
  const debounced = useDebouncedCallback((text: string) => onApply(text.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextField
      type="search"
      size="small"
      label={t('dataTable.search')}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        debounced.run(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // Enter must not submit a surrounding form; it applies the search without waiting.
        event.preventDefault();
        debounced.cancel();
        onApply(draft.trim());
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ ...FIELD_SX, maxWidth: { sm: 360 } }}
    />
  );
}

interface FilterInputProps<F> {
  /** The table's id and the filter field, to keep autocomplete results of different filters apart. */
  tableId: string;
  field: string;
  filter: F;
  label: string;
  value: FilterValue | undefined;
  /** `undefined` removes the filter. */
  onApply: (value: FilterValue | undefined) => void;
}

function TextFilterInput({ label, value, onApply }: FilterInputProps<TextFilter>) {
  const [draft, setDraft] = useState(typeof value === 'string' ? value : '');
  const debounced = useDebouncedCallback(
    (text: string) => onApply(text.trim() === '' ? undefined : text.trim()),
    TEXT_FILTER_DEBOUNCE_MS,
  );
  return (
    <TextField
      size="small"
      label={label}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        debounced.run(event.target.value);
      }}
      sx={FIELD_SX}
    />
  );
}

function DateFilterInput({ label, value, onApply }: FilterInputProps<DateFilter>) {
  const { t } = useTranslation('components');
  // The remembered value is YYYY-MM-DD; the user sees and types DD-MM-YYYY.
  const [draft, setDraft] = useState(typeof value === 'string' ? formatDate(value) : '');
  const [invalid, setInvalid] = useState(false);
  const debounced = useDebouncedCallback((text: string) => {
    if (text.trim() === '') {
      setInvalid(false);
      onApply(undefined);
      return;
    }
    const date = parseDateInput(text);
    setInvalid(date === null);
    // A date that is not (yet) a real day filters nothing, rather than something the user did not mean.
    onApply(date ?? undefined);
  }, DATE_DEBOUNCE_MS);
  return (
    <TextField
      size="small"
      label={label}
      value={draft}
      placeholder={t('dataTable.datePlaceholder')}
      error={invalid}
      helperText={invalid ? t('dataTable.dateInvalid') : undefined}
      onChange={(event) => {
        setDraft(event.target.value);
        debounced.run(event.target.value);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
      sx={FIELD_SX}
    />
  );
}

function SelectFilterInput({ filter, label, value, onApply }: FilterInputProps<SelectFilter>) {
  const { t } = useTranslation('components');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onApply(event.target.value === '' ? undefined : event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={FIELD_SX}
    >
      <MenuItem value="">{t('dataTable.all')}</MenuItem>
      {filter.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function MultiSelectFilterInput({ filter, label, value, onApply }: FilterInputProps<MultiSelectFilter>) {
  const { t } = useTranslation('components');
  const selected = Array.isArray(value) ? value : [];
  const labelOf = (item: string) => filter.options.find((option) => option.value === item)?.label ?? item;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={selected}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        const values = typeof next === 'string' ? next.split(',') : next;
        // Keep the options' order, so the same choice is always the same request (and the same cache entry).
        const ordered = filter.options.map((option) => option.value).filter((item) => values.includes(item));
        onApply(ordered.length === 0 ? undefined : ordered);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (items) => {
            const list = items as string[];
            return list.length === 0 ? t('dataTable.all') : list.map(labelOf).join(', ');
          },
        },
      }}
      sx={FIELD_SX}
    >
      {filter.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Checkbox
            size="small"
            checked={selected.includes(option.value)}
            tabIndex={-1}
            disableRipple
            sx={{ p: 0, mr: 1 }}
          />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

function AutocompleteFilterInput({
  tableId,
  field,
  filter,
  label,
  value,
  onApply,
}: FilterInputProps<AutocompleteFilter>) {
  const { t } = useTranslation('components');
  const minChars = filter.minChars ?? AUTOCOMPLETE_MIN_CHARS;
  const chosen = value !== undefined && !Array.isArray(value) && typeof value === 'object' ? value : null;
  const [inputValue, setInputValue] = useState(chosen?.label ?? '');
  // Only typed text searches: choosing an option also fills the box, and that must not search again.
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = search.length >= minChars;
  const options = useQuery({
    queryKey: ['datatable-options', tableId, field, search],
    queryFn: ({ signal }) => filter.loadOptions(search, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });

  let noOptionsText = t('dataTable.noOptions');
  if (typed.trim().length < minChars) noOptionsText = t('dataTable.typeMore', { count: minChars });
  else if (options.isError) noOptionsText = t('dataTable.optionsFailed');
  const loading = typed.trim().length >= minChars && (search !== typed.trim() || options.isFetching);

  return (
    <Autocomplete<FilterOption>
      size="small"
      options={enabled && search === typed.trim() ? (options.data ?? []) : []}
      value={chosen}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => {
        setInputValue(text);
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_event, option) => {
        setTyped('');
        onApply(option ?? undefined);
      }}
      // The server already filtered; MUI must not filter the answer again on the typed text.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      loading={loading}
      loadingText={t('dataTable.optionsLoading')}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={filter.hint}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={16} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
      sx={FIELD_SX}
    />
  );
}

/** The input of one column filter, by kind. */
export function FilterInput(
  props: FilterInputProps<TextFilter | SelectFilter | MultiSelectFilter | AutocompleteFilter | DateFilter>,
) {
  const { filter } = props;
  switch (filter.kind) {
    case 'text':
      return <TextFilterInput {...props} filter={filter} />;
    case 'date':
      return <DateFilterInput {...props} filter={filter} />;
    case 'select':
      return <SelectFilterInput {...props} filter={filter} />;
    case 'multiSelect':
      return <MultiSelectFilterInput {...props} filter={filter} />;
    case 'autocomplete':
      return <AutocompleteFilterInput {...props} filter={filter} />;
  }
}
