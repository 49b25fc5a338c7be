import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AgendaView } from '../../features/agenda/components/agenda-view';
import { useEducation } from '../../features/education/api/get-education';
import { EducationDetailPage } from '../../features/education/routes/education-detail-page';
import { EducationAssignmentSlots } from './education-assignment-slots';

/**
 * Route module of /mijn-deelnemers/{id} (spec 3 §2 "Education and agenda view of one participant"): the participant's
 * education as they see it (the education policy lets its linked staff read it) and, under it, their agenda (the
 * schedule call lets the same staff read it). The id is the education's, as in the list's rows.
 */
export function MyParticipantRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('participants');
  // The page below asks the same query: one request.
  const education = useEducation(id);
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/mijn-deelnemers" startIcon={<ArrowBack />}>
          {t('back')}
        </Button>
      </Box>
      <Box>
        <EducationAssignmentSlots>
          <EducationDetailPage />
        </EducationAssignmentSlots>
      </Box>
      {education.data ? (
        <Box component="section" aria-labelledby="participant-agenda">
          <Typography id="participant-agenda" component="h2" variant="h5" sx={{ mb: 2 }}>
            {t('agenda', { name: education.data.user.fullName })}
          </Typography>
          <AgendaView userId={education.data.user.id} mode="participant" />
        </Box>
      ) : null}
    </Stack>
  );
}

export { MyParticipantRoute as Component };
