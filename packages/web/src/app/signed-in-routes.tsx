import type { RouteObject } from 'react-router';
import { paths } from '#config/paths.ts';
import type { RouteHandle } from './route-handle.ts';

/** Home's and My Calculators' reads (routes/calculators-loader.ts), loaded beside the page's code. */
const calculatorsLoader = async () => (await import('./routes/calculators-loader.ts')).calculatorsLoader;

/**
 * The pages inside the signed-in frame, each loaded on demand; `handle.title` names the page in the header. A page
 * whose first paint carries figures declares its reads as a loader (issue 50).
 */
export const signedInPages: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: {
      loader: calculatorsLoader,
      Component: async () => (await import('./routes/home-route.tsx')).HomeRoute,
    },
    handle: { title: paths.home.title } satisfies RouteHandle,
  },
  {
    path: paths.prices.path,
    lazy: async () => ({ Component: (await import('./routes/prices-route.tsx')).PricesRoute }),
    handle: { title: paths.prices.title } satisfies RouteHandle,
  },
  {
    path: paths.calculators.path,
    lazy: {
      loader: calculatorsLoader,
      Component: async () => (await import('./routes/calculators-route.tsx')).CalculatorsRoute,
    },
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
    lazy: {
      loader: async () => (await import('./routes/account-loader.ts')).accountLoader,
      Component: async () => (await import('./routes/account-route.tsx')).AccountRoute,
    },
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
];
