import { useEffect, useState } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getNotificationStream as endpoint, NOTIFICATION_STREAM_EVENTS, type Notification } from '@portal/contracts';
import { UNREAD_NOTIFICATIONS_QUERY_KEY } from './get-unread-notifications';
import { NOTIFICATION_LIST_QUERY_KEY, type NotificationPage } from './get-notifications';

/**
 * No event, not even the count the stream opens with, within this long: something on the way (a buffering proxy)
 * holds the stream back, so the bell polls instead.
 */
export const STREAM_FIRST_EVENT_MS = 10_000;
/** Waits before trying the stream again after a failure: from 2 s, doubling, at most 5 minutes (plus jitter). */
export const STREAM_RETRY_MS = { first: 2_000, max: 5 * 60_000 };

/** `data` of a stream event as JSON, or undefined when it is not. */
function parse<T>(event: Event): T | undefined {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
}

/** A new notification at the top of the loaded list (once: a reconnect may send it again). */
export function prependToList(
  data: InfiniteData<NotificationPage, number> | undefined,
  notification: Notification,
): InfiniteData<NotificationPage, number> | undefined {
  if (!data || data.pages.some((page) => page.items.some((item) => item.id === notification.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return {
    ...data,
    pages: [{ ...first, items: [notification, ...first.items], totalItems: first.totalItems + 1 }, ...rest],
  };
}

function apply(queryClient: QueryClient, kind: 'unread' | 'notification', event: Event): boolean {
  if (kind === 'unread') {
    const count = parse<{ totalItems: number }>(event)?.totalItems;
    if (typeof count !== 'number') return false;
    // A poll or refetch on its way carries an older count: the stream's is the newest.
    void queryClient.cancelQueries({ queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY });
    queryClient.setQueryData(UNREAD_NOTIFICATIONS_QUERY_KEY, count);
    return true;
  }
  const notification = parse<Notification>(event);
  if (!notification?.id) return false;
  queryClient.setQueryData<InfiniteData<NotificationPage, number>>(NOTIFICATION_LIST_QUERY_KEY, (data) =>
    prependToList(data, notification),
  );
  return true;
}

/**
 * The bell's stream (`GET /api/notifications/stream`, Server-Sent Events): while it is open and has delivered its
 * first count, the unread count comes from it (and new notifications join the loaded list) and the bell does not
 * poll. It is held while the tab is visible, like the poll it replaces (a hidden tab closes it; showing the tab opens
 * it again). On any failure (refused, dropped, or no first event within STREAM_FIRST_EVENT_MS because something
 * buffers it) it is closed, the bell polls, and the stream is tried again after a growing wait. Answers whether the
 * stream is live (the bell then stops polling).
 */
export function useNotificationStream(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    // Without EventSource (an old browser, the test DOM) the bell keeps polling.
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let firstEvent: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const close = () => {
      clearTimeout(firstEvent);
      source?.close();
      source = null;
      setLive(false);
    };
    const fail = () => {
      close();
      failures += 1;
      const wait = Math.min(STREAM_RETRY_MS.first * 2 ** (failures - 1), STREAM_RETRY_MS.max);
      clearTimeout(retry);
      // Jitter, so that the browsers of a restarted server do not all come back at the same moment.
      retry = setTimeout(connect, wait * (0.5 + Math.random() / 2));
    };
    function connect() {
      retry = undefined;
      if (stopped || source || document.visibilityState === 'hidden') return;
      const opened = new EventSource(endpoint.path);
      source = opened;
      firstEvent = setTimeout(fail, STREAM_FIRST_EVENT_MS);
      const on = (kind: 'unread' | 'notification') => (event: Event) => {
        if (source !== opened || !apply(queryClient, kind, event)) return;
        clearTimeout(firstEvent);
        failures = 0;
        setLive(true);
      };
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, on('unread'));
      opened.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, on('notification'));
      // EventSource would reconnect on its own after a drop, but not after a refusal (401, 429, 503): one way for both.
      opened.onerror = () => {
        if (source === opened) fail();
      };
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') close();
      else if (retry === undefined) connect();
    };

    connect();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(retry);
      close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [queryClient]);

  return live;
}
