import { useEffect, useRef, useState } from 'react';
import {
  Box,
  FormControl,
  IconButton,
  FormControlLabel,
  FormLabel,
  InputLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, type EducatorEvent, type EducatorEventDateRange, type EventStatus } from '@portal/contracts';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { formatDate } from '../../../lib/format';
import { readStored, writeStored } from '../../../lib/local-storage';
import { useEducatorEvents, type EducatorEventsParams } from '../api/get-educator-events';

/** Spec 2 §9 "Local preferences": whether an admin or program assistant sees only their own events. */
const ONLY_OWN_KEY = 'show_only_own_events';
/** Spec 3 §9: the events list's search is sent 300 ms after typing. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Asks the next page when the end of the list scrolls into view. */
function useLoadMoreAtEnd(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  }, [loadMore]);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/** The learning material of an event: a link to its redirect route, or why there is none. */
function MaterialLink({ event, userId }: { event: EducatorEvent; userId: string }) {
  const { t } = useTranslation('educatorModules');
  const label = t('material.open', { name: event.name });
  if (!event.moodleCourseId) {
    // A disabled button gets no pointer events: the span carries the tooltip, and the reason is its description.
    return (
      <Tooltip title={t('material.missing')}>
        <span>
          <IconButton aria-label={label} disabled aria-describedby={`missing-${event.id}`}>
            <MenuBookOutlined />
          </IconButton>
          <Box component="span" id={`missing-${event.id}`} sx={visuallyHidden}>
            {t('material.missing')}
          </Box>
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('material.title')}>
      <IconButton
        aria-label={label}
        component={RouterLink}
        to={`/modulen/user/${userId}/evenement/${event.id}/leermateriaal`}
      >
        <MenuBookOutlined />
      </IconButton>
    </Tooltip>
  );
}

function EventRows({ events, materialUserId }: { events: EducatorEvent[]; materialUserId: string | null }) {
  const { t } = useTranslation('educatorModules');
  const { t: td } = useTranslation('domain');
  return (
    <>
      {events.map((event) => (
        <TableRow key={event.id}>
          <LabelledCell label={t('columns.permissions')} sx={{ whiteSpace: 'nowrap' }}>
            {t(event.writePermissions ? 'permissions.write' : 'permissions.read')}
          </LabelledCell>
          <LabelledCell label={t('columns.name')} component="th" scope="row">
            {event.name}
          </LabelledCell>
          <LabelledCell label={t('columns.status')} sx={{ whiteSpace: 'nowrap' }}>
            {td(`eventStatus.${event.status}`)}
          </LabelledCell>
          <LabelledCell label={t('columns.startDate')} sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(event.startDate)}
          </LabelledCell>
          <LabelledCell label={t('columns.endDate')} sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(event.endDate)}
          </LabelledCell>
          {materialUserId ? (
            <LabelledCell label={t('columns.material')} align="right">
              <MaterialLink event={event} userId={materialUserId} />
            </LabelledCell>
          ) : null}
        </TableRow>
      ))}
    </>
  );
}

export interface EducatorEventsListProps {
  /**
   * Whose events: another educator's (`GET /api/educator-events/{educatorId}`, the users screens' teacher page), or
   * without it the signed-in user's own (`GET /api/educator-events`, /modulen).
   */
  educatorId?: string;
  /**
   * The user whose learning-material route the links open (`/modulen/user/{userId}/...`); null leaves the column out
   * (the redirect is only for one's own list, or an admin's).
   */
  materialUserId: string | null;
  /** Offers 'Alleen mijn modules' (admins and program assistants on their own list), remembered in this browser. */
  offerOnlyOwn?: boolean;
}

/**
 * The educator modules list (spec 3 "Educator modules list"): 'Actueel' or 'Archief', searched ('Zoek een
 * module...', 300 ms) and filtered on 'Rechten' and status, 10 events at a time as the page scrolls until a page
 * brings fewer. Used by /modulen and by the teacher page of the users screens (`educatorId`).
 */
export function EducatorEventsList({ educatorId, materialUserId, offerOnlyOwn = false }: EducatorEventsListProps) {
  const { t } = useTranslation('educatorModules');
  const { t: td } = useTranslation('domain');
  const [dateRange, setDateRange] = useState<EducatorEventDateRange>('current');
  const [search, setSearch] = useState('');
  const [permissions, setPermissions] = useState<'read' | 'write' | null>(null);
  const [status, setStatus] = useState<EventStatus | null>(null);
  const [onlyOwn, setOnlyOwn] = useState(() => readStored(ONLY_OWN_KEY) === '1');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const params: EducatorEventsParams = {
    dateRange,
    query,
    permissions,
    status,
    onlyOwnEvents: !offerOnlyOwn || onlyOwn,
    ...(educatorId && { educatorId }),
  };
  const list = useEducatorEvents(params);
  const events = list.data?.pages.flatMap((page) => page.items) ?? [];
  const sentinel = useLoadMoreAtEnd(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, list.hasNextPage && !list.isFetching);
  // Ids of the labels: the list may appear on a page beside other lists.
  const id = educatorId ? `modules-${educatorId}` : 'modules';

  if (list.error) throw list.error;

  return (
    <>
      <Stack component="search" spacing={2} sx={{ mb: 3 }}>
        <FormControl>
          <FormLabel id={`${id}-range`}>{t('range.label')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-range`}
            value={dateRange}
            onChange={(event) => setDateRange(event.target.value as EducatorEventDateRange)}
          >
            <FormControlLabel value="current" control={<Radio />} label={t('range.current')} />
            <FormControlLabel value="archive" control={<Radio />} label={t('range.archive')} />
          </RadioGroup>
        </FormControl>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            size="small"
            type="search"
            sx={{ flex: 1, minWidth: 200 }}
          />
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id={`${id}-permissions`} shrink>
              {t('filters.permissions')}
            </InputLabel>
            <Select
              labelId={`${id}-permissions`}
              label={t('filters.permissions')}
              value={permissions ?? ''}
              displayEmpty
              notched
              onChange={(event) => setPermissions((event.target.value || null) as 'read' | 'write' | null)}
            >
              <MenuItem value="">{t('filters.all')}</MenuItem>
              <MenuItem value="read">{t('permissions.read')}</MenuItem>
              <MenuItem value="write">{t('permissions.write')}</MenuItem>
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id={`${id}-status`} shrink>
              {t('filters.status')}
            </InputLabel>
            <Select
              labelId={`${id}-status`}
              label={t('filters.status')}
              value={status ?? ''}
              displayEmpty
              notched
              onChange={(event) => setStatus((event.target.value || null) as EventStatus | null)}
            >
              <MenuItem value="">{t('filters.all')}</MenuItem>
              {EVENT_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {td(`eventStatus.${value}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {offerOnlyOwn ? (
            <FormControlLabel
              control={
                <Switch
                  checked={onlyOwn}
                  onChange={(event) => {
                    setOnlyOwn(event.target.checked);
                    writeStored(ONLY_OWN_KEY, event.target.checked ? '1' : '0');
                  }}
                />
              }
              label={t('filters.onlyOwn')}
            />
          ) : null}
        </Stack>
      </Stack>
      {list.isPending ? (
        <PageLoader />
      ) : events.length === 0 ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        <ResponsiveTable label={t('table')} size="medium" busy={list.isFetching}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '1%' }}>{t('columns.permissions')}</TableCell>
              <TableCell>{t('columns.name')}</TableCell>
              <TableCell sx={{ width: '1%' }}>{t('columns.status')}</TableCell>
              <TableCell sx={{ width: '1%' }}>{t('columns.startDate')}</TableCell>
              <TableCell sx={{ width: '1%' }}>{t('columns.endDate')}</TableCell>
              {materialUserId ? (
                <TableCell sx={{ width: '1%' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('columns.material')}
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            <EventRows events={events} materialUserId={materialUserId} />
          </TableBody>
        </ResponsiveTable>
      )}
      <Box ref={sentinel} sx={{ minHeight: 8 }} />
      {list.isFetchingNextPage ? <LinearProgress aria-label={t('loadingMore')} sx={{ mt: 1 }} /> : null}
      <Typography role="status" sx={visuallyHidden}>
        {list.isPending ? '' : t('loaded', { count: events.length })}
      </Typography>
    </>
  );
}
