import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useMatches } from 'react-router';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from '#components/logo.tsx';
import { OfflineNotice } from '#components/offline-notice.tsx';
import { paths } from '#config/paths.ts';
import { useDocumentTitle, usePageTitle } from '#hooks/use-document-title.ts';
import { loadLater } from '#lib/load-later.ts';
import type { RouteHandle } from '../route-handle.ts';
import { MenuIconWithUnreadAlerts, unreadAlertsDescriptionId } from './unread-alerts.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

const loadMainMenu = () => import('./main-menu.tsx');
type MainMenuComponent = Awaited<ReturnType<typeof loadMainMenu>>['MainMenu'];

export const AppHeader = () => {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // The menu's code, loaded ten seconds after the start or at the first opening; kept from then on, so closing
  // plays its transition. Loaded by hand rather than by React.lazy, which keeps a failure for good: a link that
  // dropped for a moment must not leave the menu broken, and never the page.
  const [MainMenu, setMainMenu] = useState<MainMenuComponent | null>(null);
  const [menuFailed, setMenuFailed] = useState(false);
  const location = useLocation();
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  const isHome = location.pathname === paths.home.path;
  useDocumentTitle(title);
  const shownTitle = usePageTitle(title);
  const t = useMessages();

  useEffect(() => loadLater(loadMainMenu), []);
  // The unread-alerts badge reads its count once the page is idle, never before its own figures.
  const [showsUnread, setShowsUnread] = useState(false);
  useEffect(() => loadLater(async () => setShowsUnread(true)), []);

  const openMenu = () => {
    setMenuFailed(false);
    setIsMenuOpen(true);
    if (MainMenu === null)
      loadMainMenu().then(
        (module) => setMainMenu(() => module.MainMenu),
        () => {
          setIsMenuOpen(false);
          setMenuFailed(true);
        },
      );
  };

  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton
          component={RouterLink}
          to={paths.home.path}
          aria-label={t('menu.home')}
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
              {shownTitle}
            </Typography>
          )}
        </Box>
        <OfflineNotice />
        <IconButton
          color="inherit"
          aria-label={t('menu.open')}
          aria-controls={isMenuOpen ? 'main-menu' : undefined}
          aria-expanded={isMenuOpen}
          aria-describedby={showsUnread ? unreadAlertsDescriptionId : undefined}
          onClick={openMenu}
          edge="end"
        >
          {showsUnread ? <MenuIconWithUnreadAlerts /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      {MainMenu !== null && (
        <MainMenu open={isMenuOpen} pathname={location.pathname} onClose={() => setIsMenuOpen(false)} />
      )}
      {menuFailed && (
        <Alert
          severity="warning"
          onClose={() => setMenuFailed(false)}
          sx={(theme) => ({
            position: 'fixed',
            top: theme.spacing(9),
            right: theme.spacing(2),
            zIndex: theme.zIndex.snackbar,
          })}
        >
          The menu could not be loaded: check your connection and try again.
        </Alert>
      )}
    </AppBar>
  );
};
