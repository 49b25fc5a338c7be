import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Grid,
  Link,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { INTERNSHIP_TYPES, type Education, type EducationPerson, type InternshipType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatCents, formatDate } from '../../../lib/format';
import { useEducationPeriods } from '../api/get-education-periods';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const listSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
  gap: 1,
  m: 0,
};

function people(list: EducationPerson[], none: string) {
  return list.length === 0 ? none : list.map((person) => person.fullNameLastNameFirst).join(', ');
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

function Periods({ educationId }: { educationId: string }) {
  const { t } = useTranslation('education');
  const periods = useEducationPeriods(educationId);
  if (periods.isError) return <Typography role="alert">{t('loadFailed')}</Typography>;
  if (!periods.data) return null;
  if (periods.data.items.length === 0) return <Typography>{t('noResults')}</Typography>;
  const columns = [
    'name',
    'institution',
    'matchStatus',
    'startDate',
    'endDate',
    'practicalTrainer',
    'remarks',
  ] as const;
  return (
    <ResponsiveTable label={t('details.periods.label')}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{t(`details.periods.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {periods.data.items.map((period) => (
          <TableRow key={period.id}>
            <LabelledCell component="th" scope="row" label={t('details.periods.name')}>
              {period.name}
            </LabelledCell>
            <LabelledCell label={t('details.periods.institution')}>{period.institution}</LabelledCell>
            <LabelledCell label={t('details.periods.matchStatus')}>{period.matchStatus}</LabelledCell>
            <LabelledCell label={t('details.periods.startDate')} noWrap>
              {formatDate(period.startDate)}
            </LabelledCell>
            <LabelledCell label={t('details.periods.endDate')} noWrap>
              {formatDate(period.endDate)}
            </LabelledCell>
            <LabelledCell label={t('details.periods.practicalTrainer')}>{period.practicalTrainer}</LabelledCell>
            <LabelledCell label={t('details.periods.remarks')}>{period.remarks}</LabelledCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}

/**
 * The Opleidingsgegevens tab (spec 2 §2): the education's details (the rarer dates under 'Meer informatie'), the
 * PDF documents and the study guide, the cards and the period table.
 */
export function EducationDetails({ education }: { education: Education }) {
  const { t } = useTranslation('education');
  const none = t('details.none');
  const date = (value: string | null) => (value ? formatDate(value) : none);
  const { summary } = education;
  const internshipTypes = [
    ...new Set([...Object.keys(education.internshipHours), ...Object.keys(summary.internshipPoints)]),
  ].sort((a, b) => Number(a) - Number(b));

  return (
    <Stack spacing={4}>
      <Box component="dl" sx={listSx}>
        <Field label={t('details.email')}>{education.email ?? none}</Field>
        <Field label={t('details.instituteEducators')}>{people(education.instituteEducators, none)}</Field>
        <Field label={t('details.programAssistant')}>{education.programAssistantName ?? none}</Field>
        <Field label={t('details.practicalEducators')}>{people(education.practicalEducators, none)}</Field>
        <Field label={t('details.fullTimePercentage')}>
          {t('details.percentage', { value: education.fullTimePercentage })}
        </Field>
        <Field label={t('details.startDate')}>{date(education.startDate)}</Field>
        <Field label={t('details.electiveCourseHours')}>{education.electiveCourseHours}</Field>
        <Field label={t('details.electiveCourseBudget')}>{formatCents(education.electiveCourseBudget)}</Field>
      </Box>

      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography component="h2" variant="subtitle1">
            {t('details.moreInformation')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Box component="dl" sx={listSx}>
            <Field label={t('details.interruptionStartDate')}>{date(education.interruptionStartDate)}</Field>
            <Field label={t('details.interruptionEndDate')}>{date(education.interruptionEndDate)}</Field>
            <Field label={t('details.deregistrationDate')}>{date(education.deregistrationDate)}</Field>
            <Field label={t('details.rgsEndDate')}>{date(education.rgsEndDate)}</Field>
          </Box>
        </AccordionDetails>
      </Accordion>

      <Box component="nav" aria-label={t('details.links')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
          <Link href={`/api/education/${education.id}/presence-overview`} target="_blank" rel="noopener">
            {t('details.presenceOverview')}
          </Link>
          <Link href={`/api/education/${education.id}/overview`} target="_blank" rel="noopener">
            {t('details.educationOverview')}
          </Link>
          {education.studyGuideUrl ? (
            <Link href={education.studyGuideUrl} target="_blank" rel="noopener noreferrer">
              {t('details.studyGuide')}
            </Link>
          ) : null}
        </Stack>
      </Box>

      <Grid container spacing={2}>
        <SummaryCard title={t('details.cards.finishedModules')}>
          <Typography>
            {t('details.cards.finishedModulesValue', {
              finished: summary.finishedModules,
              total: summary.totalModules,
            })}
          </Typography>
        </SummaryCard>
        {education.electiveCourseHours > 0 ? (
          <SummaryCard title={t('details.cards.electivePoints')}>
            <Typography>
              {t('details.cards.electivePointsValue', {
                achieved: summary.electivePoints.achieved,
                total: summary.electivePoints.total,
              })}
            </Typography>
          </SummaryCard>
        ) : null}
        {education.practicalModules && internshipTypes.length > 0 ? (
          <SummaryCard title={t('details.cards.internshipPoints')}>
            {internshipTypes.map((type) => (
              <Typography key={type}>
                {INTERNSHIP_TYPES[Number(type) as InternshipType] ?? type}:{' '}
                {t('details.cards.internshipPointsValue', {
                  achieved: summary.internshipPoints[type] ?? 0,
                  required: education.internshipHours[type] ?? 0,
                })}
              </Typography>
            ))}
          </SummaryCard>
        ) : null}
      </Grid>

      <Box>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('details.periods.label')}
        </Typography>
        <Periods educationId={education.id} />
      </Box>
    </Stack>
  );
}
