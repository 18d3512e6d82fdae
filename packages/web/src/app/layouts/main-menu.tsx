import { useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { paths } from '#config/paths.ts';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { unreadAlertsText, useUnreadAlertCount } from './unread-alerts.tsx';
import { useAccountAccess } from './use-account-access.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';

type MenuItem = { label: string; to: string; icon: ReactElement; unread?: number };

// Only screens that exist are listed; the spec's other entries arrive with their screens.
const menuItemsFor = (
  access: { locked: boolean; isAdministrator: boolean },
  unreadAlerts: number,
): MenuItem[] => {
  const account = { label: 'Account', to: paths.account.path, icon: <ManageAccountsOutlined /> };
  // A locked account opens only the account view (§2 'Frame'): its people see why and what to do.
  if (access.locked)
    return [account, { label: 'Terms & Conditions', to: paths.terms.path, icon: <GavelOutlined /> }];
  return [
    { label: 'Home', to: paths.home.path, icon: <HomeOutlined /> },
    { label: 'Prices', to: paths.prices.path, icon: <ShowChartOutlined /> },
    { label: 'My News', to: paths.news.path, icon: <NewspaperOutlined /> },
    { label: 'My Calculators', to: paths.calculators.path, icon: <CalculateOutlined /> },
    { label: 'My Quotes', to: paths.quotes.path, icon: <RequestQuoteOutlined /> },
    { label: 'My Matrices', to: paths.matrices.path, icon: <GridOnOutlined /> },
    { label: 'My Alerts', to: paths.alerts.path, icon: <NotificationsOutlined />, unread: unreadAlerts },
    { label: 'My Destinations', to: paths.destinations.path, icon: <PlaceOutlined /> },
    { label: 'My Profile', to: paths.profile.path, icon: <PersonOutlined /> },
    { label: 'Personalisation', to: paths.personalisation.path, icon: <CalendarMonthOutlined /> },
    // The Account menu is for administrators only (§2 'Frame', §6).
    ...(access.isAdministrator
      ? [account, { label: 'Audit Trail', to: paths.audit.path, icon: <HistoryOutlined /> }]
      : []),
    { label: 'How to Use', to: paths.howTo.path, icon: <HelpOutlineOutlined /> },
    { label: 'Terms & Conditions', to: paths.terms.path, icon: <GavelOutlined /> },
  ];
};

/**
 * Rendered only while the drawer is open, so the role and account-state queries it needs never run before the
 * session check has renewed an old token at start.
 */
const MenuEntries = ({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) => {
  const menuItems = menuItemsFor(useAccountAccess(), useUnreadAlertCount());
  const t = useMessages();
  return (
    <List>
      {menuItems.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={item.to}
            selected={pathname === item.to}
            onClick={onNavigate}
          >
            <ListItemIcon>
              <Badge badgeContent={item.unread ?? 0} color="error" max={99} aria-hidden>
                {item.icon}
              </Badge>
            </ListItemIcon>
            <ListItemText
              primary={t(`title.${item.label}` as MessageKey)}
              secondary={item.unread ? unreadAlertsText(item.unread) : undefined}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

/**
 * The main menu (§2 'Frame'): a drawer from the right. In a file of its own, loaded when the header is idle or the
 * menu is first asked for: the drawer, its lists and twenty icons are not needed to draw a page (issue 18).
 */
export const MainMenu = ({
  open,
  pathname,
  onClose,
}: {
  open: boolean;
  pathname: string;
  onClose: () => void;
}) => {
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signOut = useSignOut();
  const t = useMessages();

  const onLogout = async () => {
    setIsSigningOut(true);
    onClose();
    await signOut();
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box
        component="nav"
        id="main-menu"
        aria-label={t('menu.main')}
        sx={{ width: { xs: '80vw', sm: 300 }, maxWidth: 320 }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('menu.title')}
          </Typography>
          <IconButton aria-label={t('menu.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <MenuEntries pathname={pathname} onNavigate={onClose} />
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton onClick={() => void onLogout()} disabled={isSigningOut}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('menu.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
};
