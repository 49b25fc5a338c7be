import { useId, useState } from 'react';
import { Box, Button, IconButton, List, ListItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX, type AssignmentMessage } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteAssignmentMessage } from '../api/delete-assignment-message';
import { useEditAssignmentMessage } from '../api/put-assignment-message';
import { formatDateTime } from './format-date-time';

function MessageItem({ assignmentId, message }: { assignmentId: string; message: AssignmentMessage }) {
  const { t } = useTranslation('assignments');
  const { enqueueSnackbar } = useSnackbar();
  const edit = useEditAssignmentMessage(assignmentId);
  const remove = useDeleteAssignmentMessage(assignmentId);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const when = formatDateTime(message.created);
  const edited = message.updated !== message.created;

  const saveEdit = () => {
    const content = (editing ?? '').trim();
    setEditing(null);
    if (content === '' || content === message.content) return;
    edit.mutate(
      { message, content },
      { onError: () => enqueueSnackbar(t('messages.editFailed'), { variant: 'error' }) },
    );
  };
  const confirmDelete = () =>
    remove
      .mutateAsync(message.id)
      .then(() => enqueueSnackbar(t('messages.deleted'), { variant: 'success' }))
      .catch(() => enqueueSnackbar(t('messages.deleteFailed'), { variant: 'error' }));

  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Paper variant="outlined" component="article" sx={{ p: 1.5, bgcolor: message.own ? 'action.hover' : undefined }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {message.user.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              <time dateTime={message.created}>{when}</time>
              {edited ? ` (${t('messages.edited')})` : null}
            </Typography>
          </Box>
          {message.own && editing === null ? (
            <Stack direction="row">
              <Tooltip title={t('messages.edit', { date: when })}>
                <IconButton
                  size="small"
                  aria-label={t('messages.edit', { date: when })}
                  onClick={() => setEditing(message.content)}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('messages.delete', { date: when })}>
                <IconButton
                  size="small"
                  aria-label={t('messages.delete', { date: when })}
                  onClick={() => setConfirming(true)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null}
        </Stack>
        {editing === null ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>{message.content}</Typography>
        ) : (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <TextField
              label={t('messages.editField')}
              multiline
              minRows={2}
              value={editing}
              onChange={(event) => setEditing(event.target.value)}
              slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
              autoFocus
            />
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="contained" onClick={saveEdit} disabled={editing.trim() === ''}>
                {t('messages.saveEdit')}
              </Button>
              <Button size="small" onClick={() => setEditing(null)}>
                {t('messages.cancelEdit')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
      <ConfirmDialog
        open={confirming}
        text={t('messages.confirmDelete')}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}

interface MessagesPanelProps {
  assignmentId: string;
  messages: readonly AssignmentMessage[];
  /** May write messages (`_permissions.message`): the send box shows. */
  canWrite: boolean;
  /** The typed message (the page asks about it before saving or handing in). */
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  sending: boolean;
}

/**
 * The chat between the participant and the assessors (spec 2 §3 Message): each message with its author and Dutch
 * date and time, oldest first; the author may edit ('Fout bij het bewerken van het bericht' puts the old text back)
 * or delete their own ('Fout bij het verwijderen van het bericht.').
 */
export function MessagesPanel({
  assignmentId,
  messages,
  canWrite,
  draft,
  onDraftChange,
  onSend,
  sending,
}: MessagesPanelProps) {
  const { t } = useTranslation('assignments');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('messages.heading')}
      </Typography>
      {messages.length === 0 ? (
        <Typography color="text.secondary">{t('messages.empty')}</Typography>
      ) : (
        <List aria-label={t('messages.listLabel')} disablePadding>
          {messages.map((message) => (
            <MessageItem key={message.id} assignmentId={assignmentId} message={message} />
          ))}
        </List>
      )}
      {canWrite ? (
        <Stack
          component="form"
          spacing={1}
          sx={{ mt: 2, maxWidth: 900 }}
          onSubmit={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          <TextField
            label={t('messages.newLabel')}
            multiline
            minRows={3}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
          />
          <Box>
            <Button type="submit" variant="outlined" loading={sending} disabled={draft.trim() === ''}>
              {t('messages.send')}
            </Button>
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}
