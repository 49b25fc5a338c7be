// Shared by this feature's tests: notifications as `GET /api/notifications` answers them, and the calls.
import type { Notification, NotificationReferences } from '@portal/contracts';

export const API = {
  account: 'GET /api/users/account',
  unread: 'GET /api/notifications/unread',
  page: (page: number) => `GET /api/notifications?page=${page}&perPage=10`,
  read: 'POST /api/notifications/read',
  markAll: 'POST /api/notifications/mark-all-as-read',
} as const;

export const ASSIGNMENT_ID = '5f0c6a1e-3b2d-4e8f-9a7b-6c5d4e3f2a1b';
export const ISSUE_ID = '6a1d7b2f-4c3e-4f9a-8b8c-7d6e5f4a3b2c';

let sequence = 0;

/** A notification; ids are unique per call unless one is given. */
export function makeNotification(
  overrides: Partial<Omit<Notification, 'references'>> & { references?: Partial<NotificationReferences> } = {},
): Notification {
  sequence += 1;
  const { references, ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'AssignmentEvaluated',
    message: `<p>Melding ${sequence}</p>`,
    read: false,
    created: '2026-03-09T08:30:00Z',
    ...rest,
    references: { assignmentId: ASSIGNMENT_ID, issueId: null, contexturl: null, ...references },
  };
}

/** One page of the list answer. */
export function page(items: Notification[], totalItems = items.length) {
  return { items, totalItems, perPage: 10 };
}
