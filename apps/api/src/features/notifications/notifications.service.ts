import {
  notificationTypesFor,
  type ListQuery,
  type MachineNotificationResult,
  type Notification,
  type NotificationSkipReason,
  type NotificationType,
  type Violation,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { htmlText, sanitizeHtml } from '../../lib/html';
import type { ListPage } from '../../lib/list-query';
import { presentNotification } from './notifications.presenter';
import {
  createNotificationRepository,
  createUnreadCounter,
  type NewNotification,
  type Recipient,
} from './notifications.repository';

/** What one call of `notify()` sends. */
export interface NotifyInput {
  type: NotificationType;
  /** User ids; a repeated id gets one notification. */
  recipients: readonly string[];
  /** HTML; cleaned with the notification profile of `lib/html.ts` before it is stored. */
  message: string;
  /** What the notification points at; the web derives the target screen from the type and these. */
  references?: { assignmentId?: string | null; issueId?: string | null; contextUrl?: string | null };
  /** Extra facts for the target screen (e.g. the learning platform's course id). */
  data?: Record<string, unknown>;
}

/** What `notify()` did: how many notifications it made and whom it passed over, and why. */
export interface NotifyResult {
  created: number;
  skipped: { userId: string; reason: NotificationSkipReason }[];
}

/** The notify function other areas get from `app.ts` (they call it inside their own transaction). */
export type Notify = (tx: Db, input: NotifyInput) => Promise<NotifyResult>;

/** Why a user does not get a notification of this type, or null when they do. */
function skipReason(user: Recipient, type: NotificationType): NotificationSkipReason | null {
  // Spec 1 §6: each type lists the roles that may see it (ROLE_ADMIN passes every check); the profile offers
  // opt-outs for exactly those types.
  if (!notificationTypesFor(user.roles).includes(type)) return 'type_not_allowed';
  if (user.optOutTypes.includes(type)) return 'opted_out';
  return null;
}

/**
 * Writes notifications for the recipients whose roles may see the type and who did not opt out of it, with the
 * message cleaned, in one insert on the caller's transaction (so a notification exists exactly when the change it
 * reports was committed). A message without visible text is refused.
 */
export const notify: Notify = async (tx, input) => {
  const message = sanitizeHtml(input.message, 'notification');
  if (htmlText(message) === '') throw AppError.validation([{ propertyPath: 'message', detail: 'validation.required' }]);
  const repository = createNotificationRepository(tx);
  const ids = [...new Set(input.recipients)];
  const found = new Map((await repository.recipientsById(ids)).map((user) => [user.id, user]));
  const skipped: NotifyResult['skipped'] = [];
  const rows: NewNotification[] = [];
  for (const userId of ids) {
    const user = found.get(userId);
    const reason = user ? skipReason(user, input.type) : 'unknown_recipient';
    if (reason) {
      skipped.push({ userId, reason });
      continue;
    }
    rows.push({
      userId,
      type: input.type,
      message,
      assignmentId: input.references?.assignmentId ?? null,
      issueId: input.references?.issueId ?? null,
      contextUrl: input.references?.contextUrl ?? null,
      data: input.data ?? {},
    });
  }
  const created = rows.length > 0 ? await repository.insert(rows) : 0;
  return { created, skipped };
};

/** The body of a machine call after validation (`machineNotificationBodySchema`). */
export interface MachineNotification {
  type: NotificationType;
  recipients: { userIds: string[]; emails: string[] };
  message: string;
  references: { assignmentId?: string | null; issueId?: string | null; contexturl?: string | null };
}

export interface NotificationServiceDeps {
  db: Db;
  now?: () => Date;
}

/** The notification centre of the signed-in user, and the machine call that creates notifications. */
export function createNotificationService({ db, now = () => new Date() }: NotificationServiceDeps) {
  const repository = createNotificationRepository(db);
  const unreadCount = createUnreadCounter(db);

  return {
    notify,
    unreadCount,

    async list(userId: string, query: ListQuery<Record<never, never>, never>): Promise<ListPage<Notification>> {
      const page = await repository.list(userId, query);
      return { ...page, items: page.items.map(presentNotification) };
    },

    /** Marks one of the user's own notifications read; anyone else's is not found (404), not forbidden. */
    async markRead(userId: string, id: string): Promise<Notification> {
      const row = await repository.markRead(userId, id, now());
      if (!row) throw AppError.notFound();
      return presentNotification(row);
    },

    /** Marks all of the user's notifications read; answers the count left (0 unless one arrived meanwhile). */
    async markAllRead(userId: string): Promise<number> {
      await repository.markAllRead(userId, now());
      return unreadCount(userId);
    },

    /**
     * A machine client's notification (API key with ROLE_CREATE_NOTIFICATIONS): recipients by id and/or address,
     * references checked to exist, then `notify()` in one transaction. Skips are reported per named recipient.
     */
    async fromMachine(body: MachineNotification): Promise<MachineNotificationResult> {
      const { userIds, emails } = body.recipients;
      const [byId, byEmail] = await Promise.all([
        repository.recipientsById(userIds),
        repository.recipientsByEmail(emails),
      ]);
      const idOf = new Map<string, string | undefined>();
      const known = new Set(byId.map((user) => user.id));
      for (const id of userIds) idOf.set(id, known.has(id) ? id : undefined);
      const byAddress = new Map(byEmail.map((user) => [user.email.toLowerCase(), user.id]));
      for (const email of emails) idOf.set(email, byAddress.get(email.toLowerCase()));

      const violations: Violation[] = [];
      const { assignmentId, issueId, contexturl } = body.references;
      if (assignmentId && !(await repository.assignmentExists(assignmentId))) {
        violations.push({ propertyPath: 'references.assignmentId', detail: 'validation.invalid' });
      }
      if (issueId && !(await repository.syncIssueExists(issueId))) {
        violations.push({ propertyPath: 'references.issueId', detail: 'validation.invalid' });
      }
      if (violations.length > 0) throw AppError.validation(violations);

      const recipients = [...new Set([...idOf.values()].filter((id): id is string => id !== undefined))];
      const result = await db.transaction((tx) =>
        notify(tx as unknown as Db, {
          type: body.type,
          recipients,
          message: body.message,
          references: { assignmentId, issueId, contextUrl: contexturl },
        }),
      );
      const reasonOf = new Map(result.skipped.map((skip) => [skip.userId, skip.reason]));
      const skipped: MachineNotificationResult['skipped'] = [];
      for (const [recipient, id] of idOf) {
        const reason = id === undefined ? 'unknown_recipient' : reasonOf.get(id);
        if (reason) skipped.push({ recipient, reason });
      }
      return { created: result.created, skipped };
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
