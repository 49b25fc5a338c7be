import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ELECTIVE_MODULE_TYPE_CODES, type Education, type Module } from '@portal/contracts';
import { LabelledCell, PER_PAGE_OPTIONS, ResponsiveTable, TablePager } from '../../../../components/data-table';
import { modulesByTypeQuery } from '../../api/get-modules-by-type';

/** A row of the internship table: required and achieved hours of one internship type. */
export interface InternshipRow {
  type: number;
  label: string;
  required: number;
  achieved: number;
}

const formatNumber = (value: number) => value.toLocaleString('nl-NL', { maximumFractionDigits: 2 });

/** A widget's table in a dialog, full screen on a phone. */
function TableDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('education');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portfolioWidgets.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The education's modules, asked for only once a dialog opens. */
function useModules(education: Education, open: boolean) {
  return useQuery({ ...modulesByTypeQuery(education.id), enabled: open });
}

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

const byName = (a: Module, b: Module) => a.publishedName.localeCompare(b.publishedName, 'nl');

/**
 * 'Overzicht modules' (spec 2 "Dialogs": module overview table): every module with its assignments and status, by
 * name, in pages of 10 like every other list (issue 31: an education has up to 30 modules).
 */
export function ModulesDialog({
  education,
  open,
  onClose,
}: {
  education: Education;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['education', 'domain']);
  const modules = useModules(education, open);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PER_PAGE_OPTIONS[0]);
  const sorted = [...(modules.data?.items ?? [])].sort(byName);
  const lastPage = Math.max(1, Math.ceil(sorted.length / perPage));
  const shown = sorted.slice((Math.min(page, lastPage) - 1) * perPage, Math.min(page, lastPage) * perPage);
  const columns = {
    name: t('education:portfolioWidgets.modules.columns.name'),
    type: t('education:portfolioWidgets.modules.columns.type'),
    assignments: t('education:portfolioWidgets.modules.columns.assignments'),
    status: t('education:portfolioWidgets.modules.columns.status'),
  };
  return (
    <TableDialog open={open} onClose={onClose} title={t('education:portfolioWidgets.modules.dialogTitle')}>
      {modules.isPending ? (
        <Loading label={t('education:portfolioWidgets.modules.dialogTitle')} />
      ) : modules.isError ? (
        <Alert severity="error">{t('education:portfolioWidgets.loadFailed')}</Alert>
      ) : (
        <>
          <ResponsiveTable label={t('education:portfolioWidgets.modules.tableLabel')}>
            <TableHead>
              <TableRow>
                {Object.values(columns).map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((module) => (
                <TableRow key={module.id}>
                  <LabelledCell component="th" scope="row" label={columns.name}>
                    {module.publishedName}
                  </LabelledCell>
                  <LabelledCell label={columns.type}>{t(`domain:moduleType.${module.type}`)}</LabelledCell>
                  <LabelledCell label={columns.assignments}>
                    {module.finishedAssignments}/{module.totalAssignments}
                  </LabelledCell>
                  <LabelledCell label={columns.status}>
                    {module.status
                      ? t(`domain:moduleStatus.${module.status}`)
                      : module.finished
                        ? t('domain:moduleStatus.finished')
                        : t('education:portfolioWidgets.modules.noStatus')}
                  </LabelledCell>
                </TableRow>
              ))}
            </TableBody>
          </ResponsiveTable>
          <TablePager
            count={sorted.length}
            page={page}
            perPage={perPage}
            onPageChange={setPage}
            onPerPageChange={(next) => {
              setPerPage(next);
              setPage(1);
            }}
          />
        </>
      )}
    </TableDialog>
  );
}

/** 'Overzicht keuzeonderwijs' (optional education table): the elective modules (IKO, EKO) with their points. */
export function ElectiveDialog({
  education,
  open,
  onClose,
}: {
  education: Education;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['education', 'domain']);
  const modules = useModules(education, open);
  const columns = {
    name: t('education:portfolioWidgets.elective.columns.name'),
    type: t('education:portfolioWidgets.elective.columns.type'),
    points: t('education:portfolioWidgets.elective.columns.points'),
    status: t('education:portfolioWidgets.elective.columns.status'),
  };
  const elective = (modules.data?.items ?? [])
    .filter((module) => (ELECTIVE_MODULE_TYPE_CODES as readonly string[]).includes(module.type))
    .sort(byName);
  const total = elective.reduce((sum, module) => sum + (module.points ?? 0), 0);
  return (
    <TableDialog open={open} onClose={onClose} title={t('education:portfolioWidgets.elective.dialogTitle')}>
      {modules.isPending ? (
        <Loading label={t('education:portfolioWidgets.elective.dialogTitle')} />
      ) : modules.isError ? (
        <Alert severity="error">{t('education:portfolioWidgets.loadFailed')}</Alert>
      ) : elective.length === 0 ? (
        <Typography>{t('education:portfolioWidgets.elective.empty')}</Typography>
      ) : (
        <ResponsiveTable label={t('education:portfolioWidgets.elective.tableLabel')}>
          <TableHead>
            <TableRow>
              {Object.values(columns).map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {elective.map((module) => (
              <TableRow key={module.id}>
                <LabelledCell component="th" scope="row" label={columns.name}>
                  {module.publishedName}
                </LabelledCell>
                <LabelledCell label={columns.type}>{t(`domain:moduleType.${module.type}`)}</LabelledCell>
                <LabelledCell label={columns.points}>{formatNumber(module.points ?? 0)}</LabelledCell>
                <LabelledCell label={columns.status}>
                  {module.status
                    ? t(`domain:moduleStatus.${module.status}`)
                    : t('education:portfolioWidgets.modules.noStatus')}
                </LabelledCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <LabelledCell component="th" scope="row" label={columns.name}>
                {t('education:portfolioWidgets.elective.total')}
              </LabelledCell>
              <LabelledCell label={columns.type} />
              <LabelledCell label={columns.points}>{formatNumber(total)}</LabelledCell>
              <LabelledCell label={columns.status} />
            </TableRow>
          </TableFooter>
        </ResponsiveTable>
      )}
    </TableDialog>
  );
}

/** 'Overzicht stage-uren' (internship table): required, achieved and remaining hours per internship type. */
export function InternshipDialog({
  rows,
  open,
  onClose,
}: {
  rows: readonly InternshipRow[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('education');
  const columns = {
    type: t('portfolioWidgets.internship.columns.type'),
    required: t('portfolioWidgets.internship.columns.required'),
    achieved: t('portfolioWidgets.internship.columns.achieved'),
    remaining: t('portfolioWidgets.internship.columns.remaining'),
  };
  return (
    <TableDialog open={open} onClose={onClose} title={t('portfolioWidgets.internship.dialogTitle')}>
      {rows.length === 0 ? (
        <Typography>{t('portfolioWidgets.internship.empty')}</Typography>
      ) : (
        <ResponsiveTable label={t('portfolioWidgets.internship.tableLabel')}>
          <TableHead>
            <TableRow>
              {Object.values(columns).map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.type}>
                <LabelledCell component="th" scope="row" label={columns.type}>
                  {row.label}
                </LabelledCell>
                <LabelledCell label={columns.required}>{formatNumber(row.required)}</LabelledCell>
                <LabelledCell label={columns.achieved}>{formatNumber(row.achieved)}</LabelledCell>
                <LabelledCell label={columns.remaining}>
                  {formatNumber(Math.max(row.required - row.achieved, 0))}
                </LabelledCell>
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
    </TableDialog>
  );
}
