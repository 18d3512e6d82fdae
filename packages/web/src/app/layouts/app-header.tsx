import { useState, type ReactElement } from 'react';
import { Link as RouterLink, useLocation, useMatches } from 'react-router';
import AppBar from '@mui/material/AppBar';
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
import MenuIcon from '@mui/icons-material/Menu';
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
import { Logo } from '#components/logo.tsx';
import { paths } from '#config/paths.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import type { RouteHandle } from '../route-handle.ts';
import { useAccountAccess } from './use-account-access.ts';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

type MenuItem = { label: string; to: string; icon: ReactElement };

// Only screens that exist are listed; the spec's other entries arrive with their screens.
const menuItemsFor = (access: { locked: boolean; isAdministrator: boolean }): MenuItem[] => {
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
    { label: 'My Alerts', to: paths.alerts.path, icon: <NotificationsOutlined /> },
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
  const menuItems = menuItemsFor(useAccountAccess());
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
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

export const AppHeader = () => {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const location = useLocation();
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  const isHome = location.pathname === paths.home.path;
  const signOut = useSignOut();
  useDocumentTitle(title);

  const onLogout = async () => {
    setIsSigningOut(true);
    setIsMenuOpen(false);
    await signOut();
  };

  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton
          component={RouterLink}
          to={paths.home.path}
          aria-label="PSC home"
          edge="start"
          color="inherit"
        >
          <Logo />
        </IconButton>
        {/* Always takes the free width, so the menu button stays at the right edge even when the title is hidden. */}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {title !== undefined && (
            <Typography
              component="p"
              variant="h6"
              noWrap
              sx={{ display: isHome ? { xs: 'none', sm: 'block' } : 'block' }}
            >
              {title}
            </Typography>
          )}
        </Box>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          aria-controls={isMenuOpen ? 'main-menu' : undefined}
          aria-expanded={isMenuOpen}
          onClick={() => setIsMenuOpen(true)}
          edge="end"
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={isMenuOpen} onClose={() => setIsMenuOpen(false)}>
        <Box
          component="nav"
          id="main-menu"
          aria-label="Main menu"
          sx={{ width: { xs: '80vw', sm: 300 }, maxWidth: 320 }}
        >
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Menu
            </Typography>
            <IconButton aria-label="Close menu" onClick={() => setIsMenuOpen(false)} edge="end">
              <CloseIcon />
            </IconButton>
          </Toolbar>
          <Divider />
          <MenuEntries pathname={location.pathname} onNavigate={() => setIsMenuOpen(false)} />
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton onClick={() => void onLogout()} disabled={isSigningOut}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary="Logout" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
};
