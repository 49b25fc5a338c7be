import { IconButton, Stack, Tooltip } from '@mui/material';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getEducationOverview, getPresenceOverview, PARTICIPANT_STATUSES, type MyParticipant } from '@portal/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { myParticipantsKeys, myParticipantsSource } from '../api/get-my-participants';

const documentUrl = (path: string, educationId: string) => path.replace(':id', encodeURIComponent(educationId));

export interface ParticipantsTableProps {
  /** One educator's participants (the users screens); null: the signed-in educator's own. */
  educatorId: string | null;
  /** Where a participant's name leads (their education as the screen shows it). */
  participantLink: (row: MyParticipant) => string;
  /** Names the table for good: its search, filters, sort and page are remembered under it. */
  tableId: string;
}

/**
 * The participants of the educations an educator is linked to (spec 3 "My participants"): name (last name first),
 * education, cohort, start date, status (default sort: descending) and progress, with the presence overview and the
 * education overview of each, opening in a new tab.
 */
export function ParticipantsTable({ educatorId, participantLink, tableId }: ParticipantsTableProps) {
  const { t } = useTranslation('participants');
  const { t: td } = useTranslation('domain');
  const columns: DataTableColumn<MyParticipant>[] = [
    {
      field: 'name',
      header: t('columns.name'),
      sortable: true,
      noWrap: true,
      cell: (row) => <RouterLink to={participantLink(row)}>{row.user.fullNameLastNameFirst}</RouterLink>,
    },
    { field: 'education', header: t('columns.education'), sortable: true, cell: (row) => row.name },
    { field: 'cohortName', header: t('columns.cohortName'), sortable: true, cell: (row) => row.cohortName ?? '–' },
    {
      field: 'startDate',
      header: t('columns.startDate'),
      sortable: true,
      noWrap: true,
      cell: (row) => (row.startDate ? formatDate(row.startDate) : '–'),
    },
    {
      field: 'status',
      header: t('columns.status'),
      sortable: true,
      noWrap: true,
      cell: (row) => td(`participantStatus.${row.status}`),
      filter: {
        kind: 'select',
        options: PARTICIPANT_STATUSES.map((value) => ({ value, label: td(`participantStatus.${value}`) })),
      },
    },
    {
      field: 'progress',
      header: t('columns.progress'),
      sortable: true,
      cell: ({ progress }) =>
        progress.totalModules === 0
          ? t('noModules')
          : t('progress', { finished: progress.finishedModules, total: progress.totalModules }),
    },
  ];
  return (
    <DataTable
      id={tableId}
      label={t('table')}
      {...myParticipantsSource(educatorId)}
      queryKey={myParticipantsKeys.of(educatorId)}
      defaultSort={{ field: 'status', direction: 'desc' }}
      columns={columns}
      rowActions={(row) => {
        const presence = t('actions.presenceOverview', { name: row.user.fullName });
        const overview = t('actions.educationOverview', { name: row.user.fullName });
        return (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={presence}>
              <IconButton
                component="a"
                href={documentUrl(getPresenceOverview.path, row.id)}
                target="_blank"
                rel="noopener"
                aria-label={presence}
              >
                <EventAvailableOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={overview}>
              <IconButton
                component="a"
                href={documentUrl(getEducationOverview.path, row.id)}
                target="_blank"
                rel="noopener"
                aria-label={overview}
              >
                <SummarizeOutlined />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      }}
    />
  );
}
