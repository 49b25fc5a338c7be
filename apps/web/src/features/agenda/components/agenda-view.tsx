import { useMemo } from 'react';
import { Alert, Box, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useAccount } from '../../../lib/session';
import { scheduleCsvUrl } from '../api/export-schedule-csv';
import { useSchedule } from '../api/get-schedule';
import type { AgendaMode } from '../api/query-keys';
import { AgendaCalendar } from './agenda-calendar';
import { AgendaTable } from './agenda-table';
import { FeedControls } from './feed-controls';
import { toCalendarEvents } from './schedule-items';
import { useIncludePastItems } from './use-include-past-items';

export interface AgendaViewProps {
  /** Whose agenda. */
  userId: string;
  /** A participant's agenda (their registered sessions) or an educator's (the sessions of the events they staff). */
  mode: AgendaMode;
}

/**
 * Someone's agenda (spec 2 "Agenda page"): the controls ('Items afgelopen maand tonen', CSV export, the calendar
 * feed), the calendar and the table of the same items. For /agenda (the signed-in user) and for the screens that
 * show another person's agenda.
 */
export function AgendaView({ userId, mode }: AgendaViewProps) {
  const { t } = useTranslation(['agenda', 'common']);
  // A feed address is a personal credential: only for one's own agenda (the server refuses it for anyone else's).
  const own = useAccount().id === userId;
  const [includePastItems, setIncludePastItems] = useIncludePastItems();
  const schedule = useSchedule(mode, userId, includePastItems);
  const items = schedule.data?.items;
  const events = useMemo(() => toCalendarEvents(items ?? []), [items]);

  let content;
  if (schedule.isPending) content = <PageLoader />;
  else if (schedule.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void schedule.refetch()}>
            {t('common:retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <Stack spacing={3}>
        <AgendaCalendar events={events} userId={userId} />
        <AgendaTable
          items={schedule.data.items}
          mode={mode}
          userId={userId}
          includePastItems={includePastItems}
          updatedAt={schedule.dataUpdatedAt}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        role="group"
        aria-label={t('controls.label')}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControlLabel
          control={
            <Switch checked={includePastItems} onChange={(event) => setIncludePastItems(event.target.checked)} />
          }
          label={t('controls.includePastItems')}
        />
        <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          href={scheduleCsvUrl(mode, userId, includePastItems)}
          download
        >
          {t('controls.csvExport')}
        </Button>
        {own ? <FeedControls mode={mode} userId={userId} /> : null}
      </Stack>
      {content}
    </Stack>
  );
}
