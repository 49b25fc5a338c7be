import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import type { Module } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, toApiDate } from '../../../lib/format';
import { useModuleEvent } from '../api/get-module-event';
import { useUpdateWorkshops } from '../api/put-module-event-workshops';
import {
  chooseWorkshop,
  EventWizardDialog,
  registeredWorkshops,
  SessionChoice,
  useWizardSteps,
  WizardLoading,
  type WorkshopChoice,
} from './event-wizard';

type EnrolledEvent = Module['events'][number];

/**
 * Whether the workshop choice of an enrolled event may still change (spec 2 §4): until `workshopsEditableUntil`, or
 * without one until the day before the start (as the server decides; 'enkele dagen voor de start' in the text).
 */
export function workshopChoiceOpen(event: EnrolledEvent, now: Date = new Date()): boolean {
  if (!event.workshops) return false;
  if (event.workshopsEditableUntil) return now.getTime() <= Date.parse(event.workshopsEditableUntil);
  return toApiDate(now) < event.startDate;
}

/**
 * 'Workshops kiezen' (spec 2 §2, §4, §5, §8): the enrolled event's upcoming sessions with the workshops chosen so far
 * (past sessions hidden: update mode), one per time group, 'VOL' when full, until the deadline the text names. Saving
 * is the trigger of the same steps as 'Kies uitvoering': the server checks, then success or the spec's error text.
 */
export function WorkshopDialog({
  module,
  event: enrolled,
  educationId,
  onClose,
}: {
  module: Module;
  event: EnrolledEvent;
  educationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('education');
  const event = useModuleEvent(module.id, enrolled.id);
  const update = useUpdateWorkshops(module.id, enrolled.id, educationId);
  // Starts from the workshops registered for (upcoming ones), once the event has arrived.
  const [chosen, setChosen] = useState<WorkshopChoice | null>(null);
  const current = chosen ?? (event.data ? registeredWorkshops(event.data.sessions, true) : {});
  const wizard = useWizardSteps((caught) =>
    caught instanceof ApiError && (caught.detail === 'workshops_unavailable' || caught.detail === 'event_unavailable')
      ? t('workshops.workshops_unavailable')
      : t('workshops.other'),
  );
  const upcoming = event.data?.sessions.filter((s) => !s.past) ?? [];
  const hasWorkshops = upcoming.some((s) => s.workshop);
  const until = event.data?.workshopsEditableUntil
    ? formatDateTime(event.data.workshopsEditableUntil)
    : t('workshops.editableUntilUnknown');

  return (
    <EventWizardDialog
      id="workshops"
      title={`${t('workshops.title')}: ${enrolled.name}`}
      step={wizard.step}
      select={
        event.isError ? (
          <Alert severity="error">{t('workshops.other')}</Alert>
        ) : event.data ? (
          <Box>
            <Typography sx={{ mb: 2 }}>{t('workshops.editableUntil', { until })}</Typography>
            {hasWorkshops ? (
              <SessionChoice
                sessions={event.data.sessions}
                chosen={current}
                onChange={(group, sessionId) => setChosen(chooseWorkshop(current, group, sessionId))}
                hidePast
              />
            ) : (
              <Typography>{t('workshops.noWorkshops')}</Typography>
            )}
          </Box>
        ) : (
          <WizardLoading />
        )
      }
      validating={t('workshops.validating')}
      success={t('workshops.success', { name: enrolled.name })}
      error={wizard.error}
      submitLabel={t('workshops.submit')}
      canSubmit={hasWorkshops}
      onSubmit={() => void wizard.run(() => update.mutateAsync(Object.values(current)))}
      onClose={onClose}
    />
  );
}
