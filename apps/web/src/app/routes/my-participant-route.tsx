import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AgendaView } from '../../features/agenda/components/agenda-view';
import { ParticipantEducationFrame } from './participant-education-frame';

/**
 * Route module of /mijn-deelnemers/{id} (spec 3 §2 "Education and agenda view of one participant"): the participant's
 * education as they see it (the education policy lets its linked staff read it) and, under it, their agenda (the
 * schedule call lets the same staff read it). The id is the education's, as in the list's rows.
 */
export function MyParticipantRoute() {
  const { t } = useTranslation('participants');
  return (
    <ParticipantEducationFrame backTo="/mijn-deelnemers" backLabel={t('back')}>
      {(education) => (
        <Box component="section" aria-labelledby="participant-agenda">
          <Typography id="participant-agenda" component="h2" variant="h5" sx={{ mb: 2 }}>
            {t('agenda', { name: education.user.fullName })}
          </Typography>
          <AgendaView userId={education.user.id} mode="participant" />
        </Box>
      )}
    </ParticipantEducationFrame>
  );
}

export { MyParticipantRoute as Component };
