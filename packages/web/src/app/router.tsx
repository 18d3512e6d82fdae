import { createBrowserRouter, matchRoutes, RouterProvider, type Path, type RouteObject } from 'react-router';
import { paintedPath, releaseLastScreen } from '#lib/last-screen.ts';
import { paths } from '#config/paths.ts';
import { wantAppMessages } from '#lib/i18n/locale-state.ts';
import { readAccessToken } from '../features/auth/stores/session-store.ts';
import { RequireSignIn } from './layouts/require-sign-in.tsx';
import { ErrorRoute, RouteErrorPage, NotFoundPage } from './routes/error-route.tsx';
import { LoginRoute } from './routes/login-route.tsx';
import { signedInPages } from './signed-in-routes.tsx';

const signedInRoutesId = 'signed-in';

// The login page is in the entry chunk; everything behind sign-in loads on demand to keep it small.
const appRoutes: RouteObject[] = [
  { path: paths.login.path, element: <LoginRoute mode="login" />, errorElement: <RouteErrorPage /> },
  { path: paths.register.path, element: <LoginRoute mode="register" />, errorElement: <RouteErrorPage /> },
  {
    path: paths.forgotPassword.path,
    element: <LoginRoute mode="forgotPassword" />,
    errorElement: <RouteErrorPage />,
  },
  {
    path: paths.resetPassword.path,
    lazy: async () => ({
      Component: (await import('./routes/reset-password-route.tsx')).ResetPasswordRoute,
    }),
    errorElement: <RouteErrorPage />,
  },
  { path: paths.error.path, element: <ErrorRoute />, errorElement: <RouteErrorPage /> },
  {
    path: paths.oauthConsent.path,
    lazy: async () => ({ Component: (await import('./routes/oauth-consent-route.tsx')).OauthConsentRoute }),
    errorElement: <RouteErrorPage />,
  },
  {
    path: paths.oauthError.path,
    lazy: async () => ({ Component: (await import('./routes/oauth-error-route.tsx')).OauthErrorRoute }),
    errorElement: <RouteErrorPage />,
  },
  {
    path: paths.alertUnsubscribe.path,
    lazy: async () => ({
      Component: (await import('./routes/alert-unsubscribe-route.tsx')).AlertUnsubscribeRoute,
    }),
    errorElement: <RouteErrorPage />,
  },
  {
    path: paths.sharedQuote.path,
    lazy: async () => ({ Component: (await import('./routes/shared-quote-route.tsx')).SharedQuoteRoute }),
    errorElement: <RouteErrorPage />,
  },
  {
    id: signedInRoutesId,
    element: <RequireSignIn />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // The frame's reads start as soon as their small module is in, beside the frame's code (issue 50).
        lazy: {
          loader: async () => (await import('./layouts/frame-loader.ts')).frameLoader,
          Component: async () => {
            // The signed-in app's messages in the reader's language come alongside the frame (issue 49).
            const [frame] = await Promise.all([import('./layouts/signed-in-frame.tsx'), wantAppMessages()]);
            return frame.SignedInFrame;
          },
        },
        children: signedInPages,
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Created after main.tsx has applied the start query (app/start-query.ts) to the address, and before React's first
 * render: the router asks for the route's code and starts its loaders' reads at once, while React renders the
 * providers, instead of after them (decision 0153). RequireSignIn sends a signed-out visitor to the login page;
 * doing it before the router starts also spares them the signed-in screens' code, which the router fetches for the
 * address it starts on (issue 18).
 */
const createAppRouter = () => {
  const signedInAddress = matchRoutes(appRoutes, window.location)?.some(
    (match) => match.route.id === signedInRoutesId,
  );
  if (signedInAddress === true && readAccessToken() === null)
    window.history.replaceState(null, '', paths.login.path);
  const router = createBrowserRouter(appRoutes);
  // The last screen painted before the code (decision 0067) is of one page: any other, or an error, takes it away.
  const releaseUnlessPainted = ({ location, errors }: { location: Location | Path; errors: unknown }) => {
    if (errors !== null || location.pathname !== paintedPath(document)) releaseLastScreen(document);
  };
  releaseUnlessPainted({ location: window.location, errors: null });
  router.subscribe(releaseUnlessPainted);
  return router;
};

/** The app's routes, started when this is called (once, by main.tsx). */
export const startAppRouter = () => {
  const router = createAppRouter();
  return <RouterProvider router={router} />;
};
