import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Fade,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { EventSession } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

// The pieces 'Kies uitvoering' and 'Workshops kiezen' share (spec 2 §2, §4): the steps with their fades, and the
// sessions of an event with the workshop choice.

/** The wizard's steps (spec 2 §4): choose, the server checks, then success or error. */
export type WizardStep = 'select' | 'validate' | 'success' | 'error';
/** Spec 2 §9: wizard transition 500 ms. */
export const TRANSITION_MS = 500;

/** Chosen workshops by time group: at most one per group (spec 2 §5). */
export type WorkshopChoice = Record<string, string>;

/** A workshop without a free place that the participant is not registered for ('VOL'). */
export function isFull(session: EventSession): boolean {
  return (
    session.workshopMaxParticipants !== null &&
    session.workshopRegistrationCount >= session.workshopMaxParticipants &&
    !session.workshopRegisteredFor
  );
}

const groupOf = (session: EventSession) => session.timeGroup ?? session.id;

/** Choosing a workshop replaces the group's earlier choice; `null` (choosing the chosen one again) clears the group. */
export function chooseWorkshop(current: WorkshopChoice, group: string, sessionId: string | null): WorkshopChoice {
  const next = { ...current };
  if (sessionId) next[group] = sessionId;
  else delete next[group];
  return next;
}

/** The workshops the participant is registered for, by time group (past ones left out when `upcomingOnly`). */
export function registeredWorkshops(sessions: readonly EventSession[], upcomingOnly: boolean): WorkshopChoice {
  const choice: WorkshopChoice = {};
  for (const session of sessions) {
    if (session.workshop && session.workshopRegisteredFor && !(upcomingOnly && session.past)) {
      choice[groupOf(session)] = session.id;
    }
  }
  return choice;
}

/** 'DD-MM-YYYY HH:mm - HH:mm' of a session (the times left out for an all-day one). */
export function sessionWhen(session: Pick<EventSession, 'date' | 'startTime' | 'endTime'>) {
  const time = session.startTime && session.endTime ? ` ${session.startTime} - ${session.endTime}` : '';
  return `${formatDate(session.date)}${time}`;
}

/**
 * The sessions of an event: plenary ones labelled 'plenair', workshops by time group with one choice per group
 * (choosing the chosen one again turns it off), a full one ('VOL') disabled. `hidePast` leaves out sessions that
 * are over (the workshop dialog's update mode).
 */
export function SessionChoice({
  sessions,
  chosen,
  onChange,
  hidePast = false,
}: {
  sessions: readonly EventSession[];
  chosen: WorkshopChoice;
  onChange: (group: string, sessionId: string | null) => void;
  hidePast?: boolean;
}) {
  const { t } = useTranslation('education');
  const shown = hidePast ? sessions.filter((s) => !s.past) : sessions;
  const plenary = shown.filter((s) => !s.workshop);
  const groups = new Map<string, EventSession[]>();
  for (const session of shown.filter((s) => s.workshop)) {
    groups.set(groupOf(session), [...(groups.get(groupOf(session)) ?? []), session]);
  }
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        {t('registration.sessions')}
      </Typography>
      <List dense disablePadding>
        {plenary.map((session) => (
          <ListItem key={session.id} disableGutters sx={{ gap: 1 }}>
            <ListItemText
              primary={session.title}
              secondary={[sessionWhen(session), session.location].filter(Boolean).join(' · ')}
            />
            <Chip size="small" label={t('workshops.plenary')} />
          </ListItem>
        ))}
      </List>
      {[...groups].map(([group, members]) => (
        <Box component="fieldset" key={group} sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
            {t('registration.workshopGroup', { group: sessionWhen(members[0]!) })}
          </Typography>
          {members.map((session) => (
            <Stack key={session.id} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={chosen[group] === session.id}
                    disabled={isFull(session)}
                    // Choosing it again turns it off; choosing another replaces it (one per time group).
                    onChange={() => onChange(group, chosen[group] === session.id ? null : session.id)}
                  />
                }
                label={session.title}
              />
              {isFull(session) ? <Chip size="small" color="error" label={t('workshops.full')} /> : null}
            </Stack>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The step machine: `run(action)` goes to 'validate', then to 'success' when the action resolves or to 'error' with
 * the text `errorText` gives the failure.
 */
export function useWizardSteps(errorText: (caught: unknown) => string) {
  const [step, setStep] = useState<WizardStep>('select');
  const [error, setError] = useState('');
  const run = async (action: () => Promise<unknown>) => {
    setStep('validate');
    try {
      await action();
      setStep('success');
    } catch (caught) {
      setError(errorText(caught));
      setStep('error');
    }
  };
  return { step, error, run };
}

/**
 * The dialog both wizards are: a title, the select step's content with a cancel and a submit button, then the
 * validating, success and error steps, each fading in over 500 ms. It cannot be closed while the server checks.
 */
export function EventWizardDialog({
  id,
  title,
  step,
  select,
  validating,
  success,
  error,
  submitLabel,
  canSubmit,
  onSubmit,
  onClose,
}: {
  /** Names the title element (`{id}-title`). */
  id: string;
  title: string;
  step: WizardStep;
  /** The select step: a loader, the choice, or why there is nothing to choose. */
  select: ReactNode;
  validating: string;
  success: string;
  error: string;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['education', 'common']);
  return (
    <Dialog
      open
      onClose={step === 'validate' ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Fade in key={step} timeout={TRANSITION_MS}>
          <Box>
            {step === 'select' ? select : null}
            {step === 'validate' ? (
              <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }} role="status">
                <CircularProgress size={24} aria-hidden />
                <Typography>{validating}</Typography>
              </Stack>
            ) : null}
            {step === 'success' ? (
              <Alert severity="success" role="status">
                {success}
              </Alert>
            ) : null}
            {step === 'error' ? <Alert severity="error">{error}</Alert> : null}
          </Box>
        </Fade>
      </DialogContent>
      <DialogActions>
        {step === 'select' ? (
          <>
            <Button onClick={onClose}>{t('education:registration.cancel')}</Button>
            <Button variant="contained" disabled={!canSubmit} onClick={onSubmit}>
              {submitLabel}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} disabled={step === 'validate'}>
            {t('common:close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The select step while its data loads. */
export function WizardLoading() {
  const { t } = useTranslation('common');
  return <CircularProgress aria-label={t('loading')} />;
}
