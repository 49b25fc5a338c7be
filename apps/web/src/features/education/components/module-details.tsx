import type { ReactNode } from 'react';
import { Box, Link, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { isEditableState, type Module } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useAssignmentSlots } from './assignment-slots';

type PresenceItem = Module['presenceItems'][number];
type ModuleAssignment = Module['assignments'][number];

function when(date: string | null, start: string | null, end: string | null) {
  const time = start && end ? `${start} - ${end}` : (start ?? '');
  return `${formatDate(date)} ${time}`.trim();
}

/**
 * Whether the participant may still work on an assignment (spec 2 §4, the shared life cycle): handed in (in review)
 * or finished means not editable; nor is anything without the education's edit permission (an educator reads it).
 */
export function isAssignmentEditable(assignment: ModuleAssignment, canEdit: boolean): boolean {
  return canEdit && isEditableState(assignment.state);
}

/** The assignment page: the editable route when the assignment may change, else the read-only view. */
export function assignmentPath(assignment: ModuleAssignment, canEdit: boolean): string {
  const path = `/onderwijs/opdracht/${encodeURIComponent(assignment.id)}`;
  return isAssignmentEditable(assignment, canEdit) ? path : `${path}/bekijken`;
}

/** A missed session that needs (or had) catching up: the compensation flag applies to it. */
const needsCompensation = (item: PresenceItem) =>
  item.present === false ||
  item.catchingUpEventId !== null ||
  item.catchingUpAssignmentId !== null ||
  item.compensationProcessedAt !== null;

function PresenceRow({ item, educationId }: { item: PresenceItem; educationId: string }) {
  const { t } = useTranslation('education');
  const presence =
    item.present === null ? t('modules.presenceUnknown') : item.present ? t('modules.present') : t('modules.absent');
  const catchUpSession = item.catchingUpSessionName
    ? [
        item.catchingUpSessionName,
        when(item.catchingUpSessionDate, item.catchingUpSessionStartTime, item.catchingUpSessionEndTime),
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  const catchUp = catchUpSession ?? item.catchingUpAssignmentName;
  const compensated = item.compensationProcessedAt !== null;
  const flagLabel = compensated ? t('modules.compensated') : t('modules.notCompensated');
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
      <ListItemText
        primary={item.sessionName}
        secondary={
          <>
            {[when(item.sessionDate, item.sessionStartTime, item.sessionEndTime), presence].join(' · ')}
            {catchUp ? (
              <Box component="span" sx={{ display: 'block' }}>
                {t('modules.catchUp', { name: catchUp })}
                {item.catchingUpEventId ? (
                  <>
                    {' · '}
                    <Link
                      component={RouterLink}
                      to={`/onderwijs/${encodeURIComponent(educationId)}/inhaal-evenement/${encodeURIComponent(item.catchingUpEventId)}/leermateriaal`}
                      aria-label={t('modules.catchUpMaterialFor', { name: item.catchingUpSessionName ?? catchUp })}
                    >
                      {t('modules.catchUpMaterial')}
                    </Link>
                  </>
                ) : null}
              </Box>
            ) : null}
          </>
        }
      />
      {needsCompensation(item) ? (
        <Tooltip title={flagLabel}>
          <Box
            component="span"
            role="img"
            aria-label={flagLabel}
            sx={{ display: 'inline-flex', mt: 0.75, flexShrink: 0 }}
          >
            {compensated ? <FlagIcon color="primary" /> : <OutlinedFlagIcon />}
          </Box>
        </Tooltip>
      ) : null}
    </ListItem>
  );
}

/** What a screen may add to each assignment of an `AssignmentList`. */
interface AssignmentExtras {
  /** More about the assignment after its state and date (the EPA tab: the levels asked and granted). */
  describe?: (assignment: ModuleAssignment) => string | null;
  /** An action of the screen itself, before the composed ones (the EPA tab: 'Niveau toekennen'). */
  action?: (assignment: ModuleAssignment) => ReactNode;
}

/** An assignment of the list: its page (to work on, or read-only), its state and date, and the composed actions. */
function AssignmentItem({
  module,
  assignment,
  canEdit,
  onChanged,
  describe,
  action,
}: {
  module: Module;
  assignment: ModuleAssignment;
  canEdit: boolean;
  onChanged: () => void;
} & AssignmentExtras) {
  const { t } = useTranslation(['education', 'domain']);
  const { AssignmentActions } = useAssignmentSlots();
  return (
    <ListItem disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
      <ListItemText
        sx={{ minWidth: 0 }}
        primary={
          <Link component={RouterLink} to={assignmentPath(assignment, canEdit)}>
            {assignment.name}
          </Link>
        }
        secondary={[
          t(`domain:assignmentState.${assignment.state}`),
          assignment.deliveryDate ? formatDate(assignment.deliveryDate) : null,
          describe?.(assignment) ?? null,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      {action?.(assignment)}
      {AssignmentActions ? (
        <AssignmentActions
          module={module}
          assignment={assignment}
          canEdit={canEdit}
          editable={isAssignmentEditable(assignment, canEdit)}
          onChanged={onChanged}
        />
      ) : null}
    </ListItem>
  );
}

/**
 * A module's assignments: each linked to its page (to work on, or read-only), with its state and date and the
 * actions the app composes in (delete, invitations; see `assignment-slots.tsx`). The module lists and the
 * portfolio's tabs show assignments with it.
 */
export function AssignmentList(
  props: {
    module: Module;
    assignments: readonly ModuleAssignment[];
    canEdit: boolean;
    onChanged: () => void;
  } & AssignmentExtras,
) {
  const { module, assignments, canEdit, onChanged, describe, action } = props;
  return (
    <List dense>
      {assignments.map((assignment) => (
        <AssignmentItem
          key={assignment.id}
          module={module}
          assignment={assignment}
          canEdit={canEdit}
          onChanged={onChanged}
          describe={describe}
          action={action}
        />
      ))}
    </List>
  );
}

/**
 * A practical module's assignment containers (spec 2 "Practical tab"): each with its assignments and, for someone with
 * edit rights on a container that has a form, the composed 'Nieuwe opdracht aanmaken'.
 */
function ContainerList(props: { module: Module; canEdit: boolean; onChanged: () => void }) {
  const { module, canEdit, onChanged } = props;
  const { t } = useTranslation('education');
  const { ContainerAction } = useAssignmentSlots();
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {module.assignmentContainers.map((container) => {
        const assignments = module.assignments.filter((a) => a.assignmentContainerId === container.id);
        return (
          <Box key={container.id}>
            <Typography component="h4" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {container.name}
            </Typography>
            {container.requiredNumberOfAssignments > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {/* '6 van 3 opdrachten' reads wrong: past the minimum it says the count and the minimum. */}
                {t(
                  assignments.length > container.requiredNumberOfAssignments
                    ? 'modules.containerCountOver'
                    : 'modules.containerCount',
                  {
                    count: assignments.length,
                    required: container.requiredNumberOfAssignments,
                  },
                )}
              </Typography>
            ) : null}
            {assignments.length === 0 ? (
              <Typography variant="body2">{t('modules.noAssignments')}</Typography>
            ) : (
              <AssignmentList module={module} assignments={assignments} canEdit={canEdit} onChanged={onChanged} />
            )}
            {ContainerAction && canEdit && container.formId ? (
              <ContainerAction module={module} container={container} onChanged={onChanged} />
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * A module's expansion: its presence items (session, date and time, catch-up with the catch-up event's learning
 * material, a flag filled once compensation is processed) and its assignments (state, linked to the assignment page
 * to work on it, or to its read-only view), grouped by assignment container where the module has them.
 */
export function ModuleDetails({
  module,
  educationId,
  canEdit,
}: {
  module: Module;
  educationId: string;
  /** The education's `edit` permission: assignments open for work, not just for reading. */
  canEdit: boolean;
}) {
  const { t } = useTranslation(['education', 'domain']);
  const queryClient = useQueryClient();
  // A new or deleted assignment changes the module (its list and counts) and the education's summary.
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: ['education', educationId] });
  const containerIds = new Set(module.assignmentContainers.map((container) => container.id));
  const loose = module.assignments.filter(
    (a) => a.assignmentContainerId === null || !containerIds.has(a.assignmentContainerId),
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ py: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle2">
          {t('education:modules.presenceItems')}
        </Typography>
        {module.presenceItems.length === 0 ? (
          <Typography variant="body2">{t('education:modules.noPresenceItems')}</Typography>
        ) : (
          <List dense>
            {module.presenceItems.map((item) => (
              <PresenceRow key={item.id} item={item} educationId={educationId} />
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle2">
          {t('education:modules.assignments')}
        </Typography>
        {module.assignmentContainers.length > 0 ? (
          <ContainerList module={module} canEdit={canEdit} onChanged={onChanged} />
        ) : null}
        {loose.length > 0 ? (
          <AssignmentList module={module} assignments={loose} canEdit={canEdit} onChanged={onChanged} />
        ) : module.assignmentContainers.length === 0 ? (
          <Typography variant="body2">{t('education:modules.noAssignments')}</Typography>
        ) : null}
      </Box>
    </Stack>
  );
}
