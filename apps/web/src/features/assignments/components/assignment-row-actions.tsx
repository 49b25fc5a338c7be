import { useState } from 'react';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteAssignment } from '../api/delete-assignment';
import { AssignmentPreviewDialog } from './assignment-preview-dialog';
import { InviteDialog } from './invite-dialog';

/** What the row knows of an assignment (a module list's assignment row). */
export interface AssignmentRow {
  id: string;
  name: string;
  state: string;
  finished: boolean;
  /** Delete would succeed: open or returned, and nobody has answered anything yet. */
  deletable: boolean;
}

interface AssignmentRowActionsProps {
  assignment: AssignmentRow;
  /** The education's edit permission. */
  canEdit: boolean;
  /** The assignment can still be worked on (open or returned): invitations are possible. */
  editable: boolean;
  /** The module list has changed (an assignment deleted). */
  onDeleted?: () => void;
}

/**
 * An assignment row's actions in the module lists (spec 2 "Practical tab", §5, "Portfolio screen"): a preview of the
 * filled form without leaving the list; delete after confirmation (edit
 * rights, open or returned, nothing answered yet: the row's `deletable`; the server checks it again) and 'Externe uitnodigen' while it is
 * editable, with the invitations sent.
 */
export function AssignmentRowActions({ assignment, canEdit, editable, onDeleted }: AssignmentRowActionsProps) {
  const { t } = useTranslation('assignments');
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAssignment();
  const [confirming, setConfirming] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const deletable = canEdit && assignment.deletable;
  const invitable = canEdit && editable;

  const confirmDelete = () =>
    remove.mutateAsync(assignment.id).then(
      () => {
        enqueueSnackbar(t('practical.deleted'), { variant: 'success' });
        onDeleted?.();
      },
      () => enqueueSnackbar(t('practical.deleteFailed'), { variant: 'error' }),
    );

  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Tooltip title={t('preview.openFor', { name: assignment.name })}>
        <IconButton
          size="small"
          aria-label={t('preview.openFor', { name: assignment.name })}
          onClick={() => setPreviewing(true)}
        >
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {invitable ? (
        <Button
          size="small"
          variant="text"
          startIcon={<PersonAddAltOutlined />}
          aria-label={t('practical.inviteFor', { name: assignment.name })}
          onClick={() => setInviting(true)}
        >
          {t('practical.invite')}
        </Button>
      ) : null}
      {deletable ? (
        <Tooltip title={t('practical.delete', { name: assignment.name })}>
          <IconButton
            size="small"
            aria-label={t('practical.delete', { name: assignment.name })}
            onClick={() => setConfirming(true)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <ConfirmDialog
        open={confirming}
        text={t('practical.confirmDelete', { name: assignment.name })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
      {previewing ? (
        <AssignmentPreviewDialog
          assignmentId={assignment.id}
          assignmentName={assignment.name}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
      {inviting ? (
        <InviteDialog
          assignmentId={assignment.id}
          assignmentName={assignment.name}
          open
          onClose={() => setInviting(false)}
        />
      ) : null}
    </Stack>
  );
}
