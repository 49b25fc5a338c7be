import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../plugins/job-queue';
import { rowsOf } from '../../db/rows';
import { escapeHtml } from '../../lib/html';

/** How long before the workshop choice closes the registered participants are reminded. */
export const WORKSHOP_REMINDER_HOURS = 48;

/** The notifications area's `notify` (wired in app.ts), called inside this area's transaction. */
export type NotifyFn = (
  tx: Db,
  input: {
    type: 'WorkshopRegistrationEndsSoon';
    recipients: string[];
    message: string;
    references?: { contextUrl?: string };
    data?: Record<string, unknown>;
  },
) => Promise<unknown>;

interface Due {
  user_id: string;
  education_id: string;
  event_id: string;
  name: string;
  deadline: Date;
}

const amsterdam = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Reminds every participant registered for an event with workshops once its choice closes within
 * `WORKSHOP_REMINDER_HOURS` (WorkshopRegistrationEndsSoon): never twice for the same deadline (the notification
 * carries the event and the deadline, and one that exists is not made again); a moved deadline is reminded anew.
 * Answers how many reminders it made.
 */
export async function remindWorkshopDeadlines(db: Db, notify: NotifyFn, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + WORKSHOP_REMINDER_HOURS * 60 * 60 * 1000);
  const result = await db.execute(sql`
    select en.user_id, m.education_id, ev.id as event_id, ev.name, ev.workshops_editable_until as deadline
    from enrolments en
    join events ev on ev.id = en.event_id
    join modules m on m.id = en.module_id
    where en.status = 'enrolled' and ev.workshops
      and ev.workshops_editable_until > ${now} and ev.workshops_editable_until <= ${until}
      and not exists (
        select 1 from notifications n
        where n.user_id = en.user_id and n.type = 'WorkshopRegistrationEndsSoon'
          and n.data->>'eventId' = ev.id::text
          and (n.data->>'deadline')::timestamptz = ev.workshops_editable_until)`);
  const due = rowsOf<Due>(result);
  for (const row of due) {
    const deadline = new Date(row.deadline);
    await db.transaction(async (tx) => {
      await notify(tx as unknown as Db, {
        type: 'WorkshopRegistrationEndsSoon',
        recipients: [row.user_id],
        message: `<p>Je kunt je workshops voor <strong>${escapeHtml(row.name)}</strong> nog tot ${amsterdam
          .format(deadline)
          .replace(',', '')} kiezen of wijzigen.</p>`,
        references: { contextUrl: `/onderwijs/${row.education_id}` },
        data: { eventId: row.event_id, deadline: deadline.toISOString() },
      });
    });
  }
  return due.length;
}

/** The reminder job: every quarter of an hour, one run at a time. */
export function workshopReminderJob(db: Db, notify: NotifyFn): JobDefinition<object> {
  return {
    name: 'workshop-deadline-reminders',
    cron: '*/15 * * * *',
    policy: 'singleton',
    retryLimit: 0,
    handler: () => remindWorkshopDeadlines(db, notify),
  };
}
