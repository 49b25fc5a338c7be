import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getSyncIssues, SYNC_ISSUE_MESSAGE_LENGTH, SYNC_ISSUE_STATES, type SyncIssue } from '@portal/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useDocumentTitle } from '../../../lib/document-title';
// The spec fixes these columns as YYYY-MM-DD HH:mm (spec 1 §2), unlike the DD-MM-YYYY HH:mm elsewhere.
import { cutText, formatTimestamp } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { SYNC_ISSUES_QUERY_KEY } from '../api/get-sync-issue';

/** Green when resolved, red otherwise (spec 1 §2); the state is also said in words for screen readers. */
export function StateDot({ state }: { state: SyncIssue['state'] }) {
  const { t } = useTranslation('afas');
  const resolved = state === 'resolved';
  return (
    <>
      <Box
        component="span"
        aria-hidden
        data-testid={resolved ? 'dot-resolved' : 'dot-unresolved'}
        sx={{
          display: 'inline-block',
          width: '0.75rem',
          height: '0.75rem',
          borderRadius: '50%',
          mr: 1,
          verticalAlign: 'middle',
          bgcolor: resolved ? 'success.main' : 'error.main',
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        {t(`states.${state}`)}:{' '}
      </Box>
    </>
  );
}

/** Route module for /afas/synchronisatie-issues (spec 1 §2 "Synchronisation issues"); admin only (the API says so). */
export function SyncIssuesPage() {
  const { t } = useTranslation('afas');
  useDocumentTitle(t('issues.title'));
  const stateOptions = SYNC_ISSUE_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }));
  const columns: DataTableColumn<SyncIssue>[] = [
    {
      field: 'afasId',
      header: t('issues.columns.afasId'),
      sortable: true,
      noWrap: true,
      cell: (row) => (
        <>
          <StateDot state={row.state} />
          <Link component={RouterLink} to={`/afas/synchronisatie-issues/${row.id}`}>
            {row.afasId}
          </Link>
        </>
      ),
      filter: { kind: 'multiSelect', field: 'states', label: t('issues.columns.state'), options: stateOptions },
    },
    {
      field: 'message',
      header: t('issues.columns.message'),
      sortable: true,
      cell: (row) => cutText(row.message, SYNC_ISSUE_MESSAGE_LENGTH),
    },
    {
      field: 'created',
      header: t('issues.columns.created'),
      sortable: true,
      noWrap: true,
      cell: (row) => formatTimestamp(row.created),
    },
    {
      field: 'updated',
      header: t('issues.columns.updated'),
      sortable: true,
      noWrap: true,
      cell: (row) => formatTimestamp(row.updated),
    },
  ];
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {t('issues.title')}
      </Typography>
      <DataTable
        id="sync-issues"
        label={t('issues.label')}
        endpoint={getSyncIssues}
        queryKey={SYNC_ISSUES_QUERY_KEY}
        defaultSort={{ field: 'updated', direction: 'desc' }}
        columns={columns}
      />
    </>
  );
}

export { SyncIssuesPage as Component };
