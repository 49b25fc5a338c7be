import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CertificatesTab } from '../../features/profile/components/certificates-tab';
import { ParticipantEducationFrame } from './participant-education-frame';

/**
 * Route module of /gebruikers/onderwijs/{id} (LIST_USERS; the education policy lets LIST_USERS with VIEW_EDUCATION,
 * admins and linked staff read it): a person's education as the participant sees it (the education area's page),
 * their certificates (the profile's list) and the way back to the users overview.
 */
export function UserEducationRoute() {
  const { t } = useTranslation('users');
  return (
    <ParticipantEducationFrame backTo="/gebruikers" backLabel={t('education.back')}>
      {(education) => (
        <Box component="section">
          <CertificatesTab userId={education.user.id} emptyText={t('education.certificatesEmpty')} />
        </Box>
      )}
    </ParticipantEducationFrame>
  );
}

export { UserEducationRoute as Component };
