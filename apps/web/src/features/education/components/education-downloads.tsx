import { Box, Link, Stack, Typography } from '@mui/material';
import type { Education } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { OwnMaterials } from './own-materials';

/**
 * The Downloads tab (spec 2 §2): the education's documents (the presence overview and the education overview, PDFs
 * that open in a new tab, as on Opleidingsgegevens) and the participant's own materials ('Eigen materiaal').
 */
export function EducationDownloads({ education }: { education: Education }) {
  const { t } = useTranslation('education');
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="education-documents-heading">
        <Typography id="education-documents-heading" component="h2" variant="h6" gutterBottom>
          {t('documents.heading')}
        </Typography>
        <Stack
          component="ul"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          <li>
            <Link href={`/api/education/${education.id}/presence-overview`} target="_blank" rel="noopener">
              {t('details.presenceOverview')}
            </Link>
          </li>
          <li>
            <Link href={`/api/education/${education.id}/overview`} target="_blank" rel="noopener">
              {t('details.educationOverview')}
            </Link>
          </li>
        </Stack>
      </Box>
      <OwnMaterials education={education} />
    </Stack>
  );
}
