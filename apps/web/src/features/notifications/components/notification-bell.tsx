import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UNREAD_NOTIFICATIONS_QUERY_KEY, useUnreadNotifications } from '../api/get-unread-notifications';
import { useNotificationStream } from '../api/notification-stream';
import { NOTIFICATION_LIST_QUERY_KEY } from '../api/query-keys';

// The centre (drawer, list, paging, dates) is a chunk of its own, loaded when the bell is first opened: the top bar
// that every signed-in screen starts with does not wait for it.
const NotificationCentre = lazy(() => import('./notification-centre').then((m) => ({ default: m.NotificationCentre })));

/**
 * The bell of the top bar with the unread count (spec 1 §2), pushed by the server's stream while it is live, else
 * polled every 20 s while the tab is visible; it opens the notification centre. Its name carries the count
 * ("Notificaties, 3 ongelezen").
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (and kept, so the drawer can close with its transition).
  const [opened, setOpened] = useState(false);
  const streaming = useNotificationStream();
  const unread = useUnreadNotifications({ poll: !streaming });
  const count = unread.data;

  // The count and the list refresh each other: a read or 'mark all' refreshes the count (api/), and a new count, from
  // there or from a poll (a notification arrived, or was read in another tab), refreshes the list. The list is
  // refreshed here only, so it is fetched once per change.
  const previous = useRef(count);
  useEffect(() => {
    const changed = previous.current !== undefined && count !== undefined && count !== previous.current;
    previous.current = count;
    if (changed) void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_QUERY_KEY });
  }, [count, queryClient]);

  const onOpen = () => {
    setOpen(true);
    setOpened(true);
    // And the other way round: opening the list is a moment to bring the count up to date.
    void queryClient.invalidateQueries({ queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY });
  };

  const label = t('notifications.bell', { count: count ?? 0 });
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          onClick={onOpen}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : 'false'}
        >
          <Badge badgeContent={count} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationCentre open={open} onClose={() => setOpen(false)} unreadCount={count} />
        </Suspense>
      ) : null}
    </>
  );
}
