import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { AccountPlanBanner } from '../../features/account-banner/components/account-plan-banner.tsx';
import { PaymentGraceBanner } from '../../features/billing/components/payment-grace-banner.tsx';
import { useCalendarDateFormatter } from '#lib/date-format.ts';
import { SessionMonitor } from '../../features/auth/components/session-monitor.tsx';
import { readStoredSession, rememberLastPath } from '../../features/auth/stores/session-store.ts';
import { AppFooter } from './app-footer.tsx';
import { paths } from '#config/paths.ts';
import { AccountStateGuard } from './account-state-guard.tsx';
import { AppHeader } from './app-header.tsx';
import { registerCatalogue } from '#lib/i18n/catalogue-store.ts';
import englishAppMessages from '#lib/i18n/catalogues/en/app.json';

// The signed-in app's English messages come with its frame (the entry carries only the login pages'): the words
// every other language falls back to.
registerCatalogue('en', 'app', englishAppMessages);

/** The frame of §2: header, plan banner, the screen, footer; plus the session watch while signed in. */
/** Inside the session monitor, so its queries wait until an expired token has been renewed at start. */
const FrameBanners = () => {
  const navigate = useNavigate();
  // Trial ends, renewals and term ends are days, not instants: shown to the day in the user's style.
  const formatDate = useCalendarDateFormatter();
  return (
    <>
      <AccountPlanBanner
        // UPGRADE asks the Details tab for the team-size editor; REVIEW for the plan, shown and focused, with what the
        // account needs opened in it (issues 44 and 48): the plans of an ended subscription, the amount an account
        // owes. Both are requests the page reads even when it is already open (a locked account can open no other).
        onOpenAccount={(action) =>
          void navigate(`${paths.account.path}?${action === 'UPGRADE' ? 'upgrade' : 'review'}=1`)
        }
      />
      <PaymentGraceBanner
        formatDate={formatDate}
        onReview={() => void navigate(`${paths.account.path}?upgrade=1`)}
      />
    </>
  );
};

export const SignedInFrame = () => {
  const location = useLocation();

  useEffect(() => {
    rememberLastPath(readStoredSession()?.userId ?? null, `${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <SessionMonitor>
        <FrameBanners />
        <Box component="main" id="main" sx={{ flex: 1, px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
          <Suspense fallback={<LinearProgress aria-label="Loading" />}>
            <AccountStateGuard>
              <Outlet />
            </AccountStateGuard>
          </Suspense>
        </Box>
        {/* Inside the monitor: its links come from an authenticated call, which must wait for a renewed token. */}
        <AppFooter />
      </SessionMonitor>
    </Box>
  );
};
