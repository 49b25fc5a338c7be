import { useState } from 'react';
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
  Radio,
  RadioGroup,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { EventSession, Module, ModuleEvent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAvailableEvents } from '../api/get-available-events';
import { useRegisterForEvent } from '../api/post-module-event';

/** The wizard's steps (spec 2 §4): choose, the server checks, then success or error. */
type Step = 'select' | 'validate' | 'success' | 'error';
const TRANSITION_MS = 500;

/** A workshop without a free place that the participant is not registered for ('VOL'). */
export function isFull(session: EventSession): boolean {
  return (
    session.workshopMaxParticipants !== null &&
    session.workshopRegistrationCount >= session.workshopMaxParticipants &&
    !session.workshopRegisteredFor
  );
}

function when(session: EventSession) {
  const time = session.startTime && session.endTime ? ` ${session.startTime} - ${session.endTime}` : '';
  return `${formatDate(session.date)}${time}`;
}

/** The sessions of the chosen event: plenary ones labelled 'plenair', workshops by time group, one per group. */
function Sessions({
  event,
  chosen,
  onChange,
}: {
  event: ModuleEvent;
  chosen: Record<string, string>;
  onChange: (group: string, sessionId: string | null) => void;
}) {
  const { t } = useTranslation('education');
  const plenary = event.sessions.filter((s) => !s.workshop);
  const groups = new Map<string, EventSession[]>();
  for (const session of event.sessions.filter((s) => s.workshop)) {
    const group = session.timeGroup ?? session.id;
    groups.set(group, [...(groups.get(group) ?? []), session]);
  }
  return (
    <Box sx={{ pl: { xs: 1, sm: 4 }, pb: 1 }}>
      <Typography component="h3" variant="subtitle2">
        {t('registration.sessions')}
      </Typography>
      <List dense disablePadding>
        {plenary.map((session) => (
          <ListItem key={session.id} disableGutters>
            <ListItemText
              primary={session.title}
              secondary={[when(session), session.location].filter(Boolean).join(' · ')}
            />
            <Chip size="small" label={t('workshops.plenary')} />
          </ListItem>
        ))}
      </List>
      {[...groups].map(([group, sessions]) => (
        <Box component="fieldset" key={group} sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
            {t('registration.workshopGroup', { group: when(sessions[0]!) })}
          </Typography>
          {sessions.map((session) => (
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

function SelectStep({
  events,
  eventId,
  onEvent,
  chosen,
  onWorkshop,
}: {
  events: ModuleEvent[];
  eventId: string | null;
  onEvent: (id: string) => void;
  chosen: Record<string, string>;
  onWorkshop: (group: string, sessionId: string | null) => void;
}) {
  const { t } = useTranslation('education');
  if (events.length === 0) return <Typography>{t('noEvents')}</Typography>;
  return (
    <RadioGroup
      aria-label={t('registration.eventsLabel')}
      value={eventId ?? ''}
      onChange={(e) => onEvent(e.target.value)}
    >
      {events.map((event) => (
        <Box key={event.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              value={event.id}
              disabled={event.full}
              control={<Radio />}
              label={`${event.name} (${formatDate(event.startDate)}${event.endDate ? ` - ${formatDate(event.endDate)}` : ''})`}
            />
            {event.full ? <Chip size="small" color="error" label={t('workshops.full')} /> : null}
            {event.overlapsAgenda ? (
              <Tooltip title={t('registration.overlap')}>
                <WarningAmberIcon
                  color="warning"
                  role="img"
                  aria-label={t('registration.overlap')}
                  aria-hidden={false}
                />
              </Tooltip>
            ) : null}
          </Stack>
          {event.id === eventId ? <Sessions event={event} chosen={chosen} onChange={onWorkshop} /> : null}
        </Box>
      ))}
    </RadioGroup>
  );
}

/**
 * 'Kies uitvoering' (spec 2 §2, §4, §5, §8): the module's available events by start date, each opening its sessions
 * when chosen (workshops one per time group, 'VOL' when full, 'plenair' otherwise); exactly one event is required and
 * the availability is checked only at the submit. Steps fade into each other in 500 ms.
 */
export function RegistrationDialog({
  module,
  educationId,
  onClose,
}: {
  module: Module;
  educationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['education', 'common']);
  const events = useAvailableEvents(module.id);
  const register = useRegisterForEvent(module.id, educationId);
  const [step, setStep] = useState<Step>('select');
  const [eventId, setEventId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>('');
  const event = events.data?.items.find((e) => e.id === eventId);

  const submit = async () => {
    if (!eventId) return;
    setStep('validate');
    try {
      await register.mutateAsync({ eventId, workshopIds: Object.values(chosen) });
      setStep('success');
    } catch (caught) {
      const unavailable =
        caught instanceof ApiError &&
        (caught.detail === 'event_unavailable' || caught.detail === 'workshops_unavailable');
      setError(unavailable ? t('education:registration.event_unavailable') : t('education:registration.other'));
      setStep('error');
    }
  };

  return (
    <Dialog
      open
      onClose={step === 'validate' ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="registration-title"
    >
      <DialogTitle id="registration-title">
        {t('education:registration.title')}: {module.publishedName}
      </DialogTitle>
      <DialogContent>
        <Fade in key={step} timeout={TRANSITION_MS}>
          <Box>
            {step === 'select' ? (
              events.isError ? (
                <Alert severity="error">{t('education:registration.other')}</Alert>
              ) : events.data ? (
                <SelectStep
                  events={events.data.items}
                  eventId={eventId}
                  onEvent={(id) => {
                    setEventId(id);
                    setChosen({});
                  }}
                  chosen={chosen}
                  onWorkshop={(group, sessionId) =>
                    setChosen((current) => {
                      const next = { ...current };
                      if (sessionId) next[group] = sessionId;
                      else delete next[group];
                      return next;
                    })
                  }
                />
              ) : (
                <CircularProgress aria-label={t('common:loading')} />
              )
            ) : null}
            {step === 'validate' ? (
              <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }} role="status">
                <CircularProgress size={24} aria-hidden />
                <Typography>{t('education:registration.validating')}</Typography>
              </Stack>
            ) : null}
            {step === 'success' ? (
              <Alert severity="success" role="status">
                {t('education:registration.success', { name: event?.name ?? module.publishedName })}
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
            <Button variant="contained" disabled={!eventId} onClick={() => void submit()}>
              {t('education:registration.submit')}
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
