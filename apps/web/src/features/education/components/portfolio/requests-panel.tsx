import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Menu,
  MenuItem,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEditableState, type Education, type Module } from '@portal/contracts';
import { LabelledCell, ResponsiveTable } from '../../../../components/data-table';
import { formatDate } from '../../../../lib/format';
import { useModulesByType } from '../../api/get-modules-by-type';
import { RequestForm } from './request-form';

/** The request modules' type code (spec 2 §9). */
const REQUEST_TYPES = ['AANVRAAG'] as const;
const PAGE_SIZE = 10;

/** The statuses of the requests filter (spec 2 §4). */
export const REQUEST_STATUSES = ['requested', 'concept', 'rejected', 'finished'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

type ModuleAssignment = Module['assignments'][number];

/** A request's status: handed in (requested), not yet (concept), returned (rejected) or assessed (finished). */
export function requestStatusOf(assignment: Pick<ModuleAssignment, 'state'>): RequestStatus {
  switch (assignment.state) {
    case 'finished':
    case 'excemption':
      return 'finished';
    case 'rejected':
      return 'rejected';
    case 'in_review':
      return 'requested';
    default:
      return 'concept';
  }
}

interface RequestRow {
  assignment: ModuleAssignment;
  module: Module;
  status: RequestStatus;
  /** Handed in on (the last time), or made on for a concept. */
  date: string;
}

/**
 * The Aanvragen sub-tab of the portfolio (spec 2 "Portfolio screen", §4, §5, §8): a wizard. The overview lists
 * 'Mijn aanvragen' (Omschrijving, Type, Datum aanvraag, Status), newest first, with a status filter; with edit rights
 * 'Nieuwe aanvraag' lists the request modules, and choosing one opens its form (the form step). A concept or a
 * returned request opens on the assignment page to be finished and handed in; the others open read-only.
 */
export function RequestsPanel({ education }: { education: Education }) {
  const [step, setStep] = useState<{ kind: 'overview' } | { kind: 'form'; module: Module }>({ kind: 'overview' });
  const [returned, setReturned] = useState(false);
  if (step.kind === 'form') {
    const toOverview = () => {
      setReturned(true);
      setStep({ kind: 'overview' });
    };
    return <RequestForm education={education} module={step.module} onDone={toOverview} onCancel={toOverview} />;
  }
  return (
    <RequestsOverview
      education={education}
      focusHeading={returned}
      onNew={(module) => setStep({ kind: 'form', module })}
    />
  );
}

function RequestsOverview({
  education,
  focusHeading,
  onNew,
}: {
  education: Education;
  /** Back from the form step: the heading takes the focus. */
  focusHeading: boolean;
  onNew: (module: Module) => void;
}) {
  const { t } = useTranslation(['education', 'components']);
  const modules = useModulesByType(education.id, REQUEST_TYPES);
  const [filter, setFilter] = useState<RequestStatus | ''>('');
  const [page, setPage] = useState(0);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const menuId = useId();
  const buttonId = useId();
  const canEdit = education._permissions.edit;

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const rows = useMemo<RequestRow[]>(
    () =>
      (modules.data?.items ?? [])
        .flatMap((module) =>
          module.assignments.map((assignment) => ({
            assignment,
            module,
            status: requestStatusOf(assignment),
            date: assignment.submitted ?? assignment.created,
          })),
        )
        .sort((a, b) => b.date.localeCompare(a.date) || a.assignment.name.localeCompare(b.assignment.name, 'nl')),
    [modules.data],
  );
  const shown = filter === '' ? rows : rows.filter((row) => row.status === filter);
  const pageRows = shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const requestModules = (modules.data?.items ?? []).filter((module) => module.formId !== null);

  const columns = {
    description: t('education:portfolioRequests.columns.description'),
    type: t('education:portfolioRequests.columns.type'),
    requested: t('education:portfolioRequests.columns.requested'),
    status: t('education:portfolioRequests.columns.status'),
  };
  const statusText = (row: RequestRow) =>
    row.status === 'finished' && row.assignment.valuation
      ? row.assignment.valuation
      : t(`education:portfolioRequests.status.${row.status}`);
  // Concepts and returned requests are finished on the assignment page; the rest are read there.
  const hrefOf = (row: RequestRow) =>
    canEdit && isEditableState(row.assignment.state)
      ? `/onderwijs/opdracht/${row.assignment.id}`
      : `/onderwijs/opdracht/${row.assignment.id}/bekijken`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Typography ref={headingRef} id={headingId} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
          {t('education:portfolioRequests.heading')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('education:portfolioRequests.statusFilter')}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as RequestStatus | '');
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('education:portfolioRequests.statusAll')}</MenuItem>
            {REQUEST_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`education:portfolioRequests.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          {canEdit && requestModules.length > 0 ? (
            <>
              <Button
                id={buttonId}
                variant="contained"
                startIcon={<AddOutlined />}
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                aria-expanded={menuAnchor ? 'true' : undefined}
                onClick={(event) => setMenuAnchor(event.currentTarget)}
              >
                {t('education:portfolioRequests.new')}
              </Button>
              <Menu
                id={menuId}
                anchorEl={menuAnchor}
                open={menuAnchor !== null}
                onClose={() => setMenuAnchor(null)}
                slotProps={{ list: { 'aria-labelledby': buttonId } }}
              >
                {requestModules.map((module) => (
                  <MenuItem
                    key={module.id}
                    onClick={() => {
                      setMenuAnchor(null);
                      onNew(module);
                    }}
                  >
                    {module.publishedName}
                  </MenuItem>
                ))}
              </Menu>
            </>
          ) : null}
        </Stack>
      </Stack>

      {modules.isPending ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('education:portfolioRequests.heading')} />
        </Box>
      ) : modules.isError ? (
        <Alert severity="error">{t('education:portfolioRequests.loadFailed')}</Alert>
      ) : (
        <>
          <ResponsiveTable label={t('education:portfolioRequests.tableLabel')}>
            <TableHead>
              <TableRow>
                {Object.values(columns).map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>{t('education:portfolioRequests.empty')}</TableCell>
                </TableRow>
              ) : (
                pageRows.map((row) => (
                  <TableRow key={row.assignment.id}>
                    <LabelledCell component="th" scope="row" label={columns.description}>
                      <Link component={RouterLink} to={hrefOf(row)} sx={{ overflowWrap: 'anywhere' }}>
                        {row.assignment.name}
                      </Link>
                    </LabelledCell>
                    <LabelledCell label={columns.type}>{row.module.publishedName}</LabelledCell>
                    <LabelledCell label={columns.requested} noWrap>
                      {formatDate(row.date)}
                    </LabelledCell>
                    <LabelledCell label={columns.status}>{statusText(row)}</LabelledCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </ResponsiveTable>
          {shown.length > PAGE_SIZE ? (
            <TablePagination
              component="div"
              count={shown.length}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              labelDisplayedRows={({ from, to, count }) => t('components:dataTable.displayedRows', { from, to, count })}
              getItemAriaLabel={(type) => t(`components:dataTable.${type}Page`)}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 2 } }}
            />
          ) : null}
        </>
      )}
    </Box>
  );
}
