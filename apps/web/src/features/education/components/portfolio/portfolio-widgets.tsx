import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { INTERNSHIP_TYPE_IDS, INTERNSHIP_TYPES, type Education } from '@portal/contracts';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { ElectiveDialog, InternshipDialog, ModulesDialog, type InternshipRow } from './widget-dialogs';

const DONUT_SIZE = 168;

/** Finished modules as a whole percentage of all modules (spec 2 §9: rounded); 0 without modules. */
export const finishedPercent = (finished: number, total: number) =>
  total > 0 ? Math.round((finished / total) * 100) : 0;

/** Required and achieved hours per internship type (1-11), only the types with either. */
export function internshipRows(education: Pick<Education, 'internshipHours' | 'summary'>): InternshipRow[] {
  return INTERNSHIP_TYPE_IDS.map((type) => ({
    type,
    label: INTERNSHIP_TYPES[type],
    required: education.internshipHours[String(type)] ?? 0,
    achieved: education.summary.internshipPoints[String(type)] ?? 0,
  })).filter((row) => row.required > 0 || row.achieved > 0);
}

const formatNumber = (value: number) => value.toLocaleString('nl-NL', { maximumFractionDigits: 2 });

interface Slice {
  label: string;
  value: number;
  color: string;
}

/** A card of the widgets: a heading, the chart, its text and the button opening its table. */
function WidgetCard({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Box>{action}</Box>
    </Paper>
  );
}

/**
 * A donut with the value in its middle. The chart is drawn for the eye only (`inert`: hidden from screen readers, nothing in it focusable); its legend below is
 * text, with every slice's value, and the summary says the same in a sentence: that is the text alternative.
 */
function Donut({ slices, center, summary }: { slices: Slice[]; center: string; summary: string }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const theme = useTheme();
  const data =
    total > 0
      ? slices.map((slice, id) => ({ id, value: slice.value, color: slice.color }))
      : [{ id: 0, value: 1, color: theme.palette.action.disabledBackground }];
  return (
    <Stack direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Box inert sx={{ position: 'relative', width: DONUT_SIZE, height: DONUT_SIZE, flexShrink: 0 }}>
        <PieChart
          width={DONUT_SIZE}
          height={DONUT_SIZE}
          hideLegend
          skipAnimation
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          slots={{ tooltip: () => null }}
          series={[{ data, innerRadius: DONUT_SIZE * 0.3, outerRadius: DONUT_SIZE / 2 - 2, paddingAngle: 1 }]}
        />
        <Typography
          component="span"
          variant="h5"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontWeight: 600 }}
        >
          {center}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ mb: 1 }}>{summary}</Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {slices.map((slice) => (
            <Box component="li" key={slice.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                aria-hidden
                sx={{ width: '12px', height: '12px', borderRadius: '50%', bgcolor: slice.color, flexShrink: 0 }}
              />
              <Typography variant="body2">
                {slice.label}: {formatNumber(slice.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

type OpenDialog = 'modules' | 'elective' | 'internship' | null;

/**
 * The three charts of the portfolio's Voortgang en begeleiding sub-tab (spec 2 "Portfolio screen", §9): the
 * finished-modules donut (percentage rounded), the optional-education donut (only when the education has elective
 * course hours) and the internship hours bars (required per type against achieved), each with a text alternative and
 * a button opening its table in a dialog (module overview, optional education, internship).
 */
export function PortfolioWidgets({ education }: { education: Education }) {
  const { t } = useTranslation('education');
  const theme = useTheme();
  const [open, setOpen] = useState<OpenDialog>(null);
  const headingId = useId();
  const tableId = useId();
  const { finishedModules, totalModules } = education.summary;
  const percent = finishedPercent(finishedModules, totalModules);
  // Computed by the server, as Opleidingsgegevens shows them (one definition: spec 2 §9).
  const elective = education.summary.electivePoints;
  const internship = internshipRows(education);
  const showElective = education.electiveCourseHours > 0;
  const colors = {
    done: theme.palette.primary.main,
    planned: theme.palette.secondary.main,
    open: theme.palette.grey[400],
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('portfolioWidgets.heading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <WidgetCard
          title={t('portfolioWidgets.modules.heading')}
          action={
            <Button variant="outlined" onClick={() => setOpen('modules')}>
              {t('portfolioWidgets.modules.openDialog')}
            </Button>
          }
        >
          <Donut
            center={`${percent}%`}
            summary={t('portfolioWidgets.modules.summary', {
              finished: finishedModules,
              total: totalModules,
              percent,
            })}
            slices={[
              { label: t('portfolioWidgets.modules.finished'), value: finishedModules, color: colors.done },
              {
                label: t('portfolioWidgets.modules.open'),
                value: Math.max(totalModules - finishedModules, 0),
                color: colors.open,
              },
            ]}
          />
        </WidgetCard>

        {showElective ? (
          <WidgetCard
            title={t('portfolioWidgets.elective.heading')}
            action={
              <Button variant="outlined" onClick={() => setOpen('elective')}>
                {t('portfolioWidgets.elective.openDialog')}
              </Button>
            }
          >
            <Donut
              center={`${formatNumber(elective.achieved)}/${formatNumber(elective.total)}`}
              summary={t('portfolioWidgets.elective.summary', {
                achieved: formatNumber(elective.achieved),
                total: formatNumber(elective.total),
                planned: formatNumber(elective.planned),
                todo: formatNumber(elective.todo),
              })}
              slices={[
                { label: t('portfolioWidgets.elective.achieved'), value: elective.achieved, color: colors.done },
                { label: t('portfolioWidgets.elective.planned'), value: elective.planned, color: colors.planned },
                { label: t('portfolioWidgets.elective.todo'), value: elective.todo, color: colors.open },
              ]}
            />
          </WidgetCard>
        ) : null}

        <WidgetCard
          title={t('portfolioWidgets.internship.heading')}
          action={
            <Button variant="outlined" onClick={() => setOpen('internship')}>
              {t('portfolioWidgets.internship.openDialog')}
            </Button>
          }
        >
          {internship.length === 0 ? (
            <Typography>{t('portfolioWidgets.internship.empty')}</Typography>
          ) : (
            <>
              <Box inert sx={{ width: '100%', minWidth: 0 }}>
                <BarChart
                  layout="horizontal"
                  height={80 + internship.length * 48}
                  skipAnimation
                  slots={{ tooltip: () => null }}
                  dataset={internship.map((row) => ({ ...row }))}
                  yAxis={[{ scaleType: 'band', dataKey: 'label', width: 150 }]}
                  xAxis={[{ label: t('portfolioWidgets.internship.hours') }]}
                  series={[
                    {
                      dataKey: 'required',
                      label: t('portfolioWidgets.internship.required'),
                      color: colors.open,
                    },
                    {
                      dataKey: 'achieved',
                      label: t('portfolioWidgets.internship.achieved'),
                      color: colors.done,
                    },
                  ]}
                />
              </Box>
              {/* Hidden by a wrapper: a table's own overflow does not clip its cells, which widened the page. */}
              <Box sx={{ position: 'relative' }}>
                <Box sx={visuallyHidden}>
                  <Box component="table" aria-labelledby={tableId}>
                    <caption id={tableId}>{t('portfolioWidgets.internship.tableLabel')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('portfolioWidgets.internship.columns.type')}</th>
                        <th scope="col">{t('portfolioWidgets.internship.columns.required')}</th>
                        <th scope="col">{t('portfolioWidgets.internship.columns.achieved')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {internship.map((row) => (
                        <tr key={row.type}>
                          <th scope="row">{row.label}</th>
                          <td>{formatNumber(row.required)}</td>
                          <td>{formatNumber(row.achieved)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                </Box>
              </Box>
            </>
          )}
        </WidgetCard>
      </Box>

      <ModulesDialog education={education} open={open === 'modules'} onClose={() => setOpen(null)} />
      {showElective ? (
        <ElectiveDialog education={education} open={open === 'elective'} onClose={() => setOpen(null)} />
      ) : null}
      <InternshipDialog rows={internship} open={open === 'internship'} onClose={() => setOpen(null)} />
    </Box>
  );
}
