import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import MenuIcon from '@mui/icons-material/Menu';
import { useUnreadNotifications } from '#api/get-unread-notifications.ts';
import { useAccountAccess } from './use-account-access.ts';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The id the menu button is described by: screen readers hear 'Open menu, 3 unread alerts'. */
export const unreadAlertsDescriptionId = 'unread-alerts-count';

/**
 * How many alert firings the user has not read, 0 until known (issue 48 item 14). A locked account opens only
 * its account view and reads no notifications.
 */
export const useUnreadAlertCount = (): number => {
  const { state, locked } = useAccountAccess();
  const unread = useUnreadNotifications(state !== null && !locked);
  return unread.data?.unread ?? 0;
};

export const unreadAlertsText = (count: number) => `${count} unread alert${count === 1 ? '' : 's'}`;

/**
 * The menu button's icon with the number of unread alerts on it, seen on every page, not only in My Alerts.
 * Rendered by the header once the page is idle, so the count is never read before the page's own figures or
 * before the session check has renewed an old token at start.
 */
export const MenuIconWithUnreadAlerts = () => {
  const count = useUnreadAlertCount();
  return (
    <>
      <Badge badgeContent={count} color="error" max={99} overlap="circular" aria-hidden>
        <MenuIcon />
      </Badge>
      <Box component="span" id={unreadAlertsDescriptionId} sx={visuallyHidden}>
        {count > 0 ? unreadAlertsText(count) : ''}
      </Box>
    </>
  );
};
