import { useEffect, useId, useRef } from 'react';
import { Alert, Box, Button, CircularProgress, Drawer, IconButton, List, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DoneAll from '@mui/icons-material/DoneAll';
import type { Notification } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLoadMoreOnScroll } from '../../../lib/infinite-scroll';
import { flattenPages, useNotifications } from '../api/get-notifications';
import { useMarkAllAsRead } from '../api/post-mark-all-as-read';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './use-open-notification';

interface NotificationCentreProps {
  open: boolean;
  onClose: () => void;
  /** The bell's count: 'Alles als gelezen markeren' has nothing to do at 0. */
  unreadCount: number | undefined;
}

/**
 * The notification centre (spec 1 §2 "Notifications"): a dialog at the right edge with the user's notifications,
 * newest first, a page at a time as the list scrolls (next page past 85% of its height, or with the button at its
 * end for keyboard users), and 'Alles als gelezen markeren'. A click marks the notification read and opens its target.
 */
export function NotificationCentre({ open, onClose, unreadCount }: NotificationCentreProps) {
  const { t } = useTranslation(['shell', 'common']);
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('notifications.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      {/* The drawer renders its content only while open (and closing): the list is fetched when the user looks. */}
      <NotificationList onOpened={onClose} unreadCount={unreadCount} />
    </Drawer>
  );
}

/** The HTTP status of a failed load; 0 when no answer came. */
function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

function NotificationList({ onOpened, unreadCount }: { onOpened: () => void; unreadCount: number | undefined }) {
  const { t } = useTranslation(['shell', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const list = useNotifications();
  const markAll = useMarkAllAsRead();
  const { open } = useOpenNotification();
  const scroller = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const onScroll = useLoadMoreOnScroll({ hasNextPage, isFetchingNextPage, fetchNextPage });
  const notifications = flattenPages(list.data?.pages);
  const status = statusOf(list.error);
  const errorText = status === 0 ? t('notifications.loadFailedNoAnswer') : t('notifications.loadFailed', { status });

  // A page that does not fill the panel leaves nothing to scroll: ask the next one straight away.
  const pageCount = list.data?.pages.length ?? 0;
  useEffect(() => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    if (element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight) void fetchNextPage();
  }, [pageCount, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onOpen = (notification: Notification) => {
    if (open(notification)) onOpened();
  };

  const onMarkAll = () => {
    markAll.mutate(undefined, {
      onError: () => enqueueSnackbar(t('notifications.markAllFailed'), { variant: 'error' }),
    });
  };

  // Spec 1 §8: "Notification load errors store the status code": the panel says so, with the status, and offers
  // another try. The rest of the page is not the notifications' to take over.
  const failed = list.isError && notifications.length === 0;

  return (
    <>
      <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Button
          size="small"
          startIcon={<DoneAll />}
          onClick={onMarkAll}
          loading={markAll.isPending}
          disabled={unreadCount === 0 || notifications.length === 0}
        >
          {t('notifications.markAll')}
        </Button>
      </Box>
      <Box ref={scroller} onScroll={onScroll} sx={{ flex: 1, overflowY: 'auto' }}>
        {list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('common:loading')} />
          </Box>
        ) : null}
        {failed ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
                {t('common:retry')}
              </Button>
            }
          >
            {errorText}
          </Alert>
        ) : null}
        {list.isSuccess && notifications.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary' }}>{t('notifications.empty')}</Typography>
        ) : null}
        {notifications.length > 0 ? (
          <List disablePadding aria-label={t('notifications.listLabel')}>
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </List>
        ) : null}
        {hasNextPage ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage} variant="outlined" size="small">
              {t('notifications.loadMore')}
            </Button>
          </Box>
        ) : null}
        {list.isFetchNextPageError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorText}
          </Alert>
        ) : null}
      </Box>
    </>
  );
}
