import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import type { Module } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { usePostLevelRequest } from '../../api/post-level-request';
import { usePutEpaLevel } from '../../api/put-epa-level';
import { LEVELS, requestableLevels } from './epa-levels';

type ModuleAssignment = Module['assignments'][number];

/** The server refused the level because a request at that level is pending (someone, or another tab, was first). */
const isLevelRequested = (error: unknown) =>
  error instanceof ApiError && error.violations.some((v) => v.detail === 'assignment.levelRequested');

/**
 * 'Niveau aanvragen' (spec 2 §5): the levels the participant may ask (above the current one, not pending), one
 * chosen; the request becomes a new assignment of the module with the level, which opens at once to be filled in and
 * handed in. A refusal is said in the dialog (it stays open; the levels offered are reloaded).
 */
export function RequestLevelDialog({
  module,
  educationId,
  onClose,
}: {
  module: Module;
  educationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('education');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const titleId = useId();
  const legendId = useId();
  const request = usePostLevelRequest(educationId);
  const levels = requestableLevels(module);
  const [level, setLevel] = useState<number | null>(levels[0] ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  // A level that is no longer offered (requested meanwhile) gives way to the first one left.
  const chosen = level !== null && levels.includes(level) ? level : (levels[0] ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    setFailure(null);
    request.mutate(
      { moduleId: module.id, level: chosen },
      {
        onSuccess: (assignment) => {
          enqueueSnackbar(t('portfolio.epa.requestCreated'), { variant: 'success' });
          const path = `/onderwijs/opdracht/${encodeURIComponent(assignment.id)}`;
          void navigate(assignment.editable ? path : `${path}/bekijken`);
        },
        onError: (error) =>
          setFailure(isLevelRequested(error) ? t('portfolio.epa.levelRequested') : t('portfolio.epa.requestFailed')),
      },
    );
  };

  return (
    <Dialog open onClose={request.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('portfolio.epa.requestTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('portfolio.epa.requestModule', {
              name: module.publishedName,
              level: module.currentLevel ?? t('portfolio.epa.noLevel'),
            })}
          </DialogContentText>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          {levels.length === 0 ? (
            <DialogContentText>{t('portfolio.epa.requestNone')}</DialogContentText>
          ) : (
            <FormControl>
              <FormLabel id={legendId}>{t('portfolio.epa.requestLevel')}</FormLabel>
              <RadioGroup
                aria-labelledby={legendId}
                value={chosen === null ? '' : String(chosen)}
                onChange={(event) => setLevel(Number(event.target.value))}
              >
                {levels.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={String(value)}
                    control={<Radio />}
                    label={t('portfolio.epa.level', { level: value })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={request.isPending}>
            {t('portfolio.epa.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={request.isPending} disabled={chosen === null}>
            {t('portfolio.epa.requestSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * 'Niveau toekennen': the level granted on an EPA assignment, for those who assess the participant. Levels 1 to 5,
 * enabled up to the module's maxLevel (spec 2 §5). 'Niveau succesvol aangepast' or 'Er is iets mis gegaan bij het
 * aanpassen van het niveau' as a snackbar once the dialog has closed.
 */
export function AssignLevelDialog({
  module,
  assignment,
  educationId,
  onClose,
}: {
  module: Module;
  assignment: ModuleAssignment;
  educationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('education');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const legendId = useId();
  const save = usePutEpaLevel(educationId);
  const max = module.maxLevel ?? LEVELS.length;
  const [level, setLevel] = useState<number | null>(assignment.assignedLevel ?? assignment.requestedLevel ?? null);
  const chosen = level !== null && level <= max ? level : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    save.mutate(
      { assignmentId: assignment.id, level: chosen },
      {
        onSuccess: () => enqueueSnackbar(t('portfolio.epa.assigned'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('portfolio.epa.assignFailed'), { variant: 'error' }),
        onSettled: onClose,
      },
    );
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('portfolio.epa.assignTitle')}</DialogTitle>
        <DialogContent>
          <FormControl>
            <FormLabel id={legendId}>{t('portfolio.epa.assignLevel', { name: assignment.name })}</FormLabel>
            <RadioGroup
              aria-labelledby={legendId}
              value={chosen === null ? '' : String(chosen)}
              onChange={(event) => setLevel(Number(event.target.value))}
            >
              {LEVELS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={String(value)}
                  control={<Radio />}
                  disabled={value > max}
                  label={t('portfolio.epa.level', { level: value })}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('portfolio.epa.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={chosen === null}>
            {t('portfolio.epa.assignSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
