import { Box, Button, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEducation } from '../../features/education/api/get-education';
import { EducationDetailPage } from '../../features/education/routes/education-detail-page';
import { CertificatesTab } from '../../features/profile/components/certificates-tab';
import { EducationAssignmentSlots } from './education-assignment-slots';

/**
 * Route module of /gebruikers/onderwijs/{id} (LIST_USERS; the education policy lets LIST_USERS with VIEW_EDUCATION,
 * admins and linked staff read it): a person's education as the participant sees it (the education area's page),
 * their certificates (the profile's list) and the way back to the users overview.
 */
export function UserEducationRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('users');
  // The page below asks the same query: one request.
  const education = useEducation(id);
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/gebruikers" startIcon={<ArrowBack />}>
          {t('education.back')}
        </Button>
      </Box>
      <Box>
        <EducationAssignmentSlots>
          <EducationDetailPage />
        </EducationAssignmentSlots>
      </Box>
      {education.data ? (
        <Box component="section">
          <CertificatesTab userId={education.data.user.id} emptyText={t('education.certificatesEmpty')} />
        </Box>
      ) : null}
    </Stack>
  );
}

export { UserEducationRoute as Component };
