import { useId } from 'react';
import { Box, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Evaluation } from '@portal/contracts';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDateTime } from './format-date-time';

const gradeFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/**
 * Every evaluation of the assignment so far (spec 3 "Assessment screen"): assessed or returned, by whom, with grade
 * and valuation; one withdrawn by reopening stays listed with the day it was withdrawn.
 */
export function EvaluationHistory({ history }: { history: readonly Evaluation[] }) {
  const { t } = useTranslation('assignments');
  const headingId = useId();
  const none = '–';
  const columns = {
    created: t('assessment.history.columns.created'),
    evaluator: t('assessment.history.columns.evaluator'),
    outcome: t('assessment.history.columns.outcome'),
    valuation: t('assessment.history.columns.valuation'),
    grade: t('assessment.history.columns.grade'),
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('assessment.history.heading')}
      </Typography>
      {history.length === 0 ? (
        <Typography>{t('assessment.history.none')}</Typography>
      ) : (
        <ResponsiveTable label={t('assessment.history.label')}>
          <TableHead>
            <TableRow>
              {Object.values(columns).map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((evaluation) => (
              <TableRow key={evaluation.id}>
                <LabelledCell component="th" scope="row" label={columns.created}>
                  {formatDateTime(evaluation.created)}
                </LabelledCell>
                <LabelledCell label={columns.evaluator}>{evaluation.evaluator?.fullName ?? none}</LabelledCell>
                <LabelledCell label={columns.outcome}>
                  {t(`assessment.history.outcome.${evaluation.outcome}`)}
                  {evaluation.withdrawn
                    ? ` (${t('assessment.history.withdrawn', { date: formatDateTime(evaluation.withdrawn) })})`
                    : ''}
                </LabelledCell>
                <LabelledCell label={columns.valuation}>{evaluation.valuation ?? none}</LabelledCell>
                <LabelledCell label={columns.grade}>
                  {evaluation.grade === null ? none : gradeFormat.format(evaluation.grade)}
                </LabelledCell>
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
    </Box>
  );
}
