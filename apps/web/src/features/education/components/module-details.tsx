import { Box, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import type { Module } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

type PresenceItem = Module['presenceItems'][number];

function timeRange(start: string | null, end: string | null) {
  return start && end ? `${start} - ${end}` : (start ?? '');
}

function PresenceRow({ item }: { item: PresenceItem }) {
  const { t } = useTranslation('education');
  const presence =
    item.present === null ? t('modules.presenceUnknown') : item.present ? t('modules.present') : t('modules.absent');
  const catchUp = item.catchingUpSessionName ?? item.catchingUpAssignmentName;
  const compensated = item.compensationProcessedAt !== null;
  const flagLabel = compensated ? t('modules.compensated') : t('modules.notCompensated');
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={item.sessionName}
        secondary={[
          `${formatDate(item.sessionDate)} ${timeRange(item.sessionStartTime, item.sessionEndTime)}`.trim(),
          presence,
          catchUp ? t('modules.catchUp', { name: catchUp }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      {catchUp ? (
        <Tooltip title={flagLabel}>
          <Box component="span" role="img" aria-label={flagLabel} sx={{ display: 'inline-flex', ml: 1 }}>
            {compensated ? <FlagIcon color="primary" /> : <OutlinedFlagIcon />}
          </Box>
        </Tooltip>
      ) : null}
    </ListItem>
  );
}

/** A module's expansion: its presence items (flag filled once compensation is processed) and its assignments. */
export function ModuleDetails({ module }: { module: Module }) {
  const { t } = useTranslation(['education', 'domain']);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ py: 1 }}>
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {t('education:modules.presenceItems')}
        </Typography>
        {module.presenceItems.length === 0 ? (
          <Typography variant="body2">{t('education:modules.noPresenceItems')}</Typography>
        ) : (
          <List dense>
            {module.presenceItems.map((item) => (
              <PresenceRow key={item.id} item={item} />
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {t('education:modules.assignments')}
        </Typography>
        {module.assignments.length === 0 ? (
          <Typography variant="body2">{t('education:modules.noAssignments')}</Typography>
        ) : (
          <List dense>
            {module.assignments.map((assignment) => (
              <ListItem key={assignment.id} disableGutters>
                <ListItemText
                  primary={assignment.name}
                  secondary={[
                    t(`domain:assignmentState.${assignment.state}`),
                    assignment.deliveryDate ? formatDate(assignment.deliveryDate) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
