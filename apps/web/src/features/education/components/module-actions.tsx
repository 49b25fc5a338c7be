import type { ReactNode } from 'react';
import { Button, CircularProgress, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import EventIcon from '@mui/icons-material/Event';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { EducationPermissions, Module } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ActionPopover } from '../../../components/action-popover';
import { Facts } from '../../../components/facts';
import { toApiDate } from '../../../lib/format';
import { useModuleEvent } from '../api/get-module-event';
import { workshopChoiceOpen } from './workshop-dialog';

type EnrolledEvent = Module['events'][number];

/** The enrolled event that speaks for the module now: the first one not yet begun, else the latest. */
export function currentEvent(module: Module, now: Date = new Date()): EnrolledEvent | undefined {
  const today = toApiDate(now);
  return module.events.find((e) => e.startDate >= today) ?? module.events[module.events.length - 1];
}

function Person({ name, email }: { name: string; email: string | null }) {
  return email ? <Link href={`mailto:${email}`}>{name}</Link> : name;
}

/**
 * The info popover: educator and program assistant (with e-mail links, from the enrolled event, asked when the
 * popover opens), else the module's names; contact hours and points when known.
 */
function ModuleInfo({ module }: { module: Module }) {
  const { t } = useTranslation(['education', 'common']);
  const event = currentEvent(module);
  const details = useModuleEvent(module.id, event?.id ?? '', event !== undefined);
  if (event && details.isPending) return <CircularProgress size={24} aria-label={t('common:loading')} />;
  const data = details.data;
  const educator = data?.educator ?? module.educatorName;
  const assistant = data?.programAssistant ?? module.programAssistantName;
  const points = module.points ?? data?.points ?? null;
  const rows: [string, ReactNode][] = [];
  if (educator) rows.push([t('modules.info.educator'), <Person name={educator} email={data?.educatorEmail ?? null} />]);
  if (assistant) {
    rows.push([
      t('modules.info.programAssistant'),
      <Person name={assistant} email={data?.programAssistantEmail ?? null} />,
    ]);
  }
  if (module.contactHours !== null) rows.push([t('modules.info.contactHours'), module.contactHours]);
  if (points !== null) rows.push([t('modules.info.points'), points]);
  if (rows.length === 0) return <Typography variant="body2">{t('modules.info.none')}</Typography>;
  return <Facts rows={rows} />;
}

/** What an imitating admin sees of a module (spec 2 §6 debug popover): its ids and registration facts. */
function ModuleDebug({ module }: { module: Module }) {
  return (
    <Facts
      rows={[
        ['id', module.id],
        ['afasId', module.afasId ?? '-'],
        ['moduleId', module.moduleId],
        ['type', module.type],
        ['moduleType', module.moduleType],
        ['status', module.status ?? '-'],
        ['eventRegistrationAllowed', String(module.eventRegistrationAllowed)],
        ['events', module.events.map((e) => e.id).join(', ') || '-'],
      ]}
    />
  );
}

/**
 * A module row's actions (spec 2 "Module list"): info popover, agenda, learning material, 'Workshops kiezen' for an
 * enrolled event whose choice is still open, 'Kies uitvoering' when the module may be registered for (never once it is finished), and the debug
 * popover for an imitating admin. Icon buttons carry Dutch names and tooltips.
 */
export function ModuleActions({
  module,
  permissions,
  busyEventId,
  onOpenMaterial,
  onRegister,
  onChooseWorkshops,
}: {
  module: Module;
  permissions: EducationPermissions;
  /** The learning material whose call is under way (all material buttons wait for it). */
  busyEventId: string | null;
  onOpenMaterial: (eventId: string) => void;
  onRegister: () => void;
  onChooseWorkshops: (event: EnrolledEvent) => void;
}) {
  const { t } = useTranslation('education');
  const name = module.publishedName;
  const materialEvent = module.events.find((e) => e.hasLearningMaterial) ?? module.events[0];
  const workshopEvents = permissions.edit ? module.events.filter((e) => workshopChoiceOpen(e)) : [];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <ActionPopover label={t('modules.info.open', { name })} title={name} icon={<InfoOutlinedIcon />}>
        <ModuleInfo module={module} />
      </ActionPopover>
      {module.events.length > 0 ? (
        <Tooltip title={t('modules.agenda', { name })}>
          <IconButton size="small" component={RouterLink} to="/agenda" aria-label={t('modules.agenda', { name })}>
            <EventIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      {materialEvent ? (
        <Tooltip title={materialEvent.hasLearningMaterial ? '' : t('learningMaterial.courseIdMissing')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('modules.learningMaterial', { name })}
              disabled={busyEventId !== null}
              onClick={() => onOpenMaterial(materialEvent.id)}
            >
              <MenuBookIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
      {workshopEvents.map((event) => (
        <Button
          key={event.id}
          size="small"
          variant="outlined"
          aria-label={t('workshops.openFor', { name: event.name })}
          onClick={() => onChooseWorkshops(event)}
        >
          {t('workshops.open')}
        </Button>
      ))}
      {permissions.edit && module.eventRegistrationAllowed && !module.finished && module.events.length === 0 ? (
        <Button size="small" variant="outlined" aria-label={t('registration.openFor', { name })} onClick={onRegister}>
          {t('registration.open')}
        </Button>
      ) : null}
      {permissions.imitatingAdmin ? (
        <ActionPopover
          label={t('modules.debug.open', { name })}
          title={t('modules.debug.title')}
          icon={<BugReportOutlinedIcon />}
        >
          <ModuleDebug module={module} />
        </ActionPopover>
      ) : null}
    </Stack>
  );
}
