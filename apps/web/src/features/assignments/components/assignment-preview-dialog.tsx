import { useId } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Facts } from '../../../components/facts';
import { useAssignment } from '../api/get-assignment';
import { ReadOnlyForm } from './assignment-screen';
import { EvaluationsList } from './evaluations-list';
import { formatDateTime } from './format-date-time';

interface AssignmentPreviewDialogProps {
  assignmentId: string;
  assignmentName: string;
  onClose: () => void;
}

/**
 * The assignment preview of the portfolio (spec 2 "Portfolio screen", dialogs): the filled form read-only with its
 * state and evaluations, without leaving the list; 'Opdracht openen' goes to the assignment's own page.
 */
export function AssignmentPreviewDialog({ assignmentId, assignmentName, onClose }: AssignmentPreviewDialogProps) {
  const { t } = useTranslation(['assignments', 'domain']);
  const titleId = useId();
  const assignment = useAssignment(assignmentId);
  const data = assignment.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('assignments:preview.title', { name: assignmentName })}</DialogTitle>
      <DialogContent dividers>
        {assignment.isError ? (
          <Alert severity="error">{t('assignments:page.loadFailed')}</Alert>
        ) : !data ? (
          <CircularProgress aria-label={t('assignments:preview.loading')} />
        ) : (
          <Stack spacing={3}>
            <Facts
              rows={[
                [t('assignments:page.module'), data.module.publishedName],
                [t('assignments:page.state'), t(`domain:assignmentState.${data.state}`)],
                ...(data.submitted
                  ? ([[t('assignments:page.submitted'), formatDateTime(data.submitted)]] as [string, string][])
                  : []),
              ]}
            />
            <ReadOnlyForm assignment={data} />
            <EvaluationsList evaluations={data.evaluations} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={`/onderwijs/opdracht/${assignmentId}`}>
          {t('assignments:preview.open')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('assignments:preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
