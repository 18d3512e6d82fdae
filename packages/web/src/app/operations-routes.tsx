import type { RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from './routes/error-route.tsx';

/**
 * The operations console (issue 15; decision 0049): the routes of its own page, operations.html (issue 50), so no
 * trader's page can reach its code.
 */
const consoleRoutes: RouteObject = {
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
      path: 'feeds',
      lazy: async () => ({
        Component: (await import('./routes/operations-route.tsx')).OperationsFeedsRoute,
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
      path: 'jobs',
      lazy: async () => ({
        Component: (await import('./routes/operations-route.tsx')).OperationsJobsRoute,
      }),
    },
    {
      path: 'audit',
      lazy: async () => ({
        Component: (await import('./routes/operations-route.tsx')).OperationsAuditRoute,
      }),
    },
  ],
};

export const operationsRoutes: RouteObject[] = [
  {
    // An operator's invitation link: the console's code, but outside its shell (the invitee has no session yet).
    path: '/ops/join/:token',
    lazy: async () => ({ Component: (await import('./routes/operations-route.tsx')).OperationsJoinRoute }),
    errorElement: <RouteErrorPage />,
  },
  consoleRoutes,
  { path: '*', element: <NotFoundPage /> },
];
