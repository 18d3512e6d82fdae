import { Link as RouterLink, isRouteErrorResponse, useRouteError, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '#config/paths.ts';
import { useIsOnline } from '#lib/online-status.ts';
import { useIsSignedIn } from '../../features/auth/hooks/use-session.ts';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';

/** Error page titles of §2 'Password reset page'; any other code is 'OOPS!'. */
const titlesByCode: Record<number, string> = {
  404: 'NOT FOUND',
  403: 'FORBIDDEN',
  502: 'BAD GATEWAY',
  401: 'Unauthorised',
};

const titleFor = (code: number | null): string => (code === null ? undefined : titlesByCode[code]) ?? 'OOPS!';

/**
 * A page whose code or data could not be fetched offline (issue 48 item 9): the browser has no network, so the page
 * says so and offers to try again, rather than a bare 'OOPS!'.
 */
const OfflinePage = ({ isSignedIn }: { isSignedIn: boolean }) => (
  <Stack
    component="main"
    spacing={2}
    sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
  >
    <Typography variant="h4" component="h1">
      You are offline
    </Typography>
    <Typography>
      This page was not kept in this browser on an earlier visit, so it can only open once you are back
      online. The pages you have already opened show their last figures.
    </Typography>
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Try again
      </Button>
      <Button component={RouterLink} to={isSignedIn ? paths.home.path : paths.login.path} variant="outlined">
        {isSignedIn ? 'Go to home' : 'Go to login'}
      </Button>
    </Stack>
  </Stack>
);

const ErrorPage = ({ code }: { code: number | null }) => {
  const isSignedIn = useIsSignedIn();
  const signOut = useSignOut();
  const online = useIsOnline();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {/* §2: in the error state the header holds only LOGOUT. */}
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          minHeight: 56,
          px: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {isSignedIn && (
          <Button color="inherit" onClick={() => void signOut()}>
            LOGOUT
          </Button>
        )}
      </Box>
      {!online && code === null ? (
        <OfflinePage isSignedIn={isSignedIn} />
      ) : (
        <Stack
          component="main"
          spacing={2}
          sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
        >
          {code !== null && (
            <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
              {code}
            </Typography>
          )}
          <Typography variant="h4" component="h1">
            {titleFor(code)}
          </Typography>
          <Button
            component={RouterLink}
            to={isSignedIn ? paths.home.path : paths.login.path}
            variant="contained"
          >
            {isSignedIn ? 'Go to home' : 'Go to login'}
          </Button>
        </Stack>
      )}
    </Box>
  );
};

/** /error?error=404 and friends: the spec's error page driven by a code. */
export const ErrorRoute = () => {
  const [searchParams] = useSearchParams();
  const code = Number(searchParams.get('error') ?? searchParams.get('code'));
  return <ErrorPage code={Number.isInteger(code) && code > 0 ? code : null} />;
};

export const NotFoundPage = () => <ErrorPage code={404} />;

export const RouteErrorPage = () => {
  const error = useRouteError();
  return <ErrorPage code={isRouteErrorResponse(error) ? error.status : null} />;
};
