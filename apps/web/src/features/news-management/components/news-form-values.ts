import { z } from 'zod';
import {
  type NEWS_TARGET_ROLES,
  NEWS_TITLE_MAX,
  type NewsBody,
  type NewsDetail,
  type NewsEducation,
  type NewsEvent,
  type Role,
} from '@portal/contracts';
import { formatDate, formatTime, parseDateInput, TIME_ZONE } from '../../../lib/format';

type TargetRole = (typeof NEWS_TARGET_ROLES)[number];

/** A moment typed as DD-MM-YYYY HH:mm (spec 1 §9), in Dutch time. */
const MOMENT = /^(\d{2}-\d{2}-\d{4})\s+(\d{2}):(\d{2})$/;

const amsterdam = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes Dutch time is ahead of UTC at `epochMs` (60 in winter, 120 in summer). */
function dutchOffsetMinutes(epochMs: number): number {
  const parts = Object.fromEntries(amsterdam.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * 'DD-MM-YYYY HH:mm' in Dutch time → an ISO date-time with its offset, as the API takes it
 * ('2026-03-01T08:00:00+01:00'); `null` for anything else or an impossible date or time. The offset is the one in
 * force at that moment, whatever zone the browser is set to.
 */
export function parseMomentInput(input: string): string | null {
  const match = MOMENT.exec(input.trim());
  if (!match) return null;
  const [, dateText, hourText, minuteText] = match as unknown as [string, string, string, string];
  const date = parseDateInput(dateText);
  const hour = +hourText;
  const minute = +minuteText;
  if (date === null || hour > 23 || minute > 59) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall-clock reading, corrected once for the hours around a change of daylight saving.
  let offset = dutchOffsetMinutes(wall - dutchOffsetMinutes(wall) * 60_000);
  offset = dutchOffsetMinutes(wall - offset * 60_000);
  const sign = offset >= 0 ? '+' : '-';
  return `${date}T${hourText}:${minuteText}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** An ISO instant → 'DD-MM-YYYY HH:mm' in Dutch time, the way the date fields are typed; '' for none. */
export function formatMomentInput(value: string | null | undefined): string {
  const date = formatDate(value);
  return date === '' ? '' : `${date} ${formatTime(value)}`;
}

/** A typed window edge: required, and then a real moment. */
const moment = z.string().superRefine((value, ctx) => {
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: 'validation.newsDatesRequired' });
  else if (parseMomentInput(value) === null) ctx.addIssue({ code: 'custom', message: 'validation.date' });
});

/**
 * The form's own values (spec 1 §5). The educations and events keep their names for the pickers; the moments are
 * typed text. Messages are `validation.*` keys, as the server's violations are. The end before the start is not
 * an error here: it is shown beside the field and the form still submits.
 */
export const newsFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(NEWS_TITLE_MAX, { error: 'validation.invalid' }),
    content: z.string().trim().min(1, { error: 'validation.newsContentRequired' }),
    published: z.boolean(),
    publishedStart: moment,
    publishedEnd: moment,
    roles: z.array(z.custom<Role>()),
    educations: z.array(z.custom<NewsEducation>()),
    events: z.array(z.custom<NewsEvent>()),
    imageUrl: z.string().nullable(),
  })
  .superRefine((values, ctx) => {
    if (values.roles.length + values.educations.length + values.events.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['roles'], message: 'validation.newsTargetRequired' });
    }
  });

export type NewsFormValues = z.input<typeof newsFormSchema>;

/** The form filled from the item being edited, or empty for a new one (a concept). */
export function toFormValues(item: NewsDetail | undefined): NewsFormValues {
  return {
    title: item?.title ?? '',
    content: item?.content ?? '',
    published: item?.published ?? false,
    publishedStart: formatMomentInput(item?.publishedStart),
    publishedEnd: formatMomentInput(item?.publishedEnd),
    roles: item?.roles ?? [],
    educations: item?.educations ?? [],
    events: item?.events ?? [],
    // Only a new photo-library choice is sent: the item's own address would make the server fetch it again.
    imageUrl: null,
  };
}

/** The request body of create and update (spec 1 §7). */
export function toNewsBody(values: z.output<typeof newsFormSchema>): NewsBody {
  return {
    title: values.title,
    content: values.content,
    published: values.published,
    publishedStart: parseMomentInput(values.publishedStart),
    publishedEnd: parseMomentInput(values.publishedEnd),
    roles: values.roles.filter((role): role is TargetRole => role !== 'ROLE_EXTERNAL'),
    educations: values.educations.map((education) => education.afasId),
    events: values.events.map((event) => event.afasId),
    imageUrl: values.imageUrl,
  };
}

/** True when both moments are valid and the end lies before the start (spec 1 §5: shown, never blocking). */
export function endsBeforeStart(start: string, end: string): boolean {
  const from = parseMomentInput(start);
  const to = parseMomentInput(end);
  return from !== null && to !== null && Date.parse(to) < Date.parse(from);
}

/** Which form field a server violation belongs to (spec 1 §5, §7). */
export function fieldOfViolation(propertyPath: string): keyof NewsFormValues | undefined {
  const field = propertyPath.split(/[.[]/)[0];
  switch (field) {
    case 'title':
    case 'content':
    case 'publishedStart':
    case 'publishedEnd':
    case 'roles':
    case 'imageUrl':
      return field;
    // The three targets share one message place: the roles group names what is missing or wrong.
    case 'educations':
      return 'educations';
    case 'events':
      return 'events';
    default:
      return undefined;
  }
}
