import { useState } from 'react';
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
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Logo } from '../../components/logo.tsx';
import { paths } from '../../config/paths.ts';
import { useSignOut } from '../../features/session/hooks/use-sign-out.ts';
import type { RouteHandle } from '../router.tsx';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

// Only screens that exist are listed; the spec's other entries arrive with their screens.
const menuItems = [
  { label: 'Home', to: paths.home.path, icon: <HomeOutlined /> },
  { label: 'My Calculators', to: paths.calculators.path, icon: <CalculateOutlined /> },
  { label: 'My Destinations', to: paths.destinations.path, icon: <PlaceOutlined /> },
  { label: 'My Profile', to: paths.profile.path, icon: <PersonOutlined /> },
] as const;

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
        {title !== undefined && (
          <Typography
            component="p"
            variant="h6"
            noWrap
            sx={{ flex: 1, minWidth: 0, display: isHome ? { xs: 'none', sm: 'block' } : 'block' }}
          >
            {title}
          </Typography>
        )}
        <Box sx={{ flex: title === undefined ? 1 : 0 }} />
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
          <List>
            {menuItems.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={location.pathname === item.to}
                  onClick={() => setIsMenuOpen(false)}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
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
