import { useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '#config/paths.ts';
import { readAccessToken } from '../features/auth/stores/session-store.ts';
import { RequireSignIn } from './layouts/require-sign-in.tsx';
import { ErrorRoute, RouteErrorPage, NotFoundPage } from './routes/error-route.tsx';
import { LoginRoute } from './routes/login-route.tsx';

export type RouteHandle = { title: string };

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
        lazy: async () => ({ Component: (await import('./layouts/signed-in-frame.tsx')).SignedInFrame }),
        children: [
          {
            path: paths.home.path,
            lazy: async () => ({ Component: (await import('./routes/home-route.tsx')).HomeRoute }),
            handle: { title: paths.home.title } satisfies RouteHandle,
          },
          {
            path: paths.prices.path,
            lazy: async () => ({ Component: (await import('./routes/prices-route.tsx')).PricesRoute }),
            handle: { title: paths.prices.title } satisfies RouteHandle,
          },
          {
            path: paths.calculators.path,
            lazy: async () => ({
              Component: (await import('./routes/calculators-route.tsx')).CalculatorsRoute,
            }),
            handle: { title: paths.calculators.title } satisfies RouteHandle,
          },
          {
            path: paths.newCalculator.path,
            lazy: async () => ({
              Component: (await import('./routes/new-calculator-route.tsx')).NewCalculatorRoute,
            }),
            handle: { title: paths.newCalculator.title } satisfies RouteHandle,
          },
          {
            path: paths.compareCalculators.path,
            lazy: async () => ({
              Component: (await import('./routes/compare-calculators-route.tsx')).CompareCalculatorsRoute,
            }),
            handle: { title: paths.compareCalculators.title } satisfies RouteHandle,
          },
          {
            path: paths.calculator.path,
            lazy: async () => ({
              Component: (await import('./routes/calculator-route.tsx')).CalculatorRoute,
            }),
            handle: { title: paths.calculator.title } satisfies RouteHandle,
          },
          {
            path: paths.editCalculator.path,
            lazy: async () => ({
              Component: (await import('./routes/edit-calculator-route.tsx')).EditCalculatorRoute,
            }),
            handle: { title: paths.editCalculator.title } satisfies RouteHandle,
          },
          {
            path: paths.quotes.path,
            lazy: async () => ({ Component: (await import('./routes/quotes-route.tsx')).QuotesRoute }),
            handle: { title: paths.quotes.title } satisfies RouteHandle,
          },
          {
            path: paths.quote.path,
            lazy: async () => ({ Component: (await import('./routes/quote-route.tsx')).QuoteRoute }),
            handle: { title: paths.quote.title } satisfies RouteHandle,
          },
          {
            path: paths.alerts.path,
            lazy: async () => ({ Component: (await import('./routes/alerts-route.tsx')).AlertsRoute }),
            handle: { title: paths.alerts.title } satisfies RouteHandle,
          },
          {
            path: paths.matrices.path,
            lazy: async () => ({ Component: (await import('./routes/matrices-route.tsx')).MatricesRoute }),
            handle: { title: paths.matrices.title } satisfies RouteHandle,
          },
          {
            path: paths.newMatrix.path,
            lazy: async () => {
              const { MatrixFormRoute } = await import('./routes/matrix-form-route.tsx');
              return { Component: () => <MatrixFormRoute mode="new" /> };
            },
            handle: { title: paths.newMatrix.title } satisfies RouteHandle,
          },
          {
            path: paths.matrix.path,
            lazy: async () => ({ Component: (await import('./routes/matrix-route.tsx')).MatrixRoute }),
            handle: { title: paths.matrix.title } satisfies RouteHandle,
          },
          {
            path: paths.editMatrix.path,
            lazy: async () => {
              const { MatrixFormRoute } = await import('./routes/matrix-form-route.tsx');
              return { Component: () => <MatrixFormRoute mode="edit" /> };
            },
            handle: { title: paths.editMatrix.title } satisfies RouteHandle,
          },
          {
            path: paths.destinations.path,
            lazy: async () => ({
              Component: (await import('./routes/destinations-route.tsx')).DestinationsRoute,
            }),
            handle: { title: paths.destinations.title } satisfies RouteHandle,
          },
          {
            path: paths.newDestination.path,
            lazy: async () => {
              const { DestinationFormRoute } = await import('./routes/destination-form-route.tsx');
              return { Component: () => <DestinationFormRoute mode="new" /> };
            },
            handle: { title: paths.newDestination.title } satisfies RouteHandle,
          },
          {
            path: paths.destination.path,
            lazy: async () => ({
              Component: (await import('./routes/destination-route.tsx')).DestinationRoute,
            }),
            handle: { title: paths.destination.title } satisfies RouteHandle,
          },
          {
            path: paths.editDestination.path,
            lazy: async () => {
              const { DestinationFormRoute } = await import('./routes/destination-form-route.tsx');
              return { Component: () => <DestinationFormRoute mode="edit" /> };
            },
            handle: { title: paths.editDestination.title } satisfies RouteHandle,
          },
          {
            path: paths.profile.path,
            lazy: async () => ({ Component: (await import('./routes/profile-route.tsx')).ProfileRoute }),
            handle: { title: paths.profile.title } satisfies RouteHandle,
          },
          {
            path: paths.account.path,
            lazy: async () => ({ Component: (await import('./routes/account-route.tsx')).AccountRoute }),
            handle: { title: paths.account.title } satisfies RouteHandle,
          },
          {
            path: paths.personalisation.path,
            lazy: async () => ({
              Component: (await import('./routes/personalisation-route.tsx')).PersonalisationRoute,
            }),
            handle: { title: paths.personalisation.title } satisfies RouteHandle,
          },
          {
            path: paths.audit.path,
            lazy: async () => ({ Component: (await import('./routes/audit-route.tsx')).AuditRoute }),
            handle: { title: paths.audit.title } satisfies RouteHandle,
          },
          {
            path: paths.news.path,
            lazy: async () => ({ Component: (await import('./routes/news-route.tsx')).NewsRoute }),
            handle: { title: paths.news.title } satisfies RouteHandle,
          },
          {
            path: paths.newsItem.path,
            lazy: async () => ({ Component: (await import('./routes/news-route.tsx')).NewsRoute }),
            handle: { title: paths.news.title } satisfies RouteHandle,
          },
          {
            path: paths.howTo.path,
            lazy: async () => ({ Component: (await import('./routes/how-to-route.tsx')).HowToRoute }),
            handle: { title: paths.howTo.title } satisfies RouteHandle,
          },
          {
            path: paths.terms.path,
            lazy: async () => ({ Component: (await import('./routes/terms-route.tsx')).TermsRoute }),
            handle: { title: paths.terms.title } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
  {
    // An operator's invitation link: the console's code, but outside its shell (the invitee has no session yet).
    path: '/ops/join/:token',
    lazy: async () => ({ Component: (await import('./routes/operations-route.tsx')).OperationsJoinRoute }),
    errorElement: <RouteErrorPage />,
  },
  {
    // The operations console (issue 15; decision 0049): one lazy tree of its own, never loaded by a trader's pages.
    path: '/ops',
    lazy: async () => ({ Component: (await import('./routes/operations-route.tsx')).OperationsRoute }),
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsHomeRoute,
        }),
      },
      {
        path: 'market',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsMarketRoute,
        }),
      },
      {
        path: 'settings',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsSettingsRoute,
        }),
      },
      {
        path: 'operators',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsOperatorsRoute,
        }),
      },
      {
        path: 'news',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsNewsRoute,
        }),
      },
      {
        path: 'rules',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsRulesRoute,
        }),
      },
      {
        path: 'rules/:tableId',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsRuleTableRoute,
        }),
      },
      {
        path: 'accounts',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsAccountsRoute,
        }),
      },
      {
        path: 'accounts/:accountId',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsAccountRoute,
        }),
      },
      {
        path: 'audit',
        lazy: async () => ({
          Component: (await import('./routes/operations-route.tsx')).OperationsAuditRoute,
        }),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Created on first render, after main.tsx has applied the start query (app/start-query.ts) to the address.
 * RequireSignIn sends a signed-out visitor to the login page; doing it before the router starts also spares them
 * the signed-in screens' code, which the router fetches for the address it starts on (issue 18).
 */
const createAppRouter = () => {
  const signedInAddress = matchRoutes(appRoutes, window.location)?.some(
    (match) => match.route.id === signedInRoutesId,
  );
  if (signedInAddress === true && readAccessToken() === null)
    window.history.replaceState(null, '', paths.login.path);
  return createBrowserRouter(appRoutes);
};

export const AppRouter = () => {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
};
