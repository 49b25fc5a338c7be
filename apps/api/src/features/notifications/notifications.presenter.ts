import type { Notification } from '@portal/contracts';
import type { ShownNotification } from './notifications.repository';

/** A notification as its owner sees it (spec 1 §3): an explicit list of fields. */
export function presentNotification(row: ShownNotification): Notification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    read: row.readAt !== null,
    created: row.createdAt.toISOString(),
    references: { assignmentId: row.assignmentId, issueId: row.issueId, contexturl: row.contextUrl },
  };
}
