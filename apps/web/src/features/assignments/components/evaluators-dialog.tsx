import { useId, useState } from 'react';
import {
  Autocomplete,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PICKER_MIN_QUERY, type Evaluator } from '@portal/contracts';
import { useDebouncedValue } from '../../../components/data-table/use-debounce';
import { findEvaluationEducators } from '../api/get-evaluation-pickers';
import { useSaveEvaluators } from '../api/put-evaluators';

/** The autocomplete's debounce (spec 3 §9). */
const SEARCH_DEBOUNCE_MS = 200;

/** A chosen evaluator: at least the id and name (the overview's row knows no more of the current ones). */
type Chosen = Pick<Evaluator, 'id' | 'fullName'> & Partial<Evaluator>;

interface EvaluatorsDialogProps {
  assignmentId: string;
  assignmentName: string;
  current: readonly Chosen[];
  onClose: () => void;
}

/**
 * The evaluator dialog of spec 3 "Evaluations overview": the evaluators searched from three characters (up to 10000
 * results), at least one to save; labels as the role map names them ({product} opleider, Praktijkopleider).
 */
export function EvaluatorsDialog({ assignmentId, assignmentName, current, onClose }: EvaluatorsDialogProps) {
  const { t } = useTranslation('assignments');
  const { t: tr } = useTranslation('roles');
  const { t: tc } = useTranslation('common');
  const { t: tv } = useTranslation('validation');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const [chosen, setChosen] = useState<Chosen[]>([...current]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState(false);
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = search.length >= PICKER_MIN_QUERY;
  const options = useQuery({
    queryKey: ['evaluation-educators', assignmentId, search],
    queryFn: ({ signal }) => findEvaluationEducators(search, assignmentId, signal),
    enabled,
    staleTime: 60_000,
  });
  const save = useSaveEvaluators(assignmentId);
  const product = tc('productName');
  const roleLabel = (person: Chosen) =>
    (person.roles ?? [])
      .filter((role) => role !== 'ROLE_PARTICIPANT')
      .map((role) => tr(role, { product }))
      .join(', ');

  const submit = async () => {
    if (chosen.length === 0) {
      setError(true);
      return;
    }
    try {
      await save.mutateAsync(chosen.map((person) => person.id));
      enqueueSnackbar(t('assessment.evaluators.saved'), { variant: 'success' });
      onClose();
    } catch {
      enqueueSnackbar(t('assessment.evaluators.failed'), { variant: 'error' });
    }
  };

  const typedEnough = typed.trim().length >= PICKER_MIN_QUERY;
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('assessment.evaluators.title', { name: assignmentName })}</DialogTitle>
      <DialogContent>
        <Autocomplete<Chosen, true>
          multiple
          sx={{ mt: 1 }}
          options={enabled && search === typed.trim() ? (options.data ?? []) : []}
          value={chosen}
          onChange={(_event, value) => {
            setChosen(value);
            if (value.length > 0) setError(false);
          }}
          inputValue={typed}
          onInputChange={(_event, text, reason) => {
            if (reason !== 'reset') setTyped(text);
          }}
          filterOptions={(all) => all}
          filterSelectedOptions
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionLabel={(option) => option.fullName}
          renderOption={(props, option) => {
            const { key, ...rest } = props;
            const roles = roleLabel(option);
            return (
              <li key={key} {...rest}>
                {roles ? `${option.fullName} (${roles})` : option.fullName}
              </li>
            );
          }}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...rest } = getItemProps({ index });
              return <Chip key={key} label={option.fullName} {...rest} />;
            })
          }
          loading={typedEnough && (search !== typed.trim() || options.isFetching)}
          loadingText={tc('loading')}
          noOptionsText={typedEnough ? t('assessment.evaluators.none') : t('assessment.pickerHint')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('assessment.evaluators.search')}
              error={error}
              helperText={error ? tv('evaluatorRequired') : t('assessment.pickerHint')}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {options.isFetching ? <CircularProgress color="inherit" size={16} aria-hidden /> : null}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('assessment.evaluators.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
          {t('assessment.evaluators.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
