import { Box, Button, Link, Stack, Typography } from '@mui/material';
import type { Education } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadSummaryDialog } from './download-summary-dialog';
import { OwnMaterials } from './own-materials';

/**
 * The Downloads tab (spec 2 §2): the education's documents (the presence overview and the education overview, PDFs
 * that open in a new tab, as on Opleidingsgegevens), the portfolio's download summary (a dialog; it sits here until
 * the education page has its Portfolio tab) and the participant's own materials ('Eigen materiaal').
 */
export function EducationDownloads({ education }: { education: Education }) {
  const { t } = useTranslation('education');
  const [summaryOpen, setSummaryOpen] = useState(false);
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
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setSummaryOpen(true)}>
          {t('downloadSummary.open')}
        </Button>
        <DownloadSummaryDialog educationId={education.id} open={summaryOpen} onClose={() => setSummaryOpen(false)} />
      </Box>
      <OwnMaterials education={education} />
    </Stack>
  );
}
