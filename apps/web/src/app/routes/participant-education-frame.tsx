import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEducation } from '../../features/education/api/get-education';
import { EducationDetailPage } from '../../features/education/routes/education-detail-page';
import { EducationAssignmentSlots } from './education-assignment-slots';
import { PORTFOLIO_PANELS } from './education-portfolio';

type LoadedEducation = NonNullable<ReturnType<typeof useEducation>['data']>;

/**
 * Staff looking at a participant's education (the id in the route is the education's): a way back, whose education it
 * is (the page below names only the education), the education page as the participant sees it (with the assignment actions), and under it what the screen adds once the education has
 * loaded. Used by /mijn-deelnemers/{id} and /gebruikers/onderwijs/{id}.
 */
export function ParticipantEducationFrame({
  backTo,
  backLabel,
  children,
}: {
  backTo: string;
  backLabel: string;
  children: (education: LoadedEducation) => ReactNode;
}) {
  const { id = '' } = useParams();
  // The page below asks the same query: one request.
  const education = useEducation(id);
  const { t } = useTranslation('participants');
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />}>
          {backLabel}
        </Button>
      </Box>
      {education.data ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PersonOutlined aria-hidden color="primary" />
          <Typography variant="h6" component="p">
            {t('participant', { name: education.data.user.fullName })}
          </Typography>
        </Stack>
      ) : null}
      <Box>
        <EducationAssignmentSlots>
          <EducationDetailPage portfolioPanels={PORTFOLIO_PANELS} />
        </EducationAssignmentSlots>
      </Box>
      {education.data ? children(education.data) : null}
    </Stack>
  );
}
