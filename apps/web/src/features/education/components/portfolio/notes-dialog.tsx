import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { postEducationNote, type Note } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PageLoader } from '../../../../components/page-loader';
import { formatDateTime } from '../../../../lib/format';
import { useDeleteEducationNote } from '../../api/delete-education-note';
import { useEducationNotes } from '../../api/get-education-notes';
import { usePostEducationNote } from '../../api/post-education-note';

// The contract's limit, so the field stops where the server would refuse.
const MESSAGE_MAX = postEducationNote.body?.shape.message.maxLength ?? undefined;

function NoteItem({ note, onDelete }: { note: Note; onDelete: (note: Note) => void }) {
  const { t } = useTranslation('education');
  const when = formatDateTime(note.created);
  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('portfolio.notes.byOn', { name: note.author?.fullName ?? t('portfolio.notes.unknownAuthor'), date: when })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.message}</Typography>
      </Box>
      {note.deletable ? (
        <Tooltip title={t('portfolio.notes.delete', { date: when })}>
          <IconButton aria-label={t('portfolio.notes.delete', { date: when })} onClick={() => onDelete(note)}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      ) : null}
    </ListItem>
  );
}

interface NotesDialogProps {
  educationId: string;
  /** The participant, named in the title when someone else (staff) keeps the log with them. */
  participantName: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The notes log of an education (spec 2 "Portfolio screen" dialogs, the logbook): notes newest first with author and
 * time, a new note, and deleting one's own (the server's `deletable`: the author or an admin). Everyone who may see
 * the education reads and writes it (the server's rule): the participant and the staff following them keep one log
 * together. 'Fout bij ophalen van notities.' / 'Fout bij opslaan van notities.'
 */
export function NotesDialog({ educationId, participantName, open, onClose }: NotesDialogProps) {
  const { t } = useTranslation('education');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const notes = useEducationNotes(educationId);
  const add = usePostEducationNote(educationId);
  const remove = useDeleteEducationNote(educationId);
  const [message, setMessage] = useState('');
  const [deleting, setDeleting] = useState<Note | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '' || add.isPending) return;
    add.mutate(message, {
      onSuccess: () => {
        setMessage('');
        enqueueSnackbar(t('portfolio.notes.added'), { variant: 'success' });
      },
      onError: () => enqueueSnackbar(t('notes.saveFailed'), { variant: 'error' }),
    });
  };

  const confirmDelete = (note: Note) =>
    remove.mutateAsync(note.id).then(
      () => enqueueSnackbar(t('portfolio.notes.deleted'), { variant: 'success' }),
      () => enqueueSnackbar(t('notes.saveFailed'), { variant: 'error' }),
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>
        {participantName ? t('portfolio.notes.titleOf', { name: participantName }) : t('portfolio.notes.title')}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('portfolio.notes.intro')}</DialogContentText>
        <Stack component="form" spacing={1} onSubmit={submit} sx={{ mb: 3 }} noValidate>
          <TextField
            label={t('portfolio.notes.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
          />
          <Box>
            <Button type="submit" variant="contained" loading={add.isPending} disabled={message.trim() === ''}>
              {t('portfolio.notes.add')}
            </Button>
          </Box>
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('portfolio.notes.list')}
        </Typography>
        {notes.isError ? (
          <Alert severity="error">{t('notes.loadFailed')}</Alert>
        ) : !notes.data ? (
          <PageLoader />
        ) : notes.data.items.length === 0 ? (
          <Typography>{t('portfolio.notes.empty')}</Typography>
        ) : (
          <List aria-label={t('portfolio.notes.list')}>
            {notes.data.items.map((note) => (
              <NoteItem key={note.id} note={note} onDelete={setDeleting} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portfolio.notes.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting !== null}
        text={t('portfolio.notes.confirmDelete')}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Dialog>
  );
}
