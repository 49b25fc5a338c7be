import { useId, useState } from 'react';
import { Box, Button, Chip, Collapse, Link, Stack, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ACCESS_TOKEN_STATUSES,
  ACCESS_TOKEN_TTL_DAYS,
  getMyContributionRequests,
  type ContributionRequest,
} from '@portal/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useDocumentTitle } from '../../../lib/document-title';
import type { RouteHandle } from '../../../lib/route-handle';
import { assignmentKeys } from '../api/query-keys';
import { formatDateTime } from '../components/format-date-time';

/** Where a request leads: the assignment, opened with the invitation's token. */
export function contributionLink(request: ContributionRequest): string | null {
  if (request.token === null) return null;
  const token = encodeURIComponent(request.token);
  return `/onderwijs/opdracht/${encodeURIComponent(request.assignment.id)}?token=${token}`;
}

/** What contribution requests are, folded away under a button. */
function Explanation() {
  const { t } = useTranslation('assignments');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        onClick={() => setOpen((before) => !before)}
        aria-expanded={open}
        aria-controls={id}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {t('contributionRequests.explanationToggle')}
      </Button>
      <Collapse in={open} id={id}>
        <Stack spacing={1} sx={{ maxWidth: 900, pt: 1 }}>
          <Typography>{t('contributionRequests.explanation', { days: ACCESS_TOKEN_TTL_DAYS })}</Typography>
          <Typography>{t('contributionRequests.noTokenHelp')}</Typography>
        </Stack>
      </Collapse>
    </Box>
  );
}

/**
 * Route module of /mijn-bijdrageverzoeken (spec 3 "My contribution requests"): the invitations sent to the signed-in
 * user's address, newest first, each leading to its assignment through the invitation's link (when the server can
 * still give its token), with an explanation that can be opened.
 */
export function ContributionRequestsPage() {
  const { t } = useTranslation('assignments');
  useDocumentTitle(t('contributionRequests.title'));
  const status = (value: ContributionRequest['status']) => t(`contributionRequests.status.${value}`);
  const columns: DataTableColumn<ContributionRequest>[] = [
    {
      field: 'created',
      header: t('contributionRequests.columns.created'),
      sortable: true,
      noWrap: true,
      cell: (row) => formatDateTime(row.created),
    },
    {
      field: 'assignmentName',
      header: t('contributionRequests.columns.assignmentName'),
      sortable: true,
      rowHeader: true,
      cell: (row) => {
        const link = contributionLink(row);
        if (link === null) {
          return (
            <>
              {row.assignment.name}
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {t('contributionRequests.noToken')}
              </Typography>
            </>
          );
        }
        return (
          <Link component={RouterLink} to={link}>
            {row.assignment.name}
          </Link>
        );
      },
    },
    {
      field: 'participantName',
      header: t('contributionRequests.columns.participantName'),
      sortable: true,
      noWrap: true,
      cell: (row) => row.assignment.user.fullName,
    },
    {
      field: 'status',
      header: t('contributionRequests.columns.status'),
      sortable: true,
      noWrap: true,
      cell: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.status === 'used' ? 'success' : 'primary'}
          label={status(row.status)}
        />
      ),
      filter: {
        kind: 'multiSelect',
        field: 'statuses',
        options: ACCESS_TOKEN_STATUSES.map((value) => ({ value, label: status(value) })),
      },
    },
  ];
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('contributionRequests.title')}
      </Typography>
      <Explanation />
      <DataTable
        id="my-contribution-requests"
        label={t('contributionRequests.tableLabel')}
        endpoint={getMyContributionRequests}
        queryKey={assignmentKeys.contributionRequests}
        defaultSort={{ field: 'created', direction: 'desc' }}
        columns={columns}
      />
    </Stack>
  );
}

function Crumb() {
  const { t } = useTranslation('assignments');
  return t('contributionRequests.title');
}

export const handle: RouteHandle = { crumb: () => <Crumb /> };

export { ContributionRequestsPage as Component };
