import { Alert, Box, Button, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Assignment } from '@portal/contracts';

/**
 * The read-only state (spec 2 "Assignment page"): a handed-in assignment says 'De opdracht is ingeleverd ter
 * beoordeling en kan niet gewijzigd worden.' and, while it waits for its assessment, to anyone but an external
 * contributor 'Je ontvangt een notificatie zodra de opdracht beoordeeld is.'; they also get 'Terug naar onderwijs'.
 */
export function NotEditableNotice({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('assignments');
  if (assignment.editable) return null;
  const handedIn = assignment.state === 'in_review' || assignment.state === 'finished' || assignment.external;
  return (
    <Stack spacing={2}>
      {handedIn ? (
        <Alert severity="info">
          {t('notEditable.handedIn')}
          {!assignment.external && assignment.state === 'in_review' ? (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {t('notEditable.notification')}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {assignment.external ? null : (
        <Box>
          <Button
            component={RouterLink}
            to={`/onderwijs/${encodeURIComponent(assignment.educationId)}`}
            startIcon={<ArrowBack />}
            variant="outlined"
          >
            {t('notEditable.back')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
