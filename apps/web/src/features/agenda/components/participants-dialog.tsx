import { useId } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ScheduleItem } from '@portal/contracts';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { useSessionParticipants } from '../api/get-session-participants';
import { itemName } from './schedule-items';

function ParticipantsList({ item }: { item: ScheduleItem }) {
  const { t } = useTranslation(['agenda', 'common']);
  const participants = useSessionParticipants(item.eventId, item.sessionId);
  if (participants.isPending) return <CircularProgress size={24} aria-label={t('common:loading')} />;
  if (participants.isError) return <Alert severity="error">{t('participants.loadFailed')}</Alert>;
  if (participants.data.items.length === 0) return <Typography>{t('participants.empty')}</Typography>;
  const columns = [
    t('participants.columns.name'),
    t('participants.columns.specialty'),
    t('participants.columns.cohort'),
  ];
  return (
    <ResponsiveTable label={t('participants.table')} stackBelow="sm">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} sx={{ fontWeight: 600 }}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {participants.data.items.map((participant) => (
          <TableRow key={participant.id}>
            <LabelledCell component="th" scope="row" label={columns[0]}>
              {participant.name}
            </LabelledCell>
            <LabelledCell label={columns[1]}>{participant.specialty}</LabelledCell>
            <LabelledCell label={columns[2]}>{participant.cohort ?? '–'}</LabelledCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}

/**
 * Who takes part in a session (spec 2 "Agenda page", educator view only, §6): Naam, Specialisme, Deelname vanuit,
 * asked when the dialog opens.
 */
export function ParticipantsDialog({
  item,
  open,
  onClose,
}: {
  /** The session's item; kept while the dialog closes, so its content does not vanish before it does. */
  item: ScheduleItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agenda', 'common']);
  const titleId = useId();
  return (
    <Dialog open={open && item !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{item ? t('participants.title', { name: itemName(item) }) : null}</DialogTitle>
      <DialogContent dividers>{item ? <ParticipantsList item={item} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
