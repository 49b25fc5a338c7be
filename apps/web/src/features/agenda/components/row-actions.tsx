import { Alert, CircularProgress, IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ScheduleItem } from '@portal/contracts';
import { useSessionEducators } from '../api/get-session-educators';
import type { AgendaMode } from '../api/query-keys';
import { ActionPopover } from '../../../components/action-popover';
import { MeetingFacts, ProgrammeText } from './item-details';
import { addressOf, hasOnlineMeeting, hasProgramme, itemName, learningMaterialPath, mapUrl } from './schedule-items';

/** The names of the session's teachers and educators, asked when the popover opens. */
function EducatorNames({ item }: { item: ScheduleItem }) {
  const { t } = useTranslation(['agenda', 'common']);
  const educators = useSessionEducators(item.eventId, item.sessionId);
  if (educators.isPending) return <CircularProgress size={24} aria-label={t('common:loading')} />;
  if (educators.isError) return <Alert severity="error">{t('educators.loadFailed')}</Alert>;
  if (educators.data.items.length === 0) return <Typography variant="body2">{t('educators.empty')}</Typography>;
  return (
    <List dense disablePadding>
      {educators.data.items.map((educator, index) => (
        <ListItem key={`${educator.name}-${index}`} disableGutters>
          {educator.name}
        </ListItem>
      ))}
    </List>
  );
}

export interface RowActionsProps {
  item: ScheduleItem;
  mode: AgendaMode;
  userId: string;
  onShowParticipants: (item: ScheduleItem) => void;
}

/**
 * A table row's actions (spec 2 "Agenda page"): the participants (educator view only, §6) or the educators
 * (participant view), the address on the map, the online meeting, the programme and the learning material; each
 * only when the item has it.
 */
export function RowActions({ item, mode, userId, onShowParticipants }: RowActionsProps) {
  const { t } = useTranslation('agenda');
  const name = itemName(item);
  const address = addressOf(item);
  const material = learningMaterialPath(userId, item);
  const participantsLabel = t('table.actions.participants', { name });
  const mapLabel = t('table.actions.map', { name });
  const materialLabel = t('table.actions.learningMaterial', { name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {mode === 'educator' ? (
        <Tooltip title={participantsLabel}>
          <IconButton
            size="small"
            aria-label={participantsLabel}
            aria-haspopup="dialog"
            onClick={() => onShowParticipants(item)}
          >
            <GroupsOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <ActionPopover
          align="right"
          maxWidth={400}
          label={t('table.actions.educators', { name })}
          title={t('educators.title')}
          icon={<SchoolOutlinedIcon />}
        >
          <EducatorNames item={item} />
        </ActionPopover>
      )}
      {address ? (
        <Tooltip title={mapLabel}>
          <IconButton
            size="small"
            component="a"
            href={mapUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={mapLabel}
          >
            <MapOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      {hasOnlineMeeting(item) ? (
        <ActionPopover
          align="right"
          maxWidth={400}
          label={t('table.actions.online', { name })}
          title={t('item.online')}
          icon={<VideocamOutlinedIcon />}
        >
          <MeetingFacts item={item} />
        </ActionPopover>
      ) : null}
      {hasProgramme(item) ? (
        <ActionPopover
          align="right"
          maxWidth={400}
          label={t('table.actions.programme', { name })}
          title={t('item.programme')}
          icon={<InfoOutlinedIcon />}
        >
          <ProgrammeText item={item} />
        </ActionPopover>
      ) : null}
      {material ? (
        <Tooltip title={materialLabel}>
          <IconButton size="small" component={RouterLink} to={material} aria-label={materialLabel}>
            <MenuBookIcon />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
