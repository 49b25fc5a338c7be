import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@portal/contracts';
import { STORAGE_KEYS, writeStored } from '../../../lib/local-storage';
import { useAccount, useView } from '../../../lib/session';
import { useMarkNotificationRead } from '../api/post-notification-read';
import { notificationTarget, viewForNotification } from './notification-target';

/**
 * Opening a notification (spec 1 §2 "Notifications"): it is marked read, the view switches to one that supports its
 * type, and its target opens. Answers whether there was a target to open.
 */
export function useOpenNotification() {
  const account = useAccount();
  const { view } = useView();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const { mutate } = markRead;

  const open = useCallback(
    (notification: Notification): boolean => {
      const next = viewForNotification(notification.type, account, view);
      // Stored directly rather than through `switchView`, which would open the view's initial route instead.
      if (next !== null && next !== view) writeStored(STORAGE_KEYS.view, next);
      // The learning-material route marks its notification read itself: it needs the answer (the address).
      if (!notification.read && notification.type !== 'MoodleNotification') mutate(notification.id);
      const target = notificationTarget(notification, next);
      if (target !== null) void navigate(target);
      return target !== null;
    },
    [account, view, navigate, mutate],
  );

  return { open };
}
