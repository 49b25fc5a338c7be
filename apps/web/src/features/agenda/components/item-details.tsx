import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import TrainIcon from '@mui/icons-material/Train';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ScheduleItem } from '@portal/contracts';
import { Facts } from '../../../components/facts';
import { longDate } from './calendar-localizer';
import {
  addressOf,
  directionsUrl,
  hasOnlineMeeting,
  hasProgramme,
  learningMaterialPath,
  safeWebUrl,
  timeRange,
  TRAVEL_MODES,
  wallClock,
  type TravelMode,
} from './schedule-items';

const TRAVEL_ICONS: Record<TravelMode, ReactNode> = {
  driving: <DirectionsCarIcon fontSize="small" />,
  transit: <TrainIcon fontSize="small" />,
  walking: <DirectionsWalkIcon fontSize="small" />,
  bicycling: <DirectionsBikeIcon fontSize="small" />,
};

/** Directions in Google Maps by car, public transport, on foot and by bicycle (spec 2: d, r, w, b). */
export function DirectionLinks({ address }: { address: string }) {
  const { t } = useTranslation('agenda');
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      {TRAVEL_MODES.map((mode) => (
        <Link
          key={mode}
          href={directionsUrl(address, mode)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('item.directionsVia', { address, mode: t(`item.travelMode.${mode}`) })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {TRAVEL_ICONS[mode]}
          {t(`item.travelMode.${mode}`)}
        </Link>
      ))}
    </Stack>
  );
}

/** The online meeting: its link, Meeting-ID and Wachtwoord. */
export function MeetingFacts({ item }: { item: ScheduleItem }) {
  const { t } = useTranslation('agenda');
  const url = safeWebUrl(item.meetingUrl);
  const rows: [string, ReactNode][] = [];
  if (item.meetingId) rows.push([t('item.meetingId'), item.meetingId]);
  if (item.meetingPassword) rows.push([t('item.meetingPassword'), item.meetingPassword]);
  return (
    <Stack spacing={1}>
      {url ? (
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('item.joinMeetingNewTab')}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {t('item.joinMeeting')}
        </Link>
      ) : null}
      {rows.length > 0 ? <Facts rows={rows} /> : null}
    </Stack>
  );
}

/** The programme details: the session's own text, then the event's description. */
export function ProgrammeText({ item }: { item: ScheduleItem }) {
  const texts = [item.sessionInfo, item.eventDescription].filter((text): text is string => Boolean(text?.trim()));
  return (
    <Stack spacing={1}>
      {texts.map((text, index) => (
        <Typography key={index} variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Everything about one agenda item (the calendar's event popover, spec 2 "Agenda page"): date and time, location
 * and address with directions, the online meeting, the programme and the learning material. The item's name is the
 * heading of whatever shows this.
 */
export function ItemDetails({ item, userId }: { item: ScheduleItem; userId: string }) {
  const { t } = useTranslation('agenda');
  const address = addressOf(item);
  const range = timeRange(item);
  const material = learningMaterialPath(userId, item);
  const programme = hasProgramme(item);
  const online = hasOnlineMeeting(item);
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {longDate(wallClock(item.date))}
        {', '}
        {range ?? t('calendar.deadline')}
      </Typography>
      {item.locationDescription || address ? (
        <Section title={t('item.location')}>
          {item.locationDescription ? <Typography variant="body2">{item.locationDescription}</Typography> : null}
          {address ? (
            <>
              <Typography variant="body2">{address}</Typography>
              <Box sx={{ mt: 0.5 }}>
                <DirectionLinks address={address} />
              </Box>
            </>
          ) : null}
        </Section>
      ) : null}
      {online ? (
        <Section title={t('item.online')}>
          <MeetingFacts item={item} />
        </Section>
      ) : null}
      {programme ? (
        <Section title={t('item.programme')}>
          <ProgrammeText item={item} />
        </Section>
      ) : null}
      {material ? (
        <Link component={RouterLink} to={material} variant="body2">
          {t('item.learningMaterial')}
        </Link>
      ) : null}
    </Stack>
  );
}
