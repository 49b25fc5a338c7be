import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { dayjsLocalizer, type Formats } from 'react-big-calendar';

// Dutch names, and the week starts on Monday (the nl locale's weekStart); the localizer reads the global locale.
dayjs.locale('nl');

/** The calendar's date arithmetic and formatting: dayjs in Dutch. */
export const localizer = dayjsLocalizer(dayjs);

/** The culture passed to the calendar (dayjs' locale name). */
export const CULTURE = 'nl';

const time = (date: Date) => dayjs(date).format('HH:mm');

/** '3 – 7 maart 2025', '31 maart – 4 april 2025', '30 december 2024 – 3 januari 2025'. */
export function dutchRange(start: Date, end: Date): string {
  const from = dayjs(start);
  const to = dayjs(end);
  if (from.isSame(to, 'day')) return to.format('D MMMM YYYY');
  if (from.isSame(to, 'month')) return `${from.format('D')} – ${to.format('D MMMM YYYY')}`;
  if (from.isSame(to, 'year')) return `${from.format('D MMMM')} – ${to.format('D MMMM YYYY')}`;
  return `${from.format('D MMMM YYYY')} – ${to.format('D MMMM YYYY')}`;
}

/** Dutch date formats for every place the calendar writes one (the library's defaults are American). */
export const formats: Formats = {
  dateFormat: 'D',
  dayFormat: 'dd D MMM',
  weekdayFormat: 'dd',
  timeGutterFormat: 'HH:mm',
  monthHeaderFormat: 'MMMM YYYY',
  dayHeaderFormat: 'dddd D MMMM YYYY',
  dayRangeHeaderFormat: ({ start, end }) => dutchRange(start, end),
  agendaHeaderFormat: ({ start, end }) => dutchRange(start, end),
  agendaDateFormat: 'dd D MMM',
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: ({ start, end }) => `${time(start)}–${time(end)}`,
  selectRangeFormat: ({ start, end }) => `${time(start)}–${time(end)}`,
  eventTimeRangeFormat: ({ start, end }) => `${time(start)}–${time(end)}`,
  eventTimeRangeStartFormat: ({ start }) => `${time(start)} –`,
  eventTimeRangeEndFormat: ({ end }) => `– ${time(end)}`,
};

/** The full Dutch date of an item ('maandag 3 maart 2025'). */
export const longDate = (date: Date) => dayjs(date).format('dddd D MMMM YYYY');
