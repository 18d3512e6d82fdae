import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPricingDay } from '../../test/calculator-fixtures.ts';
import {
  addMember,
  bearer,
  createPaidAccount,
  createTestApp,
  registerAccount,
  signIn,
  uniqueEmail,
  type Member,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * Roles (account-and-billing.md §6), Viewer writes and locked accounts (§4), and tenant isolation, through HTTP
 * on every documented /api/v1 call. A new call fails the inventory test until it is placed in this matrix.
 */
let t: TestApp;
beforeAll(async () => {
  // Dozens of sign-ins from 127.0.0.1: keep the per-address limit out of the way.
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: '10000' });
  // Calculators need periods and prices: a fixed day on which New York #11 Mar-27 trades, and the demo publication.
  await onPricingDay(t);
});
afterAll(() => t.close());

type Role = 'defaultAdmin' | 'admin' | 'user' | 'viewer';
type Desk = { accountId: string; members: Record<Role, Member> };

const newDesk = async (): Promise<Desk> => {
  const { accountId, admin } = await createPaidAccount(t, { licences: 10 });
  return {
    accountId,
    members: {
      defaultAdmin: admin,
      admin: await addMember(t, admin, 'A'),
      user: await addMember(t, admin, 'U'),
      viewer: await addMember(t, admin, 'V'),
    },
  };
};

/** A well-formed credential answering a challenge this server never gave: refused the same for every role. */
const unansweredPasskey = {
  name: 'Laptop',
  credential: {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: {
      clientDataJSON: Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: 'never-issued', origin: 'http://psc.test' }),
      ).toString('base64url'),
      attestationObject: 'AAAA',
    },
  },
};

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
type MatrixRow = {
  route: string;
  /** Builds the request for a caller; `target` is a throwaway Viewer of the caller's account. */
  call: (caller: Member, desk: Desk, target: Member) => Call;
  expected: Record<Role, number>;
};

const billing = {
  firstName: 'A',
  lastName: 'B',
  companyName: 'C',
  country: 'GB',
  city: 'London',
  postcode: 'EC1A 1BB',
  streetAddress: '1 Sugar Lane',
};
const all = (status: number): Record<Role, number> => ({
  defaultAdmin: status,
  admin: status,
  user: status,
  viewer: status,
});
const writers = (status: number): Record<Role, number> => ({
  defaultAdmin: status,
  admin: status,
  user: status,
  viewer: 403,
});
const unknownDestinationMatrix = {
  name: 'Parity',
  currencyCode: 'USD',
  origins: [{ contractId: 'BrazilSRP' }],
  destinationIds: ['XXNOPE'],
  periodCount: 1,
};
const newCalculator = {
  name: 'Matrix',
  contractId: 'NewYork11',
  periodId: 'Mar-27',
  originRegionId: 'South America',
  originCountryId: '076',
  originPortId: 'BRSSZ',
  destinationId: 'USNYC',
  currencyCode: 'USD',
};
const newDestination = {
  name: 'Matrix',
  region: 'North America',
  country: '840',
  arrivalPortId: 'USNYC',
  currencyCode: 'USD',
  perTonLandFreightCostAsString: '1',
  destinationCostAsString: '2',
};
const administrators = (status: number): Record<Role, number> => ({
  defaultAdmin: status,
  admin: status,
  user: 403,
  viewer: 403,
});

const matrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/accounts/me',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/me' }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/accounts/use',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/use' }),
    expected: all(200),
  },
  {
    route: 'PUT /api/v1/accounts/',
    call: () => ({ method: 'PUT', url: '/api/v1/accounts/', payload: billing }),
    expected: administrators(200),
  },
  {
    route: 'DELETE /api/v1/accounts/',
    // A wrong confirmation: the default admin gets past every guard to the check of the typed name.
    call: () => ({ method: 'DELETE', url: '/api/v1/accounts/', payload: { confirmation: 'not the name' } }),
    expected: { defaultAdmin: 400, admin: 403, user: 403, viewer: 403 },
  },
  {
    route: 'GET /api/v1/accounts/financeterms',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/financeterms' }),
    expected: all(200),
  },
  {
    route: 'PUT /api/v1/accounts/financeterms',
    call: () => ({ method: 'PUT', url: '/api/v1/accounts/financeterms', payload: { paymentDays: 45 } }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/v1/accounts/billingEmail',
    call: (caller) => ({
      method: 'PUT',
      url: '/api/v1/accounts/billingEmail',
      payload: { userId: caller.id },
    }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/v1/accounts/defaultAdmin',
    call: (caller) => ({
      method: 'PUT',
      url: '/api/v1/accounts/defaultAdmin',
      payload: { userId: caller.id },
    }),
    expected: { defaultAdmin: 200, admin: 403, user: 403, viewer: 403 },
  },
  {
    route: 'GET /api/v1/accounts/audit',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/audit' }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/accounts/audit.csv',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/audit.csv' }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/users',
    call: () => ({ method: 'GET', url: '/api/v1/users' }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/v1/users',
    call: () => ({
      method: 'POST',
      url: '/api/v1/users',
      payload: { email: uniqueEmail('matrix'), firstname: 'M', lastname: 'X', permissions: 'V' },
    }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/users/me',
    call: () => ({ method: 'GET', url: '/api/v1/users/me' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/users/{userId}',
    call: (_caller, _desk, target) => ({ method: 'GET', url: `/api/v1/users/${target.id}` }),
    expected: administrators(200),
  },
  {
    route: 'DELETE /api/v1/users/{userId}',
    call: (_caller, _desk, target) => ({ method: 'DELETE', url: `/api/v1/users/${target.id}` }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/v1/users/details',
    call: (_caller, _desk, target) => ({
      method: 'PUT',
      url: '/api/v1/users/details',
      payload: { id: target.id, firstname: 'N', lastname: 'M' },
    }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/v1/users/detailsAndPermissions',
    call: (_caller, _desk, target) => ({
      method: 'PUT',
      url: '/api/v1/users/detailsAndPermissions',
      payload: { id: target.id, firstname: 'N', lastname: 'M', permissions: 'V' },
    }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/settings/personalisation',
    call: () => ({ method: 'GET', url: '/api/v1/settings/personalisation' }),
    expected: all(200),
  },
  {
    route: 'PUT /api/v1/settings/personalisation',
    call: () => ({
      method: 'PUT',
      url: '/api/v1/settings/personalisation',
      payload: { dateFormatTarget: 'accountDateFormat', accountDateFormat: 'yyyy-mm-dd' },
    }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/settings/language',
    call: () => ({ method: 'GET', url: '/api/v1/settings/language' }),
    expected: all(200),
  },
  {
    route: 'PUT /api/v1/settings/language',
    call: () => ({ method: 'PUT', url: '/api/v1/settings/language', payload: { accountLanguage: 'es' } }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/v1/users/details/password',
    call: (caller) => ({
      method: 'PUT',
      url: '/api/v1/users/details/password',
      payload: { id: caller.id, password: caller.password },
    }),
    // Their own profile: every role reaches the password-history check (409 for a reused password).
    expected: all(409),
  },
  {
    route: 'POST /api/v1/users/details/checkpassworduse',
    call: (caller) => ({
      method: 'POST',
      url: '/api/v1/users/details/checkpassworduse',
      payload: { id: caller.id, password: 'never used before here' },
    }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/accounts/otp/profile/{personId}',
    call: (_caller, _desk, target) => ({ method: 'GET', url: `/api/v1/accounts/otp/profile/${target.id}` }),
    expected: administrators(200),
  },
  {
    route: 'DELETE /api/v1/accounts/otp/delete/{personId}',
    call: (_caller, _desk, target) => ({ method: 'DELETE', url: `/api/v1/accounts/otp/delete/${target.id}` }),
    expected: administrators(200),
  },
  {
    route: 'DELETE /api/v1/accounts/passkeys/{personId}',
    call: (_caller, _desk, target) => ({ method: 'DELETE', url: `/api/v1/accounts/passkeys/${target.id}` }),
    expected: administrators(200),
  },
  {
    route: 'DELETE /api/v1/accounts/lockout/{personId}',
    call: (_caller, _desk, target) => ({ method: 'DELETE', url: `/api/v1/accounts/lockout/${target.id}` }),
    expected: administrators(200),
  },
  // Two-step verification of the caller's own profile: every role.
  {
    route: 'GET /api/v1/otp/profile/{ts}',
    call: () => ({ method: 'GET', url: '/api/v1/otp/profile/1' }),
    expected: all(200),
  },
  {
    route: 'POST /api/v1/otp/setget',
    call: () => ({ method: 'POST', url: '/api/v1/otp/setget' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/otp/check/{sixDigitCode}',
    call: () => ({ method: 'GET', url: '/api/v1/otp/check/000000' }),
    expected: all(200),
  },
  {
    route: 'POST /api/v1/otp/recoverycodes',
    call: () => ({ method: 'POST', url: '/api/v1/otp/recoverycodes' }),
    expected: all(409),
  },
  {
    route: 'DELETE /api/v1/otp/delete',
    call: () => ({ method: 'DELETE', url: '/api/v1/otp/delete' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/checkSessionToken',
    call: () => ({ method: 'GET', url: '/api/v1/checkSessionToken' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/appsetting',
    call: () => ({ method: 'GET', url: '/api/v1/appsetting' }),
    expected: all(200),
  },
  // News (calculators.md §7): every role reads; content is gated by account status inside the use case.
  { route: 'GET /api/v1/news', call: () => ({ method: 'GET', url: '/api/v1/news' }), expected: all(200) },
  {
    route: 'GET /api/v1/news/{id}',
    call: () => ({ method: 'GET', url: `/api/v1/news/${randomUUID()}` }),
    expected: all(404),
  },
  // Market data (merged from branch market): reference reads for every role.
  {
    route: 'GET /api/v1/accounts/currencies',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/currencies' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/accounts/currencies/zdcodes',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/currencies/zdcodes' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/contract/periods/CashMarketPrices',
    call: () => ({ method: 'GET', url: '/api/v1/contract/periods/CashMarketPrices' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/contract/periods/WhitePremium',
    call: () => ({ method: 'GET', url: '/api/v1/contract/periods/WhitePremium' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/contract/periods/{contractId}',
    call: () => ({ method: 'GET', url: '/api/v1/contract/periods/NewYork11' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/market-data/freshness',
    call: () => ({ method: 'GET', url: '/api/v1/market-data/freshness' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/contract/types',
    call: () => ({ method: 'GET', url: '/api/v1/contract/types' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/currencies/',
    call: () => ({ method: 'GET', url: '/api/v1/currencies/' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/destination/global/countries',
    call: () => ({ method: 'GET', url: '/api/v1/destination/global/countries' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/destination/global/countries/{country}/destinations',
    call: () => ({ method: 'GET', url: '/api/v1/destination/global/countries/076/destinations' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/destination/global/countries/{country}/origins',
    call: () => ({ method: 'GET', url: '/api/v1/destination/global/countries/076/origins' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/destination/global/destinations',
    call: () => ({ method: 'GET', url: '/api/v1/destination/global/destinations' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/destination/global/origins',
    call: () => ({ method: 'GET', url: '/api/v1/destination/global/origins' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/destination/global/regions/{region}/countries',
    call: () => ({ method: 'GET', url: '/api/v1/destination/global/regions/Europe/countries' }),
    expected: all(200),
  },
  // Billing (issue 7): catalogue and quotes for everyone; purchases, cards and invoices for administrators.
  {
    route: 'GET /api/v1/products/{productPersistentId}',
    call: () => ({ method: 'GET', url: '/api/v1/products/soluser' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/products/price',
    call: () => ({ method: 'GET', url: '/api/v1/products/price?numberOfUsers=10&planId=3' }),
    expected: all(200),
  },
  { route: 'GET /api/v1/plans', call: () => ({ method: 'GET', url: '/api/v1/plans' }), expected: all(200) },
  {
    route: 'GET /api/v1/plans/current',
    call: () => ({ method: 'GET', url: '/api/v1/plans/current' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/stripepk',
    call: () => ({ method: 'GET', url: '/api/v1/stripepk' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/account/subscriptionDetails',
    call: () => ({ method: 'GET', url: '/api/v1/account/subscriptionDetails' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/accounts/checkcoupon',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/checkcoupon?coupon=NONE' }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/v1/accounts/subscriptions',
    call: () => ({
      method: 'PUT',
      url: '/api/v1/accounts/subscriptions',
      payload: { planId: 3, numberOfUsers: 10, currency: 'USD', paymentFrequency: 'Monthly' },
    }),
    expected: administrators(200),
  },
  {
    route: 'DELETE /api/v1/accounts/subscriptions',
    // Ten licences are more than Free allows: the default admin gets past every guard to that refusal.
    call: () => ({ method: 'DELETE', url: '/api/v1/accounts/subscriptions' }),
    expected: { defaultAdmin: 409, admin: 403, user: 403, viewer: 403 },
  },
  {
    route: 'PUT /api/v1/purchases/clear',
    call: () => ({ method: 'PUT', url: '/api/v1/purchases/clear' }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/v1/accounts/subscriptions/pay-due',
    // Nothing is owed: an administrator gets past every guard to that refusal.
    call: () => ({
      method: 'POST',
      url: '/api/v1/accounts/subscriptions/pay-due',
      payload: { purchaseId: '00000000-0000-4000-8000-000000000000' },
    }),
    expected: administrators(409),
  },
  {
    route: 'POST /api/v1/paymentmethods/createintent',
    call: () => ({ method: 'POST', url: '/api/v1/paymentmethods/createintent' }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/paymentmethods',
    call: () => ({ method: 'GET', url: '/api/v1/paymentmethods' }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/v1/paymentmethods/{id}',
    call: () => ({ method: 'PUT', url: '/api/v1/paymentmethods/pm_unknown' }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/v1/paymentmethods/{id}',
    call: () => ({ method: 'DELETE', url: '/api/v1/paymentmethods/pm_unknown' }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/v1/accounts/invoices',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/invoices' }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/accounts/myInvoices',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/myInvoices' }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/accounts/{accountId}/invoices',
    call: (_caller, desk) => ({ method: 'GET', url: `/api/v1/accounts/${desk.accountId}/invoices` }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/accounts/invoices/{invoiceId}',
    call: () => ({ method: 'GET', url: `/api/v1/accounts/invoices/${randomUUID()}` }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/v1/accounts/invoices/{invoiceId}/pdf',
    call: () => ({ method: 'GET', url: `/api/v1/accounts/invoices/${randomUUID()}/pdf` }),
    expected: administrators(404),
  },
  // Calculators and destinations (calculators.md §7): each user's own; writers reach the use case, Viewers only read.
  {
    route: 'GET /api/v1/calculator/all',
    call: () => ({ method: 'GET', url: '/api/v1/calculator/all' }),
    expected: all(200),
  },
  {
    route: 'PUT /api/v1/calculator/all',
    call: () => ({ method: 'PUT', url: '/api/v1/calculator/all' }),
    expected: writers(200),
  },
  {
    route: 'PUT /api/v1/calculator/calculateall',
    call: () => ({ method: 'PUT', url: '/api/v1/calculator/calculateall' }),
    expected: writers(200),
  },
  {
    route: 'POST /api/v1/calculator',
    call: () => ({ method: 'POST', url: '/api/v1/calculator', payload: newCalculator }),
    expected: writers(200),
  },
  {
    route: 'PUT /api/v1/calculator/{calculatorId}',
    call: () => ({ method: 'PUT', url: `/api/v1/calculator/${randomUUID()}`, payload: newCalculator }),
    expected: writers(404),
  },
  {
    route: 'DELETE /api/v1/calculator/{calculatorId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/calculator/${randomUUID()}` }),
    expected: writers(404),
  },
  {
    route: 'PUT /api/v1/calculator/{calculatorId}/{name}',
    call: () => ({ method: 'PUT', url: `/api/v1/calculator/${randomUUID()}/tons?value=5` }),
    expected: writers(404),
  },
  {
    route: 'PUT /api/v1/calculator/{calculatorId}/costblock/{custom}/{name}',
    call: () => ({
      method: 'PUT',
      url: `/api/v1/calculator/${randomUUID()}/costblock/true/SeaFreight?value=5`,
    }),
    expected: writers(404),
  },
  {
    route: 'PUT /api/v1/calculator/{calculatorId}/costblock/activity/{active}/{name}',
    call: () => ({ method: 'PUT', url: `/api/v1/calculator/${randomUUID()}/costblock/activity/false/Duty` }),
    expected: writers(404),
  },
  {
    route: 'POST /api/v1/calculator/{calculatorId}/downloadascsv',
    call: () => ({ method: 'POST', url: `/api/v1/calculator/${randomUUID()}/downloadascsv` }),
    expected: all(404),
  },
  {
    route: 'POST /api/v1/calculator/{calculatorId}/downloadasexcel',
    call: () => ({ method: 'POST', url: `/api/v1/calculator/${randomUUID()}/downloadasexcel` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/accounts/otp/policy',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/otp/policy' }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/v1/accounts/otp/policy',
    call: () => ({ method: 'PUT', url: '/api/v1/accounts/otp/policy', payload: { requireTwoFactor: false } }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/v1/accounts/apikeys',
    call: () => ({ method: 'GET', url: '/api/v1/accounts/apikeys' }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/v1/accounts/apikeys',
    call: () => ({
      method: 'POST',
      url: '/api/v1/accounts/apikeys',
      payload: { name: 'Matrix', scopes: ['prices:read'] },
    }),
    expected: administrators(201),
  },
  {
    route: 'DELETE /api/v1/accounts/apikeys/{keyId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/accounts/apikeys/${randomUUID()}` }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/v1/feeds/calculators.csv',
    call: () => ({ method: 'GET', url: '/api/v1/feeds/calculators.csv' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/feeds/calculators.json',
    call: () => ({ method: 'GET', url: '/api/v1/feeds/calculators.json' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/feeds/board.csv',
    call: () => ({ method: 'GET', url: '/api/v1/feeds/board.csv?contract=NewYork11' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/feeds/board.json',
    call: () => ({ method: 'GET', url: '/api/v1/feeds/board.json?contract=London5' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/sessions',
    call: () => ({ method: 'GET', url: '/api/v1/sessions' }),
    expected: all(200),
  },
  {
    route: 'DELETE /api/v1/sessions/{sessionId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/sessions/${randomUUID()}` }),
    expected: all(404),
  },
  {
    // Ends the caller's other sessions and keeps this one: every role may, Viewers included.
    route: 'DELETE /api/v1/sessions',
    call: () => ({ method: 'DELETE', url: '/api/v1/sessions' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/calculator/{calculatorId}/history',
    call: () => ({ method: 'GET', url: `/api/v1/calculator/${randomUUID()}/history` }),
    expected: all(404),
  },
  {
    route: 'POST /api/v1/calculator/{calculatorId}/quotes',
    call: () => ({
      method: 'POST',
      url: `/api/v1/calculator/${randomUUID()}/quotes`,
      payload: { validUntil: Date.parse('2026-11-27T00:00:00Z') },
    }),
    expected: writers(404),
  },
  {
    route: 'POST /api/v1/matrices/{matrixId}/quotes',
    call: () => ({
      method: 'POST',
      url: `/api/v1/matrices/${randomUUID()}/quotes`,
      payload: { validUntil: Date.parse('2026-11-27T00:00:00Z'), origin: 0, destination: 0, position: 1 },
    }),
    expected: writers(404),
  },
  {
    route: 'GET /api/v1/quotes',
    call: () => ({ method: 'GET', url: '/api/v1/quotes' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/quotes/{quoteId}',
    call: () => ({ method: 'GET', url: `/api/v1/quotes/${randomUUID()}` }),
    expected: all(404),
  },
  {
    route: 'DELETE /api/v1/quotes/{quoteId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/quotes/${randomUUID()}` }),
    expected: writers(404),
  },
  {
    route: 'PUT /api/v1/quotes/{quoteId}/actuals',
    call: () => ({ method: 'PUT', url: `/api/v1/quotes/${randomUUID()}/actuals`, payload: { actuals: [] } }),
    expected: writers(404),
  },
  {
    route: 'POST /api/v1/quotes/{quoteId}/share',
    call: () => ({ method: 'POST', url: `/api/v1/quotes/${randomUUID()}/share`, payload: {} }),
    expected: writers(404),
  },
  {
    route: 'DELETE /api/v1/quotes/{quoteId}/share',
    call: () => ({ method: 'DELETE', url: `/api/v1/quotes/${randomUUID()}/share` }),
    expected: writers(404),
  },
  {
    route: 'GET /api/v1/quotes/{quoteId}/quote.pdf',
    call: () => ({ method: 'GET', url: `/api/v1/quotes/${randomUUID()}/quote.pdf` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/quotes/{quoteId}/quote.xlsx',
    call: () => ({ method: 'GET', url: `/api/v1/quotes/${randomUUID()}/quote.xlsx` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/matrices',
    call: () => ({ method: 'GET', url: '/api/v1/matrices' }),
    expected: all(200),
  },
  {
    // A matrix naming a destination that does not exist: refused the same for every writer.
    route: 'POST /api/v1/matrices',
    call: () => ({ method: 'POST', url: '/api/v1/matrices', payload: unknownDestinationMatrix }),
    expected: writers(400),
  },
  {
    route: 'GET /api/v1/matrices/{matrixId}',
    call: () => ({ method: 'GET', url: `/api/v1/matrices/${randomUUID()}` }),
    expected: all(404),
  },
  {
    route: 'PUT /api/v1/matrices/{matrixId}',
    call: () => ({
      method: 'PUT',
      url: `/api/v1/matrices/${randomUUID()}`,
      payload: unknownDestinationMatrix,
    }),
    expected: writers(404),
  },
  {
    route: 'DELETE /api/v1/matrices/{matrixId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/matrices/${randomUUID()}` }),
    expected: writers(404),
  },
  {
    route: 'GET /api/v1/matrices/{matrixId}/prices',
    call: () => ({ method: 'GET', url: `/api/v1/matrices/${randomUUID()}/prices` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/matrices/{matrixId}/matrix.xlsx',
    call: () => ({ method: 'GET', url: `/api/v1/matrices/${randomUUID()}/matrix.xlsx` }),
    expected: all(404),
  },
  {
    route: 'POST /api/v1/matrices/{matrixId}/calculators',
    call: () => ({
      method: 'POST',
      url: `/api/v1/matrices/${randomUUID()}/calculators`,
      payload: { origin: 0, destination: 0, position: 1 },
    }),
    expected: writers(404),
  },
  {
    route: 'GET /api/v1/alerts',
    call: () => ({ method: 'GET', url: '/api/v1/alerts' }),
    expected: all(200),
  },
  {
    // A user's own alerts change nothing of the account: every role may keep them (decision 0048).
    route: 'POST /api/v1/alerts',
    call: () => ({
      method: 'POST',
      url: '/api/v1/alerts',
      payload: {
        kind: 'boardPrice',
        contractId: 'NewYork11',
        periodId: 'Zzz-99',
        direction: 'above',
        level: 1,
      },
    }),
    expected: all(400),
  },
  {
    route: 'PUT /api/v1/alerts/{alertId}',
    call: () => ({ method: 'PUT', url: `/api/v1/alerts/${randomUUID()}`, payload: { paused: true } }),
    expected: all(404),
  },
  {
    route: 'DELETE /api/v1/alerts/{alertId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/alerts/${randomUUID()}` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/alert-channels',
    call: () => ({ method: 'GET', url: '/api/v1/alert-channels' }),
    expected: all(200),
  },
  {
    // A user's own chat channels, like their alerts (decision 0125); a plain-HTTP URL stops at validation.
    route: 'POST /api/v1/alert-channels',
    call: () => ({
      method: 'POST',
      url: '/api/v1/alert-channels',
      payload: { kind: 'slack', name: 'Matrix', url: 'http://127.0.0.1/slack' },
    }),
    expected: all(400),
  },
  {
    // A user's own channel's settings (decision 0135); an account channel's are an administrator's.
    route: 'PUT /api/v1/alert-channels/{channelId}',
    call: () => ({
      method: 'PUT',
      url: `/api/v1/alert-channels/${randomUUID()}`,
      payload: { publicationNotices: true },
    }),
    expected: all(404),
  },
  {
    route: 'POST /api/v1/alert-channels/{channelId}/resume',
    call: () => ({ method: 'POST', url: `/api/v1/alert-channels/${randomUUID()}/resume` }),
    expected: all(404),
  },
  {
    route: 'DELETE /api/v1/alert-channels/{channelId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/alert-channels/${randomUUID()}` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/webhooks',
    call: () => ({ method: 'GET', url: '/api/v1/webhooks' }),
    expected: administrators(200),
  },
  {
    // Customer webhooks are the account's (decision 0126); a loopback target stops at the address check.
    route: 'POST /api/v1/webhooks',
    call: () => ({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: 'https://127.0.0.1/hook', events: ['alert.fired'] },
    }),
    expected: administrators(400),
  },
  {
    route: 'PUT /api/v1/webhooks/{webhookId}',
    call: () => ({ method: 'PUT', url: `/api/v1/webhooks/${randomUUID()}`, payload: { enabled: false } }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/v1/webhooks/{webhookId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/webhooks/${randomUUID()}` }),
    expected: administrators(404),
  },
  {
    route: 'POST /api/v1/webhooks/{webhookId}/rotate-secret',
    call: () => ({ method: 'POST', url: `/api/v1/webhooks/${randomUUID()}/rotate-secret`, payload: {} }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/v1/webhooks/{webhookId}/deliveries',
    call: () => ({ method: 'GET', url: `/api/v1/webhooks/${randomUUID()}/deliveries` }),
    expected: administrators(404),
  },
  {
    route: 'POST /api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/replay',
    call: () => ({
      method: 'POST',
      url: `/api/v1/webhooks/${randomUUID()}/deliveries/${randomUUID()}/replay`,
    }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/v1/notifications',
    call: () => ({ method: 'GET', url: '/api/v1/notifications' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/notifications/unread',
    call: () => ({ method: 'GET', url: '/api/v1/notifications/unread' }),
    expected: all(200),
  },
  {
    route: 'PUT /api/v1/notifications/read',
    call: () => ({ method: 'PUT', url: '/api/v1/notifications/read' }),
    expected: all(200),
  },
  {
    route: 'GET /api/v1/feeds/matrix.csv',
    call: () => ({ method: 'GET', url: `/api/v1/feeds/matrix.csv?matrix=${randomUUID()}` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/feeds/matrix.json',
    call: () => ({ method: 'GET', url: `/api/v1/feeds/matrix.json?matrix=${randomUUID()}` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/matrices/{matrixId}/history',
    call: () => ({
      method: 'GET',
      url: `/api/v1/matrices/${randomUUID()}/history?origin=0&destination=0&position=1`,
    }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/users/me/passkeys',
    call: () => ({ method: 'GET', url: '/api/v1/users/me/passkeys' }),
    expected: all(200),
  },
  {
    // The caller's own security: every role may add a passkey, Viewers included.
    route: 'POST /api/v1/users/me/passkeys/options',
    call: () => ({ method: 'POST', url: '/api/v1/users/me/passkeys/options' }),
    expected: all(200),
  },
  {
    route: 'POST /api/v1/users/me/passkeys',
    call: () => ({ method: 'POST', url: '/api/v1/users/me/passkeys', payload: unansweredPasskey }),
    expected: all(400),
  },
  {
    route: 'DELETE /api/v1/users/me/passkeys/{id}',
    call: () => ({ method: 'DELETE', url: `/api/v1/users/me/passkeys/${randomUUID()}` }),
    expected: all(404),
  },
  {
    route: 'GET /api/v1/oauth/authorization-request',
    // Any role may connect an application; an unknown one is refused the same for all.
    call: () => ({ method: 'GET', url: '/api/v1/oauth/authorization-request?client_id=psc-app-unknown' }),
    expected: all(400),
  },
  {
    route: 'GET /api/v1/destination/userdefined',
    call: () => ({ method: 'GET', url: '/api/v1/destination/userdefined' }),
    expected: all(200),
  },
  {
    route: 'POST /api/v1/destination/userdefined',
    call: () => ({ method: 'POST', url: '/api/v1/destination/userdefined', payload: newDestination }),
    expected: writers(200),
  },
  {
    route: 'PUT /api/v1/destination/userdefined',
    call: () => ({
      method: 'PUT',
      url: '/api/v1/destination/userdefined',
      payload: { ...newDestination, id: randomUUID() },
    }),
    expected: writers(404),
  },
  {
    route: 'DELETE /api/v1/destination/userdefined/{userDefinedDestinationId}',
    call: () => ({ method: 'DELETE', url: `/api/v1/destination/userdefined/${randomUUID()}` }),
    expected: writers(404),
  },
];

/** Sign-out revokes the caller's session, so it is tried last and on its own. */
const signOutRoute = 'GET /api/v1/invalidateToken';

const send = (token: string, call: Call) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: bearer(token),
    ...(call.payload ? { payload: call.payload } : {}),
  });

const documentedApiRoutes = async (): Promise<string[]> => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/v1'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
};

describe('route inventory', () => {
  it('every documented /api/v1 call is in the role matrix', async () => {
    expect(await documentedApiRoutes()).toEqual([...matrix.map((row) => row.route), signOutRoute].sort());
  });
});

describe('role matrix: default admin, administrator (A), Full User (U), Viewer (V) × every account call', () => {
  let desk: Desk;
  beforeAll(async () => {
    desk = await newDesk();
  });

  for (const row of matrix) {
    for (const role of ['defaultAdmin', 'admin', 'user', 'viewer'] as const) {
      it(`${row.route} as ${role} → ${row.expected[role]}`, async () => {
        const target = await addMember(t, desk.members.defaultAdmin, 'V', 'target', { signIn: false });
        const response = await send(
          desk.members[role].accessToken,
          row.call(desk.members[role], desk, target),
        );
        expect(response.statusCode, response.body).toBe(row.expected[role]);
        if (
          response.statusCode === 403 &&
          role === 'viewer' &&
          row.call(desk.members[role], desk, target).method !== 'GET'
        ) {
          expect(response.json().message).toBe('Insufficient privileges!!');
        }
      });
    }
  }

  it(`${signOutRoute} works for every role`, async () => {
    for (const role of ['defaultAdmin', 'admin', 'user', 'viewer'] as const) {
      const session = await signIn(t.app, desk.members[role].email, desk.members[role].password);
      expect(
        (await send(session.access_token, { method: 'GET', url: '/api/v1/invalidateToken' })).statusCode,
      ).toBe(200);
    }
  });
});

describe('a Viewer writes nothing but their own profile, anywhere', () => {
  it("every documented write answers 'Insufficient privileges!!' except the own-profile ones", async () => {
    const desk = await newDesk();
    const ownProfileWrites = new Set([
      'PUT /api/v1/users/details',
      'PUT /api/v1/users/details/password',
      'POST /api/v1/users/details/checkpassworduse',
      'PUT /api/v1/settings/personalisation',
      'PUT /api/v1/settings/language',
      'POST /api/v1/otp/setget',
      'POST /api/v1/otp/recoverycodes',
      'DELETE /api/v1/otp/delete',
      'DELETE /api/v1/sessions',
      'DELETE /api/v1/sessions/{sessionId}',
      'POST /api/v1/users/me/passkeys/options',
      'POST /api/v1/users/me/passkeys',
      'DELETE /api/v1/users/me/passkeys/{id}',
      // A user's own alerts and notifications (decision 0048).
      'POST /api/v1/alerts',
      'PUT /api/v1/alerts/{alertId}',
      'DELETE /api/v1/alerts/{alertId}',
      'PUT /api/v1/notifications/read',
      // A user's own chat channels (decision 0125).
      'POST /api/v1/alert-channels',
      'PUT /api/v1/alert-channels/{channelId}',
      'POST /api/v1/alert-channels/{channelId}/resume',
      'DELETE /api/v1/alert-channels/{channelId}',
      // Reads sent as POST by the spec: downloads.
      'POST /api/v1/calculator/{calculatorId}/downloadascsv',
      'POST /api/v1/calculator/{calculatorId}/downloadasexcel',
    ]);
    const writes = (await documentedApiRoutes()).filter((route) => !route.startsWith('GET '));
    expect(writes.length).toBeGreaterThan(8);
    for (const route of writes) {
      const [method, path] = route.split(' ') as [Call['method'], string];
      const response = await send(desk.members.viewer.accessToken, {
        method,
        url: path
          .replace(/\{(userId|personId)\}/, randomUUID())
          .replace('{ts}', '1')
          .replace('{sixDigitCode}', '000000'),
        payload: {},
      });
      if (ownProfileWrites.has(route)) expect(response.statusCode, route).not.toBe(403);
      else
        expect({ route, status: response.statusCode, message: response.json().message }).toEqual({
          route,
          status: 403,
          message: 'Insufficient privileges!!',
        });
    }
  });
});

describe('locked accounts reach only account, billing, session and user-me calls', () => {
  const allowedWhenLocked = new Set([
    'GET /api/v1/accounts/me',
    'GET /api/v1/accounts/use',
    'PUT /api/v1/accounts/',
    'DELETE /api/v1/accounts/',
    'PUT /api/v1/accounts/billingEmail',
    'GET /api/v1/accounts/audit',
    'GET /api/v1/accounts/audit.csv',
    'GET /api/v1/users',
    'GET /api/v1/users/me',
    'GET /api/v1/accounts/otp/profile/{personId}',
    'DELETE /api/v1/accounts/otp/delete/{personId}',
    'DELETE /api/v1/accounts/passkeys/{personId}',
    'DELETE /api/v1/accounts/lockout/{personId}',
    'GET /api/v1/settings/personalisation',
    'GET /api/v1/settings/language',
    'PUT /api/v1/settings/language',
    'GET /api/v1/checkSessionToken',
    'GET /api/v1/invalidateToken',
    'GET /api/v1/accounts/otp/policy',
    'PUT /api/v1/accounts/otp/policy',
    'GET /api/v1/accounts/apikeys',
    'DELETE /api/v1/accounts/apikeys/{keyId}',
    'GET /api/v1/sessions',
    'DELETE /api/v1/sessions',
    'DELETE /api/v1/sessions/{sessionId}',
    'GET /api/v1/users/me/passkeys',
    'POST /api/v1/users/me/passkeys/options',
    'POST /api/v1/users/me/passkeys',
    'DELETE /api/v1/users/me/passkeys/{id}',
    'GET /api/v1/appsetting',
    // Billing: a locked account must be able to see what it owes and pay it.
    'GET /api/v1/products/{productPersistentId}',
    'GET /api/v1/products/price',
    'GET /api/v1/plans',
    'GET /api/v1/plans/current',
    'GET /api/v1/stripepk',
    'GET /api/v1/account/subscriptionDetails',
    'GET /api/v1/accounts/checkcoupon',
    'PUT /api/v1/accounts/subscriptions',
    'PUT /api/v1/purchases/clear',
    'POST /api/v1/accounts/subscriptions/pay-due',
    'POST /api/v1/paymentmethods/createintent',
    'GET /api/v1/paymentmethods',
    'PUT /api/v1/paymentmethods/{id}',
    'DELETE /api/v1/paymentmethods/{id}',
    'GET /api/v1/accounts/invoices',
    'GET /api/v1/accounts/myInvoices',
    'GET /api/v1/accounts/{accountId}/invoices',
    'GET /api/v1/accounts/invoices/{invoiceId}',
    'GET /api/v1/accounts/invoices/{invoiceId}/pdf',
  ]);

  const lockedAdmin = async (state: 'freeExpired' | 'awaitingPayment' | 'cancelled') => {
    if (state === 'freeExpired') {
      const registered = await registerAccount(t.app);
      t.clock.advance(8 * 86_400_000);
      const tokens = await signIn(t.app, registered.email, registered.password);
      return { token: tokens.access_token, restore: () => t.clock.advance(-8 * 86_400_000) };
    }
    const { admin } = await createPaidAccount(t, { status: state === 'awaitingPayment' ? 1 : 3 });
    return { token: admin.accessToken, restore: () => undefined };
  };

  for (const state of ['freeExpired', 'awaitingPayment', 'cancelled'] as const) {
    it(`${state}: every other call is a clear 403`, async () => {
      const { token, restore } = await lockedAdmin(state);
      try {
        for (const route of await documentedApiRoutes()) {
          if (route === signOutRoute) continue;
          const [method, path] = route.split(' ') as [Call['method'], string];
          const response = await send(token, {
            method,
            url: path
              .replace(/\{(userId|personId)\}/, randomUUID())
              .replace('{ts}', '1')
              .replace('{sixDigitCode}', '000000'),
            ...(method === 'GET' ? {} : { payload: {} }),
          });
          const body: { reason?: string; accountState?: string; message?: string } = response.headers[
            'content-type'
          ]
            ?.toString()
            .startsWith('application/json')
            ? response.json()
            : {};
          if (allowedWhenLocked.has(route)) {
            expect(body.reason, route).not.toBe('account_locked');
          } else {
            expect({
              route,
              status: response.statusCode,
              reason: body.reason,
              state: body.accountState,
            }).toEqual({ route, status: 403, reason: 'account_locked', state });
            expect(body.message).toMatch(/free plan has expired|awaiting payment|cancelled/);
          }
        }
        expect((await send(token, { method: 'GET', url: '/api/v1/invalidateToken' })).statusCode).toBe(200);
      } finally {
        restore();
      }
    });
  }
});

describe('tenant isolation', () => {
  it("an administrator's calls with ids of another account read nothing and change nothing", async () => {
    const mine = await newDesk();
    const theirs = await newDesk();
    const token = mine.members.defaultAdmin.accessToken;
    const snapshot = async () => ({
      account: await t.deps.database.db.query.accounts.findFirst({
        where: (table, { eq }) => eq(table.id, theirs.accountId),
      }),
      persons: await t.deps.database.db.query.persons.findMany({
        where: (table, { eq }) => eq(table.accountId, theirs.accountId),
        orderBy: (table, { asc }) => [asc(table.id)],
      }),
    });
    const before = await snapshot();
    const foreignUser = theirs.members.user;
    const foreignAdmin = theirs.members.admin;

    const attempts: Array<[Call, number]> = [
      [{ method: 'GET', url: `/api/v1/users/${foreignUser.id}` }, 404],
      [{ method: 'DELETE', url: `/api/v1/users/${foreignUser.id}` }, 404],
      [
        {
          method: 'PUT',
          url: '/api/v1/users/details',
          payload: { id: foreignUser.id, firstname: 'Hacked', lastname: 'Name' },
        },
        404,
      ],
      [
        {
          method: 'PUT',
          url: '/api/v1/users/detailsAndPermissions',
          payload: { id: foreignUser.id, firstname: 'Hacked', lastname: 'Name', permissions: 'V' },
        },
        404,
      ],
      [{ method: 'PUT', url: '/api/v1/accounts/billingEmail', payload: { userId: foreignUser.id } }, 404],
      // The account's finance defaults are the caller's own: writing them leaves the other account's row alone.
      [
        {
          method: 'PUT',
          url: '/api/v1/accounts/financeterms',
          payload: { active: true, carryRatePerYear: 0.09 },
        },
        200,
      ],
      [{ method: 'PUT', url: '/api/v1/accounts/defaultAdmin', payload: { userId: foreignAdmin.id } }, 404],
      [
        {
          method: 'POST',
          url: '/api/v1/users/details/checkpassworduse',
          payload: { id: foreignUser.id, password: foreignUser.password },
        },
        403,
      ],
      [
        {
          method: 'PUT',
          url: '/api/v1/users/details/password',
          payload: { id: foreignUser.id, password: 'taken over by someone' },
        },
        403,
      ],
      [{ method: 'PUT', url: '/api/v1/accounts/', payload: { ...billing, id: theirs.accountId } }, 200],
      [
        {
          method: 'PUT',
          url: '/api/v1/settings/personalisation',
          payload: { dateFormatTarget: 'accountDateFormat', accountDateFormat: 'yy' },
        },
        200,
      ],
      [{ method: 'PUT', url: '/api/v1/settings/language', payload: { accountLanguage: 'ar' } }, 200],
    ];
    // Their chat channel and webhook (decisions 0125, 0126), written as their use cases would.
    const now = t.clock.now();
    const foreignChannel = await t.deps.alertChannelsRepository.insert({
      accountId: theirs.accountId,
      personId: null,
      createdBy: theirs.members.defaultAdmin.id,
      kind: 'slack',
      name: 'Theirs',
      sealedTarget: t.deps.secretBox.seal(JSON.stringify({ url: 'https://hooks.example.com/x' })),
      targetHint: 'hooks.example.com',
      verifiedAt: now,
      createdAt: now,
    });
    const foreignWebhook = await t.deps.webhooksRepository.insert({
      accountId: theirs.accountId,
      url: 'https://hooks.example.com/theirs',
      events: ['alert.fired'],
      sealedSecret: t.deps.secretBox.seal('whsec_theirs'),
      createdAt: now,
    });
    attempts.push(
      [{ method: 'DELETE', url: `/api/v1/alert-channels/${foreignChannel.id}` }, 404],
      [{ method: 'POST', url: `/api/v1/alert-channels/${foreignChannel.id}/resume` }, 404],
      [
        {
          method: 'PUT',
          url: `/api/v1/alert-channels/${foreignChannel.id}`,
          payload: { name: 'Mine now', publicationNotices: true },
        },
        404,
      ],
      [{ method: 'PUT', url: `/api/v1/webhooks/${foreignWebhook.id}`, payload: { enabled: false } }, 404],
      [{ method: 'DELETE', url: `/api/v1/webhooks/${foreignWebhook.id}` }, 404],
      [{ method: 'POST', url: `/api/v1/webhooks/${foreignWebhook.id}/rotate-secret`, payload: {} }, 404],
      [{ method: 'GET', url: `/api/v1/webhooks/${foreignWebhook.id}/deliveries` }, 404],
    );
    for (const [call, status] of attempts) {
      const response = await send(token, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(status);
      expect(response.body).not.toContain(foreignUser.email);
    }

    const users = (await send(token, { method: 'GET', url: '/api/v1/users' })).json<
      Array<{ accountId: string }>
    >();
    expect(users.every((user) => user.accountId === mine.accountId)).toBe(true);
    const audit = (await send(token, { method: 'GET', url: '/api/v1/accounts/audit?limit=500' })).body;
    const csv = (await send(token, { method: 'GET', url: '/api/v1/accounts/audit.csv' })).body;
    for (const member of Object.values(theirs.members)) {
      expect(audit).not.toContain(member.email);
      expect(csv).not.toContain(member.email);
    }
    expect((await send(token, { method: 'GET', url: '/api/v1/accounts/me' })).json().id).toBe(mine.accountId);
    expect(
      (
        await send(theirs.members.user.accessToken, {
          method: 'GET',
          url: '/api/v1/settings/personalisation',
        })
      ).json().accountDateFormat,
    ).toBeNull();
    expect(
      (
        await send(theirs.members.user.accessToken, { method: 'GET', url: '/api/v1/settings/language' })
      ).json().accountLanguage,
    ).toBeNull();

    expect(
      (
        await send(theirs.members.user.accessToken, { method: 'GET', url: '/api/v1/accounts/financeterms' })
      ).json().terms,
    ).toEqual({});

    const channels = (await send(token, { method: 'GET', url: '/api/v1/alert-channels' })).json<
      { id: string }[]
    >();
    expect(channels.map((channel) => channel.id)).not.toContain(foreignChannel.id);
    const webhooks = (await send(token, { method: 'GET', url: '/api/v1/webhooks' })).json<{ id: string }[]>();
    expect(webhooks.map((webhook) => webhook.id)).not.toContain(foreignWebhook.id);
    expect(await t.deps.webhooksRepository.find(theirs.accountId, foreignWebhook.id)).toMatchObject({
      enabled: true,
      sealedSecret: foreignWebhook.sealedSecret,
    });
    expect(
      await t.deps.alertChannelsRepository.findVisible(
        theirs.accountId,
        theirs.members.user.id,
        foreignChannel.id,
      ),
    ).toMatchObject({ name: 'Theirs', publicationNotices: false });

    expect(await snapshot()).toEqual(before);
  });
});
