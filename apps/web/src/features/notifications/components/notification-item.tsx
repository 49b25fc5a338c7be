import { Box, ListItem, ListItemButton, Typography } from '@mui/material';
import type { Notification } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { MessageContent } from './message-content';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One notification: its message, its date (DD-MM-YYYY HH:mm) and, while unread, a dot and bold text. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('shell');
  const unread = !notification.read;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={() => onOpen(notification)}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.5,
          bgcolor: unread ? 'action.selected' : undefined,
        }}
      >
        <Box
          aria-hidden
          sx={{
            flex: '0 0 auto',
            width: 10,
            height: 10,
            mt: 0.75,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              {t('notifications.unread')}:{' '}
            </Box>
          ) : null}
          <Box
            sx={{
              fontWeight: unread ? 600 : 400,
              overflowWrap: 'anywhere',
              '& p': { m: 0 },
              '& p + p, & ul, & ol': { mt: 0.5, mb: 0 },
              '& strong, & b': { fontWeight: 700 },
            }}
          >
            <MessageContent html={notification.message} />
          </Box>
          <Typography component="time" dateTime={notification.created} variant="body2" color="text.secondary">
            {formatDateTime(notification.created)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
