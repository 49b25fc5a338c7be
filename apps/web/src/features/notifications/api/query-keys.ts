/** Every notification query lives under this key, so a change can refresh the bell and the list together. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** The notification centre's pages (get-notifications.ts); here so the bell refreshes them without loading the list. */
export const NOTIFICATION_LIST_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;
