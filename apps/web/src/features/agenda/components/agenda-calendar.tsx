import {
  cloneElement,
  isValidElement,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button,
  Divider,
  Popover,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Calendar, type EventWrapperProps, type HeaderProps, type Messages } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { CULTURE, formats, localizer, longDate } from './calendar-localizer';
import { CalendarToolbar, type AgendaCalendarView } from './calendar-toolbar';
import { ItemDetails } from './item-details';
import { timeRange, type CalendarEvent } from './schedule-items';
import { useCalendarSemantics } from './use-calendar-semantics';

const DESKTOP_VIEWS: AgendaCalendarView[] = ['week', 'work_week', 'month'];
/** A phone has no room for five days side by side: one day by default, the others still offered. */
const PHONE_VIEWS: AgendaCalendarView[] = ['day', 'work_week', 'month'];

/** The days the time grid shows for `date` in `view`: [from, to). */
function shownDays(view: AgendaCalendarView, date: Date): [Date, Date] {
  const from = dayjs(date).startOf(view === 'day' ? 'day' : 'week');
  return [from.toDate(), from.add(view === 'day' ? 1 : 7, 'day').toDate()];
}

/**
 * Where the calendar opens: today, unless the days it would show hold nothing still to come (a work week seen on a
 * Saturday); then the day of the next item, so the agenda never opens on an empty past week. Today when none follows.
 */
export function openingDate(events: readonly CalendarEvent[], view: AgendaCalendarView, now: Date): Date {
  const [from, to] = shownDays(view, now);
  const end = view === 'work_week' ? dayjs(from).add(5, 'day').toDate() : to;
  if (events.some((event) => event.end > now && event.start < end)) return now;
  const next = events.filter((event) => event.start >= now).sort((a, b) => +a.start - +b.start)[0];
  return next ? next.start : now;
}

/**
 * The visible hours: 08:00 to 18:00, widened when an item of the days shown starts earlier or ends later (an evening
 * session is never cut off; other weeks keep the spec's hours).
 */
function visibleHours(events: readonly CalendarEvent[], [from, to]: [Date, Date]): { min: Date; max: Date } {
  let first = 8 * 60;
  let last = 18 * 60;
  for (const event of events) {
    if (event.allDay || event.start >= to || event.end <= from) continue;
    first = Math.min(first, event.start.getHours() * 60 + event.start.getMinutes());
    const sameDay = event.end.toDateString() === event.start.toDateString();
    last = Math.max(last, sameDay ? event.end.getHours() * 60 + event.end.getMinutes() : 24 * 60 - 1);
  }
  const at = (minutes: number) => new Date(1970, 0, 1, Math.floor(minutes / 60), minutes % 60);
  // Whole half hours, so the 30-minute grid lines up with the slots.
  return { min: at(Math.floor(first / 30) * 30), max: at(Math.min(24 * 60 - 1, Math.ceil(last / 30) * 30)) };
}

/** The day headers as plain text (the library's carry a stray `columnheader` role). */
function DayHeader({ label }: HeaderProps) {
  return <span>{label}</span>;
}

/** The accessible name of an event: what, when. */
function useEventLabel() {
  const { t } = useTranslation('agenda');
  return (event: CalendarEvent) =>
    t('calendar.eventLabel', {
      title: event.title,
      date: longDate(event.start),
      time: timeRange(event.item) ?? t('calendar.deadline'),
    });
}

/**
 * Every event is a button: reachable with Tab, opened with Enter or Space (the library only makes the events of
 * the time grid focusable, not those of the month view and the all-day row), and named with its title, date and time.
 */
function EventWrapper({ event, children }: EventWrapperProps<CalendarEvent> & { children?: ReactNode }) {
  const label = useEventLabel();
  if (!isValidElement(children)) return children;
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    role: 'button',
    tabIndex: 0,
    'aria-label': label(event),
    'aria-haspopup': 'dialog',
  });
}

const components = {
  toolbar: CalendarToolbar,
  eventWrapper: EventWrapper,
  header: DayHeader,
};

interface Selected {
  event: CalendarEvent;
  anchor: HTMLElement;
}

export interface AgendaCalendarProps {
  events: readonly CalendarEvent[];
  /** Whose agenda: the learning-material links go through their schedule. */
  userId: string;
}

/**
 * The agenda as a calendar (spec 2 "Agenda page"): week, work week (the default) and month, 30-minute steps,
 * 08:00 to 18:00, in Dutch, the week starting on Monday; on a phone the day view comes first. Clicking an event (or
 * Enter on it) opens its details next to it; the month view's '+N meer' lists the day's items in a dialog.
 */
export function AgendaCalendar({ events, userId }: AgendaCalendarProps) {
  const { t } = useTranslation(['agenda', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const views = phone ? PHONE_VIEWS : DESKTOP_VIEWS;
  const [chosenView, setChosenView] = useState<AgendaCalendarView | null>(null);
  const view = chosenView && views.includes(chosenView) ? chosenView : phone ? 'day' : 'work_week';
  // null until the user navigates: the opening date follows the items as they arrive (see openingDate).
  const [chosenDate, setDate] = useState<Date | null>(null);
  const [now] = useState(() => new Date());
  const date = useMemo(() => chosenDate ?? openingDate(events, view, now), [chosenDate, events, view, now]);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [more, setMore] = useState<{ date: Date; events: CalendarEvent[] } | null>(null);
  const popoverId = useId();
  const moreTitleId = useId();
  const root = useRef<HTMLDivElement>(null);
  useCalendarSemantics(root);

  const { min, max } = useMemo(() => visibleHours(events, shownDays(view, date)), [events, view, date]);
  const messages = useMemo<Messages<CalendarEvent>>(
    () => ({
      date: t('calendar.date'),
      time: t('calendar.time'),
      event: t('calendar.event'),
      allDay: t('calendar.allDay'),
      week: t('calendar.week'),
      work_week: t('calendar.work_week'),
      day: t('calendar.day'),
      month: t('calendar.month'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      yesterday: t('calendar.yesterday'),
      tomorrow: t('calendar.tomorrow'),
      today: t('calendar.today'),
      agenda: t('calendar.agenda'),
      noEventsInRange: t('calendar.noEventsInRange'),
      showMore: (count) => t('calendar.showMore', { count }),
    }),
    [t],
  );

  const open = (event: CalendarEvent, domEvent: SyntheticEvent) =>
    setSelected({ event, anchor: domEvent.currentTarget as HTMLElement });

  return (
    <Box
      ref={root}
      sx={{
        // The month view shares out a fixed height over its weeks; the time views are as tall as their hours.
        height: view === 'month' ? { xs: 560, sm: 680 } : 'auto',
        '& .rbc-time-content': { flex: 'none', overflowY: 'visible' },
        '& .rbc-time-view, & .rbc-month-view': { borderRadius: 1, borderColor: 'divider' },
        '& .rbc-header': { fontWeight: 600, py: 0.5, whiteSpace: 'normal' },
        '& .rbc-event, & .rbc-day-slot .rbc-event': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          border: 1,
          borderColor: 'primary.dark',
        },
        '& .rbc-event.agenda-deadline': { bgcolor: 'secondary.main', borderColor: 'secondary.dark' },
        '& .rbc-event:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: '1px' },
        '& .rbc-event-label': { fontSize: '0.8rem' },
        // The library's greys and blue are too faint on its grey and blue backgrounds (WCAG AA).
        '& .rbc-off-range': { color: '#595959' },
        '& .rbc-show-more': {
          color: 'primary.main',
          bgcolor: 'transparent',
          textDecoration: 'underline',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        },
        '& .rbc-today': { bgcolor: '#eaf3fb' },
      }}
    >
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture={CULTURE}
        formats={formats}
        messages={messages}
        components={components}
        events={events as CalendarEvent[]}
        view={view}
        views={views}
        onView={(next) => setChosenView(next as AgendaCalendarView)}
        date={date}
        onNavigate={setDate}
        step={30}
        timeslots={2}
        min={min}
        max={max}
        drilldownView={null}
        popup={false}
        doShowMoreDrillDown={false}
        onShowMore={(dayEvents, day) => setMore({ date: day, events: dayEvents })}
        tooltipAccessor={() => ''}
        eventPropGetter={(event) => ({ className: event.allDay ? 'agenda-deadline' : undefined })}
        onSelectEvent={(event, domEvent) => open(event, domEvent)}
        onKeyPressEvent={(event, domEvent) => {
          const key = (domEvent as unknown as KeyboardEvent).key;
          if (key !== 'Enter' && key !== ' ') return;
          domEvent.preventDefault();
          open(event, domEvent);
        }}
      />
      <Popover
        id={popoverId}
        open={selected !== null}
        anchorEl={selected?.anchor}
        onClose={() => setSelected(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${popoverId}-title`,
            sx: { p: 2, maxWidth: 'min(420px, 92vw)' },
          },
        }}
      >
        {selected ? (
          <Stack spacing={1}>
            <Box>
              <Typography id={`${popoverId}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {selected.event.item.event}
              </Typography>
              {selected.event.item.sessionName && selected.event.item.sessionName !== selected.event.item.event ? (
                <Typography variant="body2">{selected.event.item.sessionName}</Typography>
              ) : null}
            </Box>
            <ItemDetails item={selected.event.item} userId={userId} />
          </Stack>
        ) : null}
      </Popover>
      <Dialog open={more !== null} onClose={() => setMore(null)} aria-labelledby={moreTitleId} maxWidth="sm" fullWidth>
        <DialogTitle id={moreTitleId}>
          {more ? t('calendar.showMoreTitle', { date: longDate(more.date) }) : null}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} divider={<Divider flexItem />}>
            {more?.events.map((event) => (
              <Box key={event.id}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {event.title}
                </Typography>
                <ItemDetails item={event.item} userId={userId} />
              </Box>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMore(null)}>{t('common:close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
