import { useState } from 'react';
import { Alert, Box, Chip, FormControlLabel, Radio, RadioGroup, Stack, Tooltip, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { Module, ModuleEvent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAvailableEvents } from '../api/get-available-events';
import { useRegisterForEvent } from '../api/post-module-event';
import {
  chooseWorkshop,
  EventWizardDialog,
  SessionChoice,
  useWizardSteps,
  WizardLoading,
  type WorkshopChoice,
} from './event-wizard';

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
  chosen: WorkshopChoice;
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
          {event.id === eventId ? (
            <Box sx={{ pl: { xs: 1, sm: 4 }, pb: 1 }}>
              <SessionChoice sessions={event.sessions} chosen={chosen} onChange={onWorkshop} />
            </Box>
          ) : null}
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
  const { t } = useTranslation('education');
  const events = useAvailableEvents(module.id);
  const register = useRegisterForEvent(module.id, educationId);
  const [eventId, setEventId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<WorkshopChoice>({});
  const wizard = useWizardSteps((caught) =>
    caught instanceof ApiError && (caught.detail === 'event_unavailable' || caught.detail === 'workshops_unavailable')
      ? t('registration.event_unavailable')
      : t('registration.other'),
  );
  const event = events.data?.items.find((e) => e.id === eventId);

  return (
    <EventWizardDialog
      id="registration"
      title={`${t('registration.title')}: ${module.publishedName}`}
      step={wizard.step}
      select={
        events.isError ? (
          <Alert severity="error">{t('registration.other')}</Alert>
        ) : events.data ? (
          <SelectStep
            events={events.data.items}
            eventId={eventId}
            onEvent={(id) => {
              setEventId(id);
              setChosen({});
            }}
            chosen={chosen}
            onWorkshop={(group, sessionId) => setChosen((current) => chooseWorkshop(current, group, sessionId))}
          />
        ) : (
          <WizardLoading />
        )
      }
      validating={t('registration.validating')}
      success={t('registration.success', { name: event?.name ?? module.publishedName })}
      error={wizard.error}
      submitLabel={t('registration.submit')}
      canSubmit={Boolean(eventId)}
      onSubmit={() => {
        if (eventId) void wizard.run(() => register.mutateAsync({ eventId, workshopIds: Object.values(chosen) }));
      }}
      onClose={onClose}
    />
  );
}
