import { useEffect } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SyncIssue } from '@portal/contracts';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatTimestamp } from '../../../lib/format';
import { useSyncIssue } from '../api/get-sync-issue';
import { useResolveSyncIssue } from '../api/resolve-sync-issue';
import { useSyncUser } from '../api/sync-user';

const STATE_COLOURS = { open: 'error', regression: 'warning', resolved: 'success' } as const;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="div" sx={{ mb: 2 }}>
      <Typography component="dt" variant="subtitle2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function IssueDetail({ issue }: { issue: SyncIssue }) {
  const { t } = useTranslation('afas');
  const { enqueueSnackbar } = useSnackbar();
  const resolve = useResolveSyncIssue();
  const sync = useSyncUser();

  const onResolve = () =>
    resolve.mutate(issue.id, {
      onSuccess: () => enqueueSnackbar(t('messages.resolved'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('messages.resolveFailed'), { variant: 'error' }),
    });
  const onRetry = () => {
    enqueueSnackbar(t('messages.syncStarted'), { variant: 'info' });
    sync.mutate(issue.afasId, {
      onSuccess: () => enqueueSnackbar(t('messages.syncDone'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('messages.syncFailed'), { variant: 'error' }),
    });
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {t('issue.title', { afasId: issue.afasId })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={onResolve} disabled={issue.state === 'resolved' || resolve.isPending}>
            {t('issue.resolve')}
          </Button>
          <Button variant="outlined" onClick={onRetry} disabled={sync.isPending}>
            {t('issue.retry')}
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Field label={t('issue.status')}>
            <Chip component="span" size="small" color={STATE_COLOURS[issue.state]} label={t(`states.${issue.state}`)} />
          </Field>
          <Field label={t('issue.afasId')}>{issue.afasId}</Field>
          <Field label={t('issue.created')}>{formatTimestamp(issue.created)}</Field>
          <Field label={t('issue.updated')}>{formatTimestamp(issue.updated)}</Field>
          <Field label={t('issue.occurrences')}>{issue.occurrences}</Field>
          <Field label={t('issue.message')}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {issue.message}
            </Box>
          </Field>
        </Box>
        <Typography component="h2" variant="subtitle2">
          {t('issue.trace')}
        </Typography>
        {issue.trace ? (
          <Box
            component="pre"
            tabIndex={0}
            aria-label={t('issue.trace')}
            sx={{ m: 0, p: 1, bgcolor: 'grey.100', overflowX: 'auto', fontSize: '0.8rem', whiteSpace: 'pre' }}
          >
            {issue.trace}
          </Box>
        ) : (
          <Typography>{t('issue.noTrace')}</Typography>
        )}
      </Paper>
    </>
  );
}

/** Route module for /afas/synchronisatie-issues/{id} (spec 1 §2): status, message, trace; resolve and retry. */
export function SyncIssuePage() {
  const { t } = useTranslation('afas');
  useDocumentTitle(t('issue.crumb'));
  const { id = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const issue = useSyncIssue(id);
  useEffect(() => {
    if (issue.isError) enqueueSnackbar(t('messages.fetchFailed'), { variant: 'error' });
  }, [issue.isError, enqueueSnackbar, t]);
  if (issue.isPending) return <PageLoader />;
  if (!issue.data)
    return (
      <Typography component="h1" variant="h4">
        {t('issues.title')}
      </Typography>
    );
  return <IssueDetail issue={issue.data} />;
}

export { SyncIssuePage as Component };
// The route's breadcrumb, loaded with the screen (React Router takes `handle` from a lazy route module).
export { syncIssueHandle as handle } from './crumbs';
