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
import { useMarkNotificationsRead, useNotifications } from '../api/get-notifications.ts';

/** The in-app list of firings, newest first; unread ones in bold until marked read. */
export const NotificationsPanel = () => {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  return (
    <Paper sx={{ p: 2 }} aria-labelledby="notifications-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="notifications-title" component="h2" variant="h6">
          Notifications{unread > 0 ? ` (${unread} unread)` : ''}
        </Typography>
        {unread > 0 && (
          <Button disabled={markRead.isPending} onClick={() => markRead.mutate()}>
            Mark all as read
          </Button>
        )}
      </Stack>
      {notifications.isPending && (
        <Skeleton variant="rounded" height={80} aria-label="Loading notifications" />
      )}
      {notifications.isError && (
        <RetryAlert onRetry={() => void notifications.refetch()}>
          A problem occured when getting your notifications.
        </RetryAlert>
      )}
      {notifications.data?.notifications.length === 0 && (
        <Alert severity="info">No notifications yet: they appear here when an alert fires.</Alert>
      )}
      {notifications.data !== undefined && notifications.data.notifications.length > 0 && (
        <List dense aria-label="Notifications">
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
