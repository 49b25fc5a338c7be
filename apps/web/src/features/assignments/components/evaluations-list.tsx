import { useId } from 'react';
import { Box, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@portal/contracts';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDateTime } from './format-date-time';

const grade = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** The assessments given (spec 2 §3: date, teacher, grade, valuation), when there are any. */
export function EvaluationsList({ evaluations }: { evaluations: Assignment['evaluations'] }) {
  const { t } = useTranslation('assignments');
  const headingId = useId();
  if (evaluations.length === 0) return null;
  const none = t('evaluations.none');
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('evaluations.heading')}
      </Typography>
      <ResponsiveTable label={t('evaluations.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('evaluations.columns.created')}</TableCell>
            <TableCell>{t('evaluations.columns.teacher')}</TableCell>
            <TableCell>{t('evaluations.columns.grade')}</TableCell>
            <TableCell>{t('evaluations.columns.valuation')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {evaluations.map((evaluation) => (
            <TableRow key={evaluation.id}>
              <LabelledCell component="th" scope="row" label={t('evaluations.columns.created')}>
                {formatDateTime(evaluation.created)}
              </LabelledCell>
              <LabelledCell label={t('evaluations.columns.teacher')}>{evaluation.teacher ?? none}</LabelledCell>
              <LabelledCell label={t('evaluations.columns.grade')}>
                {evaluation.grade === null ? none : grade.format(evaluation.grade)}
              </LabelledCell>
              <LabelledCell label={t('evaluations.columns.valuation')}>{evaluation.valuation ?? none}</LabelledCell>
            </TableRow>
          ))}
        </TableBody>
      </ResponsiveTable>
    </Box>
  );
}
