import { useMemo, useState } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ListParams, ScheduleItem } from '@portal/contracts';
import { DataTable, type DataTableColumn, type ListPage } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { agendaKeys, type AgendaMode } from '../api/query-keys';
import { ParticipantsDialog } from './participants-dialog';
import { RowActions } from './row-actions';
import { addressOf, itemKey, timeRange, wallClock } from './schedule-items';

/** The chosen modules of the Module filter (the table hands over one or several). */
function chosenModules(params: ListParams): string[] {
  const value = params.filters?.module;
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** One page of the items, filtered on the chosen modules: the agenda arrives whole, so the table works locally. */
export function pageOf(items: readonly ScheduleItem[], params: ListParams): ListPage<ScheduleItem> {
  const modules = chosenModules(params);
  const rows = modules.length === 0 ? items : items.filter((item) => modules.includes(item.module));
  const perPage = params.perPage ?? 10;
  const page = params.page ?? 1;
  return { items: rows.slice((page - 1) * perPage, page * perPage), totalItems: rows.length, perPage };
}

export interface AgendaTableProps {
  items: readonly ScheduleItem[];
  mode: AgendaMode;
  userId: string;
  includePastItems: boolean;
  /** When the items were fetched: a new answer is a new table source. */
  updatedAt: number;
}

/**
 * The agenda as a table below the calendar (spec 2 "Agenda page"): Datum, Tijd (a 'Deadline' chip for an all-day
 * item), Module (a multi-select filter of the modules on the agenda), Opdracht/bijeenkomst and Locatie, 10 a page,
 * in the agenda's order (date and time), with the row actions.
 */
export function AgendaTable({ items, mode, userId, includePastItems, updatedAt }: AgendaTableProps) {
  const { t } = useTranslation('agenda');
  const [participantsOf, setParticipantsOf] = useState<ScheduleItem | null>(null);
  const [participantsOpen, setParticipantsOpen] = useState(false);
  const modules = useMemo(
    () => [...new Set(items.map((item) => item.module))].sort((a, b) => a.localeCompare(b, 'nl')),
    [items],
  );

  const columns: DataTableColumn<ScheduleItem>[] = [
    {
      field: 'date',
      header: t('table.columns.date'),
      noWrap: true,
      cell: (item) => (
        <>
          {formatDate(item.date)}
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {dayjs(wallClock(item.date)).format('dddd')}
          </Typography>
        </>
      ),
    },
    {
      field: 'time',
      header: t('table.columns.time'),
      noWrap: true,
      cell: (item) =>
        timeRange(item) ?? <Chip size="small" color="secondary" label={t('table.deadline')} component="span" />,
    },
    {
      field: 'module',
      header: t('table.columns.module'),
      filter: { kind: 'multiSelect', options: modules.map((module) => ({ value: module, label: module })) },
    },
    {
      field: 'item',
      header: t('table.columns.item'),
      rowHeader: true,
      cell: (item) => (
        <>
          {item.event}
          {item.sessionName && item.sessionName !== item.event ? (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {item.sessionName}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      field: 'location',
      header: t('table.columns.location'),
      cell: (item) => {
        const address = addressOf(item);
        const description = item.locationDescription ?? (address ? null : item.meetingUrl ? t('item.online') : null);
        return (
          <>
            {description ?? (address ? null : '–')}
            {address ? (
              <Typography
                component="span"
                variant="body2"
                sx={{ display: 'block', color: description ? 'text.secondary' : undefined }}
              >
                {address}
              </Typography>
            ) : null}
          </>
        );
      },
    },
  ];

  return (
    <Box>
      <DataTable<ScheduleItem>
        id={`agenda-${mode}`}
        label={t('table.label')}
        columns={columns}
        searchable={false}
        getRowId={itemKey}
        queryKey={[...agendaKeys.schedule(mode, userId, includePastItems), 'table', updatedAt]}
        fetchPage={async (params) => pageOf(items, params)}
        rowActions={(item) => (
          <RowActions
            item={item}
            mode={mode}
            userId={userId}
            onShowParticipants={(row) => {
              setParticipantsOf(row);
              setParticipantsOpen(true);
            }}
          />
        )}
      />
      {mode === 'educator' ? (
        <ParticipantsDialog item={participantsOf} open={participantsOpen} onClose={() => setParticipantsOpen(false)} />
      ) : null}
    </Box>
  );
}
