// Every route of the app, so links and redirects never spell a URL by hand.
export const paths = {
  home: { path: '/', title: 'Price Calculator' },
  login: { path: '/login', title: 'Login' },
  register: { path: '/register', title: 'Register' },
  forgotPassword: { path: '/forgot-password', title: 'Forgot Password' },
  resetPassword: { path: '/reset-password', title: 'Reset Password' },
  profile: { path: '/profile', title: 'My Profile' },
  calculators: { path: '/calculators', title: 'My Calculators' },
  newCalculator: { path: '/calculators/new', title: 'New Calculator' },
  compareCalculators: {
    path: '/calculators/compare',
    title: 'Compare Calculators',
    to: (ids: readonly string[]) => `/calculators/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  },
  calculator: {
    path: '/calculators/:calculatorId',
    title: 'PSC Calculator',
    to: (id: string) => `/calculators/${encodeURIComponent(id)}`,
  },
  editCalculator: {
    path: '/calculators/:calculatorId/edit',
    title: 'Edit Calculator',
    to: (id: string) => `/calculators/${encodeURIComponent(id)}/edit`,
  },
  quotes: { path: '/quotes', title: 'My Quotes' },
  quote: {
    path: '/quotes/:quoteId',
    title: 'Quote',
    to: (id: string) => `/quotes/${encodeURIComponent(id)}`,
  },
  alerts: { path: '/alerts', title: 'My Alerts' },
  // What an alert e-mail's unsubscribe link opens (docs/decisions/0048): public, no sign-in.
  alertUnsubscribe: { path: '/alerts/unsubscribe/:token', title: 'Alert e-mails' },
  matrices: { path: '/matrices', title: 'My Matrices' },
  newMatrix: { path: '/matrices/new', title: 'New Matrix' },
  matrix: {
    path: '/matrices/:matrixId',
    title: 'Parity Matrix',
    to: (id: string) => `/matrices/${encodeURIComponent(id)}`,
  },
  editMatrix: {
    path: '/matrices/:matrixId/edit',
    title: 'Edit Matrix',
    to: (id: string) => `/matrices/${encodeURIComponent(id)}/edit`,
  },
  // What a quote's share link opens (docs/decisions/0045): public, no sign-in.
  sharedQuote: { path: '/q/:token', title: 'Quote' },
  destinations: { path: '/destinations', title: 'My Destinations' },
  newDestination: { path: '/destinations/new', title: 'Add Destination' },
  destination: {
    path: '/destinations/:destinationId',
    title: 'Destination',
    to: (id: string) => `/destinations/${encodeURIComponent(id)}`,
  },
  editDestination: {
    path: '/destinations/:destinationId/edit',
    title: 'Edit Destination',
    to: (id: string) => `/destinations/${encodeURIComponent(id)}/edit`,
  },
  account: { path: '/account', title: 'Account' },
  personalisation: { path: '/personalisation', title: 'Personalisation' },
  audit: { path: '/account/audit', title: 'Audit Trail' },
  prices: { path: '/prices', title: 'Prices' },
  news: { path: '/news', title: 'My News' },
  newsItem: { path: '/news/:id', title: 'News Item' },
  howTo: { path: '/how-to', title: 'How to Use' },
  terms: { path: '/terms', title: 'Terms & Conditions' },
  error: { path: '/error', title: 'Error' },
  // The authorisation server's pages (account-and-billing.md §7), at the addresses the spec gives them.
  oauthConsent: { path: '/oauth/confirm_access', title: 'Connect an application' },
  oauthError: { path: '/oauth/error', title: 'Authorisation error' },
} as const;

export const newsItemPath = (id: string): string => `/news/${encodeURIComponent(id)}`;

const signedOutPaths: ReadonlySet<string> = new Set([
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.error.path,
  paths.oauthError.path,
]);

export const isSignedOutPath = (pathname: string): boolean => signedOutPaths.has(pathname);
