import type { ScheduleItem } from '@portal/contracts';

/** One schedule item on the calendar: its Date range in the browser's clock (the users' clock is Amsterdam's). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  item: ScheduleItem;
}

/** An item's key: a session can be on an agenda only once, but not every list promises that, so the date joins. */
export const itemKey = (item: ScheduleItem) => `${item.eventId}/${item.sessionId}/${item.date}`;

/** The item's name: the event and the session ('Terugkomdag blok 3 – Ochtendprogramma'), the event once if equal. */
export function itemName(item: ScheduleItem): string {
  const session = item.sessionName.trim();
  return session === '' || session === item.event ? item.event : `${item.event} – ${session}`;
}

/**
 * The wall-clock `date` and `HH:mm` as a Date: the browser runs in Europe/Amsterdam like the items, so the local
 * constructor gives the right instant (daylight saving included).
 */
export function wallClock(date: string, time?: string | null): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = (time ?? '00:00').split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hour, minute);
}

/** The calendar's events. An all-day item (a deadline) spans its day; the end is exclusive. */
export function toCalendarEvents(items: readonly ScheduleItem[]): CalendarEvent[] {
  return items.map((item) => {
    const timed = !item.allDay && item.startTime !== null;
    const start = wallClock(item.date, timed ? item.startTime : null);
    let end: Date;
    if (timed) end = wallClock(item.date, item.endTime ?? item.startTime);
    else {
      end = new Date(start);
      end.setDate(end.getDate() + 1);
    }
    // An item without a length still gets a visible block.
    if (timed && end <= start) end = new Date(start.getTime() + 30 * 60_000);
    return { id: itemKey(item), title: itemName(item), start, end, allDay: !timed, item };
  });
}

/** The time range of a timed item ('09:00–12:30'); null for an all-day item. */
export function timeRange(item: ScheduleItem): string | null {
  if (item.allDay || item.startTime === null) return null;
  return item.endTime && item.endTime !== item.startTime ? `${item.startTime}–${item.endTime}` : item.startTime;
}

/** 'Straat 1, 1234 AB Plaats', or null without any address part. */
export function addressOf(item: ScheduleItem): string | null {
  const street = [item.street, item.number].filter(Boolean).join(' ');
  const place = [item.postalCode, item.city].filter(Boolean).join(' ');
  const address = [street, place].filter((part) => part !== '').join(', ');
  return address === '' ? null : address;
}

/** Google Maps' travel modes for the spec's d (car), r (public transport), w (walking) and b (bicycle). */
export const TRAVEL_MODES = ['driving', 'transit', 'walking', 'bicycling'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** Directions to the address in Google Maps. */
export function directionsUrl(address: string, travelMode: TravelMode): string {
  const query = new URLSearchParams({ api: '1', destination: address, travelmode: travelMode });
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}

/** The address on the map in Google Maps. */
export function mapUrl(address: string): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: address }).toString()}`;
}

/** The portal route that opens the event's learning material (spec 2 §2), or null without a Moodle course. */
export function learningMaterialPath(userId: string, item: ScheduleItem): string | null {
  if (!item.moodleCourseId) return null;
  return `/agenda/user/${encodeURIComponent(userId)}/evenement/${encodeURIComponent(item.eventId)}/leermateriaal`;
}

/** Only addresses on the web are offered as links (never `javascript:` or the like). */
export function safeWebUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The item has something for the online-meeting details. */
export const hasOnlineMeeting = (item: ScheduleItem) =>
  Boolean(item.meetingUrl || item.meetingId || item.meetingPassword);

/** The item has programme details. */
export const hasProgramme = (item: ScheduleItem) => Boolean(item.sessionInfo?.trim() || item.eventDescription?.trim());
