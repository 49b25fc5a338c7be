import { useState } from 'react';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ASSIGNMENT_STATES, listSearchParams, type EvaluationRow, type ListParams } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, type FilterValue } from '../../../components/data-table';
import { get } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate } from '../../../lib/format';
import { useAccount } from '../../../lib/session';
import { useReopenAssignment } from '../api/delete-evaluations';
import {
  findEvaluationEvaluators,
  findEvaluationModules,
  findEvaluationParticipants,
  useValuationFilterOptions,
} from '../api/get-evaluation-pickers';
import { evaluationsSource } from '../api/get-evaluations';
import { EvaluatorsDialog } from '../components/evaluators-dialog';
import { formatDateTime } from '../components/format-date-time';

/** The overview starts with what waits for assessment (spec 3: default filter status in_review). */
const DEFAULT_FILTERS: Record<string, FilterValue> = { status: ['in_review'] };
/** The states an assessor deals with ('Vrijstelling' is not handed in). */
const FILTER_STATES = ASSIGNMENT_STATES.filter((state) => state !== 'excemption');
const gradeFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/**
 * One page of the overview. The server lists the assignments in review when no status is asked, so 'Alle' (no
 * status chosen) asks for every state.
 */
async function fetchEvaluations(params: ListParams, signal: AbortSignal) {
  const status = params.filters?.status;
  const filters = { ...params.filters, status: status === undefined || status === '' ? FILTER_STATES : status };
  const search = listSearchParams({ ...params, filters }).toString();
  return get(`${evaluationsSource.path}?${search}`, { schema: evaluationsSource.endpoint.response[200], signal });
}

/**
 * Route module of /beoordelingen (spec 3 "Evaluations overview"): the assignments the educator may assess, 10 a page,
 * in review by default; per row the evaluators (UPDATE_EVALUATORS) and reopening an assessed one (RESET_EVALUATION).
 */
export function EvaluationsPage() {
  const { t } = useTranslation('assignments');
  const { t: td } = useTranslation('domain');
  const { enqueueSnackbar } = useSnackbar();
  useDocumentTitle(t('assessment.title'));
  const [editing, setEditing] = useState<EvaluationRow | null>(null);
  const [reopening, setReopening] = useState<EvaluationRow | null>(null);
  const account = useAccount();
  // The Beoordelaar column is for those who may change evaluators (spec 3: UPDATE_EVALUATORS; an admin passes).
  const showEvaluators =
    (account?.roles.includes('ROLE_ADMIN') ?? false) || (account?.permissions.includes('UPDATE_EVALUATORS') ?? false);
  const reopen = useReopenAssignment();
  const hint = t('assessment.pickerHint');
  const valuations = useValuationFilterOptions();

  const columns: DataTableColumn<EvaluationRow>[] = [
    {
      field: 'state',
      header: t('assessment.columns.status'),
      sortable: true,
      noWrap: true,
      cell: (row) => td(`assignmentState.${row.state}`),
      filter: {
        kind: 'multiSelect',
        field: 'status',
        options: FILTER_STATES.map((value) => ({ value, label: td(`assignmentState.${value}`) })),
      },
    },
    {
      field: 'name',
      header: t('assessment.columns.name'),
      sortable: true,
      rowHeader: true,
      cell: (row) => <RouterLink to={`/beoordelingen/${row.id}`}>{row.name}</RouterLink>,
    },
    {
      field: 'submitted',
      header: t('assessment.columns.submitted'),
      sortable: true,
      noWrap: true,
      cell: (row) => (row.submitted ? formatDateTime(row.submitted) : '–'),
    },
    {
      field: 'startDate',
      header: t('assessment.columns.startDate'),
      sortable: true,
      noWrap: true,
      cell: (row) => (row.startDate ? formatDate(row.startDate) : '–'),
    },
    {
      field: 'module',
      header: t('assessment.columns.module'),
      sortable: true,
      cell: (row) => row.module.publishedName,
      filter: { kind: 'autocomplete', loadOptions: findEvaluationModules, hint },
    },
    {
      field: 'participant',
      header: t('assessment.columns.participant'),
      sortable: true,
      cell: (row) => row.user.fullNameLastNameFirst,
      filter: { kind: 'autocomplete', loadOptions: findEvaluationParticipants, hint },
    },
    {
      field: 'grade',
      header: t('assessment.columns.grade'),
      sortable: true,
      cell: (row) =>
        [row.valuation, row.grade === null ? null : gradeFormat.format(row.grade)].filter(Boolean).join(', ') || '–',
      filter: { kind: 'multiSelect', field: 'valuation', options: valuations },
    },
  ];
  if (showEvaluators) {
    columns.push({
      field: 'evaluator',
      header: t('assessment.columns.evaluators'),
      cell: (row) => row.evaluators.map((e) => e.fullName).join(', ') || '–',
      filter: { kind: 'autocomplete', loadOptions: findEvaluationEvaluators, hint },
    });
  }

  const confirmReopen = async () => {
    if (!reopening) return;
    try {
      await reopen.mutateAsync(reopening.id);
      enqueueSnackbar(t('assessment.reopen.done'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('assessment.reopen.failed'), { variant: 'error' });
    } finally {
      setReopening(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('assessment.title')}
      </Typography>
      <DataTable
        id="evaluations"
        label={t('assessment.table')}
        fetchPage={fetchEvaluations}
        queryKey={evaluationsSource.queryKey}
        defaultFilters={DEFAULT_FILTERS}
        columns={columns}
        rowActions={(row) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            {row.permissions.includes('UPDATE_EVALUATORS') ? (
              <Tooltip title={t('assessment.actions.editEvaluators', { name: row.name })}>
                <IconButton
                  aria-label={t('assessment.actions.editEvaluators', { name: row.name })}
                  onClick={() => setEditing(row)}
                >
                  <GroupAddOutlined />
                </IconButton>
              </Tooltip>
            ) : null}
            {row.permissions.includes('RESET_EVALUATION') ? (
              <Tooltip title={t('assessment.actions.reopen', { name: row.name })}>
                <IconButton
                  aria-label={t('assessment.actions.reopen', { name: row.name })}
                  onClick={() => setReopening(row)}
                >
                  <LockOpenOutlined />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>
        )}
      />
      {editing ? (
        <EvaluatorsDialog
          assignmentId={editing.id}
          assignmentName={editing.name}
          current={editing.evaluators}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={reopening !== null}
        title={t('assessment.reopen.title')}
        text={reopening ? t('assessment.reopen.text', { name: reopening.name }) : ''}
        confirmLabel={t('assessment.reopen.confirm')}
        onConfirm={confirmReopen}
        onClose={() => setReopening(null)}
      />
    </Stack>
  );
}

export { EvaluationsPage as Component };
