import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '#components/retry-alert.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/get-notifications.ts';

/** The in-app list of firings, newest first; unread ones in bold until marked read. */
export const NotificationsPanel = () => {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const t = useMessages('screens');
  const unread = notifications.data?.unread ?? 0;
  return (
    <Paper sx={{ p: 2 }} aria-labelledby="notifications-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="notifications-title" component="h2" variant="h6">
          {unread > 0 ? t('notifications.titleUnread', { unread }) : t('notifications.title')}
        </Typography>
        {unread > 0 && (
          <Button disabled={markRead.isPending} onClick={() => markRead.mutate()}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Stack>
      {notifications.isPending && (
        <Skeleton variant="rounded" height={80} aria-label={t('notifications.loading')} />
      )}
      {notifications.isError && (
        <RetryAlert onRetry={() => void notifications.refetch()}>{t('notifications.loadFailed')}</RetryAlert>
      )}
      {notifications.data?.notifications.length === 0 && (
        <Alert severity="info">{t('notifications.none')}</Alert>
      )}
      {notifications.data !== undefined && notifications.data.notifications.length > 0 && (
        <List dense aria-label={t('notifications.title')}>
          {notifications.data.notifications.map((notification) => (
            <ListItem key={notification.id} disableGutters>
              <ListItemText
                primary={notification.message}
                secondary={formatDateTime(notification.createdAt)}
                slotProps={{ primary: { sx: { fontWeight: notification.read ? 400 : 700 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
};
