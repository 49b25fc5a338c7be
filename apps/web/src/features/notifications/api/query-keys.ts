/** Every notification query lives under this key, so a change can refresh the bell and the list together. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
