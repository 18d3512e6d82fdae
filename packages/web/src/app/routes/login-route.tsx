import { Suspense, useState } from 'react';
import { lazyPart } from '#lib/lazy-part.ts';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Logo } from '#components/logo.tsx';
import { paths } from '#config/paths.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { ForcedLogoutNotice } from '../../features/auth/components/forced-logout-notice.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { destinationAfterSignIn, useIsSignedIn } from '../../features/auth/hooks/use-session.ts';
import { useSignIn } from '../../features/auth/hooks/use-sign-in.ts';
import { useLoginSettings } from '#lib/login-settings.ts';
import type { RegisteredCredentials } from '../../features/accounts/components/registration-form.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

type LoginMode = 'login' | 'register' | 'forgotPassword';

// Registration brings react-hook-form and zod; only /register pays for them.
const RegistrationForm = lazyPart(
  () => import('../../features/accounts/components/registration-form.tsx'),
  'RegistrationForm',
);

// The forgot-password form is rarely needed: it loads when asked for.
const ForgotPasswordForm = lazyPart(
  () => import('../../features/password-reset/components/forgot-password-form.tsx'),
  'ForgotPasswordForm',
);

const FormFallback = ({ label }: { label: string }) => (
  <Stack sx={{ alignItems: 'center', py: 6 }}>
    <CircularProgress aria-label={label} />
  </Stack>
);

const isInternalPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/** The marketing panel of §2 'Login screen', with the registration link when the settings allow it. */
const PriceCalculatorPanel = ({ registerUrl }: { registerUrl: string | null }) => {
  const t = useMessages();
  return (
    <Stack spacing={2.5} sx={{ color: 'primary.contrastText', maxWidth: 440 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Logo size={44} />
        <Typography component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          {t('login.panel.title')}
        </Typography>
      </Stack>
      <Typography variant="body1" sx={{ opacity: 0.92 }}>
        {t('login.panel.pitch')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'secondary.light' }}>
        {t('login.panel.trial')}
      </Typography>
      {registerUrl !== null &&
        (isInternalPath(registerUrl) ? (
          <Button
            component={RouterLink}
            to={registerUrl}
            variant="contained"
            color="secondary"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('login.panel.startTrial')}
          </Button>
        ) : (
          <Button href={registerUrl} variant="contained" color="secondary" sx={{ alignSelf: 'flex-start' }}>
            {t('login.panel.startTrial')}
          </Button>
        ))}
    </Stack>
  );
};

export const LoginRoute = ({ mode }: { mode: LoginMode }) => {
  useDocumentTitle(paths[mode].title);
  const isSignedIn = useIsSignedIn();
  const settings = useLoginSettings();
  // §2: the registration link only when the settings give a register URL and the window is wider than 900 px.
  const isWide = useMediaQuery('(min-width: 901px)', { noSsr: true });
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [registeredNotice, setRegisteredNotice] = useState<string | null>(null);
  const t = useMessages();

  if (isSignedIn) return <Navigate to={destinationAfterSignIn()} replace />;

  const registerUrl = isWide ? (settings.data?.registerUrl ?? null) : null;
  // Until the settings arrive no captcha shows; if one was needed the server says so and the text is shown.
  const requiresCaptcha = settings.data?.requiresCaptcha ?? false;

  const signInAfterRegistration = async ({ email, password, captcha }: RegisteredCredentials) => {
    const failure = await signIn
      .mutateAsync({ username: email, password, ...(captcha === null ? {} : { captcha }) })
      .catch(() => 'failed' as const);
    if (failure === null) return;
    setRegisteredNotice(t('login.registeredNotice'));
    await navigate(paths.login.path);
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          order: { xs: 2, md: 1 },
          bgcolor: 'primary.main',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 3, sm: 6 },
          py: { xs: 4, md: 6 },
        }}
      >
        <PriceCalculatorPanel registerUrl={mode === 'login' ? registerUrl : null} />
      </Box>
      <Box
        sx={{
          order: { xs: 1, md: 2 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          py: { xs: 4, md: 6 },
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
          <ForcedLogoutNotice />
          {registeredNotice !== null && mode === 'login' && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {registeredNotice}
            </Alert>
          )}
          {mode === 'login' && (
            <LoginForm requiresCaptcha={requiresCaptcha} reserveCaptchaSpace={settings.isPending} />
          )}
          {mode === 'register' && (
            <Stack spacing={2}>
              <Suspense fallback={<FormFallback label={t('login.loadingRegistration')} />}>
                <RegistrationForm requiresCaptcha={requiresCaptcha} onRegistered={signInAfterRegistration} />
              </Suspense>
              <Typography variant="body2" sx={{ textAlign: 'center' }}>
                {t('login.haveAccount')}{' '}
                <Link component={RouterLink} to={paths.login.path}>
                  {t('login.submit')}
                </Link>
              </Typography>
            </Stack>
          )}
          {mode === 'forgotPassword' && (
            <Suspense fallback={<FormFallback label={t('login.loadingForgotPassword')} />}>
              <ForgotPasswordForm
                requiresCaptcha={requiresCaptcha}
                onBack={() => void navigate(paths.login.path)}
              />
            </Suspense>
          )}
        </Paper>
      </Box>
    </Box>
  );
};
