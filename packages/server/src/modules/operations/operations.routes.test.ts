import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStatus, defaultFreePlanDurationMs } from '@psc/core/accounts/account-status';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { createSignedInOperator, requestOperatorTokens, type TestOperator } from '../../../test/operators.ts';
import {
  addMember,
  bearer,
  createTestApp,
  registerAccount,
  createPaidAccount,
  signIn,
  uniqueEmail,
  type TestApp,
  type Tokens,
} from '../../../test/test-app.ts';
import { todayOf } from '../market-data/market-calendar.ts';
import { periodsOfContract } from '@psc/core/market-data/contract-periods-on';
import { createOperator } from './create-operator.ts';
import { confirmSandbox, purchaseBody, requestPurchase, trialAdmin } from '../../../test/billing-helpers.ts';
import { totpCodeAt } from '../two-factor/totp.ts';
import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../../adapters/secret-box.ts';

const bootstrapKey = 'bootstrap-operator-key-for-tests-0123456789';
let t: TestApp;
let analyst: TestOperator;
let support: TestOperator;
let admin: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: bootstrapKey });
  analyst = await createSignedInOperator(t, 'analyst');
  support = await createSignedInOperator(t, 'support');
  admin = await createSignedInOperator(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    ...(token === null ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A signed-in user of a new paid account (news content is for paid accounts), as a bearer token. */
const createPaidAccountForNews = async (): Promise<string> => (await createPaidAccount(t)).admin.accessToken;

const livePeriods = (contractId: 'London5' | 'NewYork11'): string[] =>
  periodsOfContract(t.deps.referenceData, contractId, todayOf(t.deps.clock), null)
    .filter((period) => !period.concluded)
    .map((period) => period.id);

const iceHeader =
  'TRADE DATE,HUB,PRODUCT,STRIP,CONTRACT,CONTRACT TYPE,STRIKE,SETTLEMENT PRICE,NET CHANGE,EXPIRATION DATE,PRODUCT_ID';
const iceFile = (rows: { symbol: 'SB' | 'W'; periodId: string; price: number | string }[]): string =>
  [
    iceHeader,
    ...rows.map(
      ({ symbol, periodId, price }) =>
        `11/25/2026,,${symbol === 'SB' ? 'Sugar No. 11 Futures' : 'White Sugar Futures'},${periodId.replace('-', '')},${symbol},F,,${price},,,`,
    ),
    '11/25/2026,,Sugar No. 11 Options,Mar27,SB,C,19.00,0.52,,,',
  ].join('\n');

describe('operations console: who may call', () => {
  it('registers every call of the contract', () => {
    expectEveryEndpointRegistered(t.app, operationsEndpoints);
  });

  it('signs an operator in only with the password and a fresh code, and keeps customer and operator tokens apart', async () => {
    const email = 'olga.ops@psc.test';
    const password = 'operator password 2026';
    const created = await createOperator(t.deps, { email, name: 'Olga Ops', role: 'admin', password });
    const withoutCode = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password,
    });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({ error: 'invalid_grant', second_factors: ['otp'] });
    const wrongCode = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password,
      otp: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    t.clock.advance(30_000);
    const otp = await totpCodeAt(created.totpSecret, t.clock.now());
    const wrongPassword = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password: 'nope nope nope',
      otp,
    });
    expect(wrongPassword.statusCode).toBe(400);
    const signedIn = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password,
      otp,
    });
    expect(signedIn.statusCode).toBe(200);
    const tokens = signedIn.json<Tokens>();
    // A code is accepted once.
    const replay = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password,
      otp,
    });
    expect(replay.statusCode).toBe(400);

    expect((await call('GET', '/api/ops/me', tokens.access_token)).json()).toEqual({
      id: created.id,
      email,
      name: 'Olga Ops',
      role: 'admin',
      via: 'session',
    });
    // An operator's token opens no customer call; a customer's token no operator call.
    expect((await call('GET', '/api/v1/users', tokens.access_token)).statusCode).toBe(401);
    const customer = await registerAccount(t.app);
    const customerTokens = await signIn(t.app, customer.email, customer.password);
    expect((await call('GET', '/api/ops/me', customerTokens.access_token)).statusCode).toBe(401);
    expect((await call('POST', '/system/prices', customerTokens.access_token, 'x')).statusCode).toBe(401);
    // A customer's password is no operator's.
    const customerAsOperator = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: customer.email,
      password: customer.password,
      otp: '123456',
    });
    expect(customerAsOperator.statusCode).toBe(400);

    // Refresh rotates; a reused refresh token ends the session.
    const refreshed = await requestOperatorTokens(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<Tokens>();
    expect((await call('GET', '/api/ops/me', next.access_token)).statusCode).toBe(200);
    const reused = await requestOperatorTokens(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(reused.statusCode).toBe(400);
    expect((await call('GET', '/api/ops/me', next.access_token)).statusCode).toBe(401);
  });

  // Issue 48 item 21: an operator made by `operator:create` with another key answered a bare 500 at sign-in.
  it('answers a sign-in whose authenticator key this server cannot open with a refusal naming the key, never 500', async () => {
    const email = uniqueEmail('other-key');
    const password = 'operator password 2026';
    await t.deps.operationsRepository.insertOperator({
      email,
      name: 'Other Key',
      role: 'admin',
      passwordHash: await t.deps.passwordHasher.hash(password),
      totpSecretCiphertext: createSecretBox(randomBytes(32)).seal('JBSWY3DPEHPK3PXP'),
      createdAt: t.clock.now(),
    });
    const response = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password,
      otp: '123456',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    expect(response.json<{ error_description: string }>().error_description).toContain('TOTP_ENCRYPTION_KEY');
    // A wrong password learns nothing of it.
    const wrong = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password: 'not the password at all',
      otp: '123456',
    });
    expect(wrong.body).not.toContain('TOTP_ENCRYPTION_KEY');
  });

  it('ends a console session at sign-out', async () => {
    const operator = await createSignedInOperator(t, 'analyst');
    expect((await call('DELETE', '/api/ops/session', operator.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/ops/me', operator.accessToken)).statusCode).toBe(401);
  });

  it('answers each call by role: analyst, support, admin, a customer, no token', async () => {
    const customer = await registerAccount(t.app);
    const customerToken = (await signIn(t.app, customer.email, customer.password)).access_token;
    const someAccount = customer.accountId;
    const someKey = '00000000-0000-4000-8000-000000000000';
    const calls: {
      name: keyof typeof operationsEndpoints;
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      body?: unknown;
      role: 'analyst' | 'support' | 'admin' | null;
    }[] = [
      { name: 'me', method: 'GET', url: '/api/ops/me', role: null },
      { name: 'dashboard', method: 'GET', url: '/api/ops/market/dashboard', role: 'analyst' },
      {
        name: 'priceHistory',
        method: 'GET',
        url: '/api/ops/market/history?contractId=London5',
        role: 'analyst',
      },
      {
        name: 'previewPrices',
        method: 'POST',
        url: '/api/ops/market/prices/preview',
        body: { text: 'x', format: 'psc-csv' },
        role: 'analyst',
      },
      {
        name: 'publishPrices',
        method: 'POST',
        url: '/api/ops/market/prices',
        body: { text: 'x', format: 'psc-csv' },
        role: 'analyst',
      },
      {
        name: 'previewFx',
        method: 'POST',
        url: '/api/ops/market/fx/preview',
        body: { text: 'x', format: 'ecb-csv' },
        role: 'analyst',
      },
      {
        name: 'publishFx',
        method: 'POST',
        url: '/api/ops/market/fx',
        body: { text: 'x', format: 'ecb-csv' },
        role: 'analyst',
      },
      { name: 'searchAccounts', method: 'GET', url: '/api/ops/accounts?q=zzz-none', role: 'support' },
      { name: 'account', method: 'GET', url: `/api/ops/accounts/${someAccount}`, role: 'support' },
      {
        name: 'extendTrial',
        method: 'POST',
        url: `/api/ops/accounts/${someKey}/trial`,
        body: { days: 1, reason: 'role matrix' },
        role: 'support',
      },
      {
        name: 'grantLicences',
        method: 'PUT',
        url: `/api/ops/accounts/${someKey}/licences`,
        body: { users: 3, reason: 'role matrix' },
        role: 'support',
      },
      {
        name: 'setSuper',
        method: 'PUT',
        url: `/api/ops/accounts/${someKey}/super`,
        body: { super: true, reason: 'role matrix' },
        role: 'support',
      },
      {
        name: 'previewFreight',
        method: 'POST',
        url: '/api/ops/market/freight/preview',
        body: { text: 'x', format: 'psc-csv' },
        role: 'analyst',
      },
      {
        name: 'publishFreight',
        method: 'POST',
        url: '/api/ops/market/freight',
        body: { text: 'x', format: 'psc-csv' },
        role: 'analyst',
      },
      { name: 'listRuleTables', method: 'GET', url: '/api/ops/rules', role: 'analyst' },
      { name: 'ruleTable', method: 'GET', url: '/api/ops/rules/duty-rules', role: 'analyst' },
      {
        name: 'ruleTableVersion',
        method: 'GET',
        url: '/api/ops/rules/duty-rules/versions/1',
        role: 'analyst',
      },
      {
        name: 'previewRuleTable',
        method: 'POST',
        url: '/api/ops/rules/duty-rules/preview',
        body: { content: {} },
        role: 'analyst',
      },
      {
        name: 'saveRuleTable',
        method: 'POST',
        url: '/api/ops/rules/duty-rules',
        body: { content: {}, note: 'role matrix', baseVersion: 1 },
        role: 'analyst',
      },
      { name: 'listNews', method: 'GET', url: '/api/ops/news', role: 'analyst' },
      { name: 'saveNews', method: 'POST', url: '/api/ops/news', body: { title: '' }, role: 'analyst' },
      {
        name: 'previewNews',
        method: 'POST',
        url: '/api/ops/news/preview',
        body: { article: '<p>x</p>' },
        role: 'analyst',
      },
      {
        name: 'setNewsVisibility',
        method: 'PUT',
        url: `/api/ops/news/${someKey}/visibility`,
        body: { visibleFrom: null },
        role: 'analyst',
      },
      { name: 'accountAudit', method: 'GET', url: `/api/ops/accounts/${someAccount}/audit`, role: 'support' },
      {
        name: 'accountInvoices',
        method: 'GET',
        url: `/api/ops/accounts/${someAccount}/invoices`,
        role: 'support',
      },
      {
        name: 'resendInvoice',
        method: 'POST',
        url: `/api/ops/accounts/${someKey}/invoices/${someKey}/resend`,
        body: { reason: 'role matrix' },
        role: 'support',
      },
      {
        name: 'unlockPerson',
        method: 'POST',
        url: `/api/ops/accounts/${someKey}/people/${someKey}/unlock`,
        body: { reason: 'role matrix' },
        role: 'support',
      },
      {
        name: 'removeTwoFactor',
        method: 'POST',
        url: `/api/ops/accounts/${someKey}/people/${someKey}/two-factor/remove`,
        body: { reason: 'role matrix' },
        role: 'support',
      },
      {
        name: 'reopenAccount',
        method: 'POST',
        url: `/api/ops/accounts/${someKey}/reopen`,
        body: { reason: 'role matrix' },
        role: 'support',
      },
      { name: 'listOperators', method: 'GET', url: '/api/ops/operators', role: 'admin' },
      {
        name: 'createOperator',
        method: 'POST',
        url: '/api/ops/operators',
        body: { email: 'x', name: '', role: 'analyst', password: '' },
        role: 'admin',
      },
      { name: 'listInvitations', method: 'GET', url: '/api/ops/invitations', role: 'admin' },
      {
        name: 'inviteOperator',
        method: 'POST',
        url: '/api/ops/invitations',
        body: { email: 'x', name: '', role: 'analyst' },
        role: 'admin',
      },
      { name: 'revokeInvitation', method: 'DELETE', url: `/api/ops/invitations/${someKey}`, role: 'admin' },
      { name: 'settings', method: 'GET', url: '/api/ops/settings', role: 'admin' },
      {
        name: 'updateSettings',
        method: 'PUT',
        url: '/api/ops/settings',
        body: { privacyUrl: 'javascript:x' },
        role: 'admin',
      },
      { name: 'cataloguePrices', method: 'GET', url: '/api/ops/billing/prices', role: 'admin' },
      {
        name: 'changeCataloguePrices',
        method: 'PUT',
        url: '/api/ops/billing/prices',
        body: { prices: [], reason: 'role matrix' },
        role: 'admin',
      },
      { name: 'coupons', method: 'GET', url: '/api/ops/billing/coupons', role: 'admin' },
      {
        name: 'saveCoupon',
        method: 'PUT',
        url: '/api/ops/billing/coupons',
        body: { id: '', reason: 'role matrix' },
        role: 'admin',
      },
      { name: 'listKeys', method: 'GET', url: '/api/ops/keys', role: 'admin' },
      {
        name: 'createKey',
        method: 'POST',
        url: '/api/ops/keys',
        body: { name: '', role: 'analyst' },
        role: 'admin',
      },
      { name: 'revokeKey', method: 'DELETE', url: `/api/ops/keys/${someKey}`, role: 'admin' },
      { name: 'failedJobs', method: 'GET', url: '/api/ops/jobs/failed', role: 'admin' },
      { name: 'retryJob', method: 'POST', url: `/api/ops/jobs/${someKey}/retry`, role: 'admin' },
      { name: 'listPriceFeeds', method: 'GET', url: '/api/ops/price-feeds', role: 'analyst' },
      {
        name: 'createPriceFeed',
        method: 'POST',
        url: '/api/ops/price-feeds',
        body: { kind: 'ecb-rates', name: '' },
        role: 'analyst',
      },
      {
        name: 'updatePriceFeed',
        method: 'PUT',
        url: `/api/ops/price-feeds/${someKey}`,
        body: { kind: 'ecb-rates', name: '' },
        role: 'analyst',
      },
      {
        name: 'setPriceFeedEnabled',
        method: 'PUT',
        url: `/api/ops/price-feeds/${someKey}/enabled`,
        body: { enabled: false },
        role: 'analyst',
      },
      { name: 'runPriceFeed', method: 'POST', url: `/api/ops/price-feeds/${someKey}/run`, role: 'analyst' },
      { name: 'priceFeedRuns', method: 'GET', url: '/api/ops/price-feeds/runs', role: 'analyst' },
      { name: 'heldPublications', method: 'GET', url: '/api/ops/price-feeds/held', role: 'analyst' },
      {
        name: 'approveHeldPublication',
        method: 'POST',
        url: `/api/ops/price-feeds/held/${someKey}/approve`,
        body: { reason: 'role matrix' },
        role: 'analyst',
      },
      {
        name: 'rejectHeldPublication',
        method: 'POST',
        url: `/api/ops/price-feeds/held/${someKey}/reject`,
        body: { reason: 'role matrix' },
        role: 'analyst',
      },
      { name: 'audit', method: 'GET', url: '/api/ops/audit', role: null },
      { name: 'exportAudit', method: 'GET', url: '/api/ops/audit.csv', role: null },
    ];
    expect(new Set(calls.map((entry) => entry.name))).toEqual(
      new Set(Object.keys(operationsEndpoints).filter((name) => name !== 'signOut')),
    );
    for (const entry of calls) {
      for (const [role, token] of [
        ['analyst', analyst.accessToken],
        ['support', support.accessToken],
        ['admin', admin.accessToken],
      ] as const) {
        const status = (await call(entry.method, entry.url, token, entry.body)).statusCode;
        const allowed = entry.role === null || role === 'admin' || role === entry.role;
        if (allowed) expect([200, 400, 404], `${role} ${entry.name}`).toContain(status);
        else expect(status, `${role} ${entry.name}`).toBe(403);
      }
      expect(
        (await call(entry.method, entry.url, customerToken, entry.body)).statusCode,
        `customer ${entry.name}`,
      ).toBe(401);
      expect(
        (await call(entry.method, entry.url, null, entry.body)).statusCode,
        `no token ${entry.name}`,
      ).toBe(401);
    }
  });

  it('opens the operator API as before to the bootstrap key, and the analyst desk of /system to an analyst only', async () => {
    expect((await call('GET', '/api/ops/me', bootstrapKey)).json()).toMatchObject({
      role: 'admin',
      via: 'bootstrap-key',
    });
    expect((await call('GET', '/system/prices', analyst.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/system/prices', support.accessToken)).statusCode).toBe(403);
    expect((await call('GET', '/system/dumpprices', analyst.accessToken)).statusCode).toBe(403);
    expect((await call('GET', '/system/dumpprices', admin.accessToken)).statusCode).toBe(200);
  });

  it('gives scripts named operator keys with one role, shown once, revocable, with their last use', async () => {
    const created = await call('POST', '/api/ops/keys', admin.accessToken, {
      name: 'nightly settlements',
      role: 'analyst',
    });
    expect(created.statusCode).toBe(200);
    const key = created.json<{ id: string; key: string; prefix: string }>();
    expect(key.key.startsWith('pscop_')).toBe(true);
    expect((await call('GET', '/api/ops/me', key.key)).json()).toMatchObject({
      role: 'analyst',
      via: 'api-key',
      name: 'key nightly settlements',
    });
    expect((await call('GET', '/api/ops/market/dashboard', key.key)).statusCode).toBe(200);
    expect((await call('GET', '/api/ops/keys', key.key)).statusCode).toBe(403);
    const listed = (await call('GET', '/api/ops/keys', admin.accessToken)).json<
      { id: string; lastUsedAt: number | null; createdBy: string }[]
    >();
    const entry = listed.find((row) => row.id === key.id);
    expect(entry?.lastUsedAt).not.toBeNull();
    expect(entry?.createdBy).toBe(`Test admin <${admin.email}>`);
    expect(JSON.stringify(listed)).not.toContain(key.key);
    expect((await call('DELETE', `/api/ops/keys/${key.id}`, admin.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/ops/me', key.key)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/ops/keys/${key.id}`, admin.accessToken)).statusCode).toBe(404);
  });
});

describe('operations console: settings', () => {
  it('lets an administrator change a band of the catalogue and a coupon, with reasons, audited', async () => {
    const { prices } = (await call('GET', '/api/ops/billing/prices', admin.accessToken)).json<{
      prices: {
        id: number;
        product: string;
        plan: string;
        currency: string;
        periodicity: string;
        band: number;
        flatAmount: number;
        periodFee: number;
      }[];
    }>();
    const band = prices.find(
      (price) =>
        price.plan === 'Team' &&
        price.product === 'User Licence' &&
        price.currency === 'EUR' &&
        price.periodicity === 'Monthly' &&
        price.band === 1,
    );
    if (!band) throw new Error('no Team EUR monthly first band');
    expect(prices.some((price) => price.product === 'Extra Data Set')).toBe(true);
    const noReason = await call('PUT', '/api/ops/billing/prices', admin.accessToken, {
      prices: [{ id: band.id, flatAmount: band.flatAmount, periodFee: band.periodFee + 100 }],
    });
    expect(noReason.statusCode).toBe(400);
    const changed = await call('PUT', '/api/ops/billing/prices', admin.accessToken, {
      prices: [{ id: band.id, flatAmount: band.flatAmount, periodFee: band.periodFee + 100 }],
      reason: 'Team list price 2027',
    });
    expect(changed.json()).toEqual({ success: true, message: '1 price(s) updated' });
    const after = (await call('GET', '/api/ops/billing/prices', admin.accessToken)).json<{
      prices: { id: number; periodFee: number }[];
    }>();
    expect(after.prices.find((price) => price.id === band.id)?.periodFee).toBe(band.periodFee + 100);
    const unknown = await call('PUT', '/api/ops/billing/prices', admin.accessToken, {
      prices: [{ id: 999_999, flatAmount: 0, periodFee: 0 }],
      reason: 'typo',
    });
    expect(unknown.statusCode).toBe(404);

    const both = await call('PUT', '/api/ops/billing/coupons', admin.accessToken, {
      id: 'tender10',
      name: '10 % off',
      percentOff: 10,
      amountOff: 500,
      currency: 'EUR',
      duration: 'once',
      reason: 'Q1 tender',
    });
    expect(both.json()).toMatchObject({ message: 'A coupon takes either a percent or an amount off' });
    const saved = await call('PUT', '/api/ops/billing/coupons', admin.accessToken, {
      id: 'tender10',
      name: '10 % off the first three months',
      percentOff: 10,
      duration: 'repeating',
      durationInMonths: 3,
      maxRedemptions: 20,
      reason: 'Q1 tender',
    });
    expect(saved.json()).toEqual({ success: true, message: 'Coupon TENDER10 saved' });
    const { coupons } = (await call('GET', '/api/ops/billing/coupons', admin.accessToken)).json<{
      coupons: { id: string; percentOff: number | null; timesRedeemed: number; valid: boolean }[];
    }>();
    expect(coupons.find((coupon) => coupon.id === 'TENDER10')).toMatchObject({
      percentOff: 10,
      timesRedeemed: 0,
      valid: true,
    });

    const audit = (await call('GET', '/api/ops/audit', admin.accessToken)).json<
      { action: string; reason: string | null }[]
    >();
    expect(audit.find((entry) => entry.action === 'billing.prices-changed')).toMatchObject({
      reason: 'Team list price 2027',
    });
    expect(audit.find((entry) => entry.action === 'billing.coupon-saved')).toMatchObject({
      reason: 'Q1 tender',
    });
  });

  it('lets an administrator change the app settings, which traders read, audited', async () => {
    const changed = await call('PUT', '/api/ops/settings', admin.accessToken, {
      privacyUrl: '/terms#privacy-2027',
    });
    expect(changed.json()).toMatchObject({ privacyUrl: '/terms#privacy-2027' });
    expect((await call('GET', '/api/ops/settings', admin.accessToken)).json()).toMatchObject({
      privacyUrl: '/terms#privacy-2027',
    });
    const customer = await registerAccount(t.app);
    const trader = (await signIn(t.app, customer.email, customer.password)).access_token;
    expect((await call('GET', '/api/v1/appsetting', trader)).json()).toMatchObject({
      privacyUrl: '/terms#privacy-2027',
    });
    expect(
      (await call('PUT', '/api/ops/settings', admin.accessToken, { privacyUrl: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);
    const [entry] = (await call('GET', '/api/ops/audit?action=settings.changed', admin.accessToken)).json<
      { after: { privacyUrl: string } }[]
    >();
    expect(entry?.after.privacyUrl).toBe('/terms#privacy-2027');
  });
});

describe('operations console: monitoring (/xpr)', () => {
  it("answers an operator with this instance's health and memory, and nobody else", async () => {
    const health = await call('GET', '/xpr/?s', support.accessToken);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, database: 'ok', rateLimiter: 'ok' });
    const memory = await call('GET', '/xpr/mem', analyst.accessToken);
    expect(memory.statusCode).toBe(200);
    expect(memory.json<{ residentBytes: number }>().residentBytes).toBeGreaterThan(10_000_000);
    const customer = await registerAccount(t.app);
    const customerToken = (await signIn(t.app, customer.email, customer.password)).access_token;
    for (const url of ['/xpr/?s', '/xpr/mem']) {
      expect((await call('GET', url, customerToken)).statusCode).toBe(401);
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
  });
});

describe('operations console: operators', () => {
  it('lets an administrator add a colleague, who signs in with the key handed over', async () => {
    const email = 'nina.news@psc.test';
    const added = await call('POST', '/api/ops/operators', admin.accessToken, {
      email: 'Nina.News@psc.test',
      name: 'Nina News',
      role: 'analyst',
      password: 'a long first password',
    });
    expect(added.statusCode).toBe(200);
    const { totpSecret, id } = added.json<{ totpSecret: string; id: string }>();
    expect(
      (
        await call('POST', '/api/ops/operators', admin.accessToken, {
          email,
          name: 'Again',
          role: 'analyst',
          password: 'a long first password',
        })
      ).statusCode,
    ).toBe(409);
    t.clock.advance(30_000);
    const signedIn = await requestOperatorTokens(t.app, {
      grant_type: 'password',
      username: email,
      password: 'a long first password',
      otp: await totpCodeAt(totpSecret, t.clock.now()),
    });
    expect(signedIn.statusCode).toBe(200);
    const listed = (await call('GET', '/api/ops/operators', admin.accessToken)).json<
      { id: string; role: string }[]
    >();
    expect(listed).toContainEqual(expect.objectContaining({ id, role: 'analyst' }));
    expect(JSON.stringify(listed)).not.toMatch(/hash|secret|ciphertext/i);
  });
});

describe('operations console: the market desk', () => {
  it("previews a bulk freight file lane by lane against the current assessments, then publishes it in the analyst's name", async () => {
    const header = 'fromPortId,toPortId,vesselClassId,usdPerTonne,assessedOn';
    const day = t.clock.now().toISOString().slice(0, 10);
    const first = [header, `BRSSZ,NLRTM,Supramax,30.5,${day}`, `BRSSZ,DZALG,Supramax,33,${day}`].join('\n');
    expect(
      (await call('POST', '/api/ops/market/freight', analyst.accessToken, { text: first, format: 'psc-csv' }))
        .statusCode,
    ).toBe(200);

    const bad = [header, `BRSSZ,ZZZZZ,Supramax,31,${day}`, `BRSSZ,NLRTM,Capesize,31,${day}`].join('\n');
    const refused = await call('POST', '/api/ops/market/freight/preview', analyst.accessToken, {
      text: bad,
      format: 'psc-csv',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { line: number; field: string }[] }>().errors).toEqual([
      expect.objectContaining({ line: 2, field: 'toPortId' }),
      expect.objectContaining({ line: 3, field: 'vesselClassId' }),
    ]);

    const next = [header, `BRSSZ,NLRTM,Supramax,36.6,${day}`, `THBKK,CNSHA,Handysize,21,${day}`].join('\n');
    const preview = await call('POST', '/api/ops/market/freight/preview', analyst.accessToken, {
      text: next,
      format: 'psc-csv',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      rows: 2,
      outliers: 1,
      outlierPercent: 5,
      changes: [
        {
          fromPortId: 'BRSSZ',
          toPortId: 'NLRTM',
          usdPerTonne: 36.6,
          previous: 30.5,
          changePercent: 20,
          outlier: true,
        },
        { fromPortId: 'THBKK', toPortId: 'CNSHA', previous: null, changePercent: null, outlier: false },
      ],
      missing: [{ fromPortId: 'BRSSZ', toPortId: 'DZALG', vesselClassId: 'Supramax', assessedOn: day }],
    });
    const published = await call('POST', '/api/ops/market/freight', analyst.accessToken, {
      text: next,
      format: 'psc-csv',
    });
    expect(published.json()).toMatchObject({ success: true, rows: 2 });
    const lanes = await t.deps.marketDataRepository.currentFreightAssessments();
    expect(lanes.find((lane) => lane.toPortId === 'NLRTM')).toMatchObject({
      usdPerTonne: 36.6,
      publisher: 'Test analyst',
    });
    const audit = (await call('GET', '/api/ops/audit?action=freight.published', analyst.accessToken)).json<
      unknown[]
    >();
    expect(audit).toHaveLength(2);
  });

  it('previews an ICE settlement file against the current publication, then publishes it for traders', async () => {
    const [first, second, third] = livePeriods('London5');
    const [nyFirst] = livePeriods('NewYork11');
    if (!first || !second || !third || !nyFirst) throw new Error('no live periods');
    const before = await call('POST', '/api/ops/market/prices', analyst.accessToken, {
      text: iceFile([
        { symbol: 'W', periodId: first, price: 500 },
        { symbol: 'W', periodId: second, price: 500 },
      ]),
      format: 'ice-csv',
    });
    expect(before.statusCode).toBe(200);

    const file = iceFile([
      { symbol: 'W', periodId: first, price: 505 },
      { symbol: 'W', periodId: second, price: 560 },
      { symbol: 'SB', periodId: nyFirst, price: '18.42' },
    ]);
    const preview = await call('POST', '/api/ops/market/prices/preview', analyst.accessToken, {
      text: file,
      format: 'ice-csv',
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json<{
      rows: number;
      skipped: number;
      outliers: number;
      changes: { periodId: string; change: number | null; outlier: boolean }[];
      missing: { contractId: string; periodId: string }[];
    }>();
    expect(body).toMatchObject({ rows: 3, skipped: 1, outliers: 1, outlierPercent: 5 });
    expect(body.changes.find((change) => change.periodId === first)).toMatchObject({
      change: 5,
      outlier: false,
    });
    expect(body.changes.find((change) => change.periodId === second)).toMatchObject({
      change: 60,
      outlier: true,
    });
    expect(body.missing).toContainEqual({ contractId: 'London5', periodId: third });
    // A preview publishes nothing.
    const customer = await registerAccount(t.app);
    const trader = (await signIn(t.app, customer.email, customer.password)).access_token;
    const boardBefore = (await call('GET', '/api/v1/contract/periods/London5', trader)).json<
      { id: string; price: number }[]
    >();
    expect(boardBefore.find((period) => period.id === second)?.price).toBe(500);

    const published = await call('POST', '/api/ops/market/prices', analyst.accessToken, {
      text: file,
      format: 'ice-csv',
    });
    expect(published.statusCode).toBe(200);
    const { publicationId } = published.json<{ publicationId: string }>();
    await t.settleChanges();
    const board = (await call('GET', '/api/v1/contract/periods/London5', trader)).json<
      { id: string; price: number; demo: boolean; publisher: string; source: string }[]
    >();
    expect(board.find((period) => period.id === second)).toMatchObject({
      price: 560,
      demo: false,
      publisher: 'Test analyst',
      source: 'ICE end-of-day settlement (licensed file)',
    });
    const audit = (await call('GET', `/api/ops/audit?target=${publicationId}`, admin.accessToken)).json<
      { actor: string; action: string; after: { rows: number } }[]
    >();
    expect(audit).toEqual([
      expect.objectContaining({
        actor: `Test analyst <${analyst.email}>`,
        action: 'prices.published',
        after: expect.objectContaining({ rows: 3, skipped: 1 }),
      }),
    ]);

    const history = (
      await call('GET', `/api/ops/market/history?contractId=London5&periodId=${second}`, analyst.accessToken)
    ).json<{ periodId: string; periods: string[]; points: { price: number; publisher: string }[] }>();
    expect(history.periodId).toBe(second);
    expect(history.periods).toEqual(expect.arrayContaining([first, second]));
    expect(history.points.map((point) => point.price).slice(-2)).toEqual([500, 560]);
    expect(history.points.at(-1)?.publisher).toBe('Test analyst');
    const dashboard = (await call('GET', '/api/ops/market/dashboard', analyst.accessToken)).json<{
      series: { contractId: string | null; publisher: string | null; isDemo: boolean; rows: number }[];
    }>();
    expect(dashboard.series.find((series) => series.contractId === 'London5')).toMatchObject({
      publisher: 'Test analyst',
      isDemo: false,
    });
  });

  it('never interleaves publications made at once: every period ends with the same, latest publication', async () => {
    const [first, second] = livePeriods('London5');
    if (!first || !second) throw new Error('no live periods');
    const prices = [611, 622, 633, 644, 655];
    const replies = await Promise.all(
      prices.map((price) =>
        call('POST', '/api/ops/market/prices', analyst.accessToken, {
          text: iceFile([
            { symbol: 'W', periodId: first, price },
            { symbol: 'W', periodId: second, price: price + 1 },
          ]),
          format: 'ice-csv',
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const current = await t.deps.marketDataRepository.currentPriceRows();
    const [a, b] = [first, second].map((periodId) =>
      current.find((row) => row.contractId === 'London5' && row.periodId === periodId),
    );
    expect(a?.publicationId).toBe(b?.publicationId);
    expect((b?.price ?? 0) - (a?.price ?? 0)).toBe(1);
    const newest = (await call('GET', '/system/prices', analyst.accessToken)).json<{ id: string }[]>()[0];
    expect(a?.publicationId).toBe(newest?.id);
  });

  it('refuses a bad file with every error by line and publishes nothing', async () => {
    const [first, second] = livePeriods('London5');
    if (!first || !second) throw new Error('no live periods');
    const count = async () =>
      (await call('GET', '/system/prices', analyst.accessToken)).json<unknown[]>().length;
    const publications = await count();
    const bad = iceFile([
      { symbol: 'W', periodId: first, price: 'abc' },
      { symbol: 'W', periodId: 'Jan-20', price: 500 },
      { symbol: 'W', periodId: second, price: 510 },
    ]);
    for (const url of ['/api/ops/market/prices/preview', '/api/ops/market/prices']) {
      const response = await call('POST', url, analyst.accessToken, { text: bad, format: 'ice-csv' });
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json<{ errors: { line: number; field: string }[] }>()
          .errors.map((error) => [error.line, error.field]),
      ).toEqual([
        [2, 'price'],
        [3, 'periodId'],
      ]);
    }
    const productFormat = await call('POST', '/api/ops/market/prices', analyst.accessToken, {
      text: 'contractId,periodId,price,currencyCode,lastUpdated\nLondon5,Mar-27,500,XXX,2026-11-25T17:10:00Z\nNope,Mar-27,1,USD,0',
      format: 'psc-csv',
    });
    expect(productFormat.statusCode).toBe(400);
    expect(productFormat.json<{ errors: { line: number }[] }>().errors.map((error) => error.line)).toEqual([
      2, 3,
    ]);
    expect(await count()).toBe(publications);
  });
});

describe('operations console: FX', () => {
  it('converts the ECB file to units per US dollar with the pegged currencies, previews and publishes it', async () => {
    const ecb = 'Date, USD, JPY, GBP, \n25 November 2026, 1.0400, 162.24, 0.8320, \n';
    const preview = await call('POST', '/api/ops/market/fx/preview', analyst.accessToken, {
      text: ecb,
      format: 'ecb-csv',
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json<{
      rows: number;
      pegged: number;
      changes: { currencyCode: string; unitsPerUsd: number }[];
    }>();
    expect(body).toMatchObject({ rows: 8, pegged: 4 });
    expect(body.changes.find((change) => change.currencyCode === 'JPY')?.unitsPerUsd).toBe(156);
    const published = await call('POST', '/api/ops/market/fx', analyst.accessToken, {
      text: ecb,
      format: 'ecb-csv',
    });
    expect(published.statusCode).toBe(200);
    const history = (await call('GET', '/system/fx', analyst.accessToken)).json<
      { publisher: string; source: string; rows: number }[]
    >();
    expect(history[0]).toMatchObject({ publisher: 'Test analyst', rows: 8 });
    expect(history[0]?.source).toMatch(/^ECB euro reference rates/);
    const bad = await call('POST', '/api/ops/market/fx/preview', analyst.accessToken, {
      text: 'Date, JPY\n25 November 2026, 162\n',
      format: 'ecb-csv',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { line: number; field: string }[] }>().errors).toEqual([
      expect.objectContaining({ line: 2, field: 'USD' }),
    ]);
  });
});

describe('operations console: the news desk', () => {
  it('writes a draft, previews it sanitised, schedules it, and traders see it only from then until it is unpublished', async () => {
    const customer = await createPaidAccountForNews();
    const traderNews = async () =>
      (await call('GET', '/api/v1/news', customer)).json<{ id: string }[]>().map((item) => item.id);
    const preview = await call('POST', '/api/ops/news/preview', analyst.accessToken, {
      article: '<p onclick="x()">Raws firm</p><script>alert(1)</script>',
    });
    expect(preview.json()).toEqual({ html: '<p>Raws firm</p>' });
    const saved = await call('POST', '/api/ops/news', analyst.accessToken, {
      title: 'Brazil CS crush ahead of last year',
      description: 'UNICA second half of October',
      article: '<p>Raws firm</p>',
      tags: ['Price'],
      country: 'Brazil',
      visibleFrom: null,
    });
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json<{ id: string }>();
    const desk = (await call('GET', '/api/ops/news', analyst.accessToken)).json<
      { id: string; state: string; author: string }[]
    >();
    expect(desk.find((item) => item.id === id)).toMatchObject({ state: 'draft', author: 'Test analyst' });
    expect(await traderNews()).not.toContain(id);
    expect((await call('GET', `/api/v1/news/${id}`, customer)).statusCode).toBe(404);

    const later = t.clock.now().getTime() + 3_600_000;
    const scheduled = await call('PUT', `/api/ops/news/${id}/visibility`, analyst.accessToken, {
      visibleFrom: later,
    });
    expect(scheduled.json<{ message: string }>().message).toMatch(/^Scheduled for /);
    expect(await traderNews()).not.toContain(id);
    t.clock.advance(3_600_001);
    analyst = await createSignedInOperator(t, 'analyst');
    const traderAgain = await createPaidAccountForNews();
    expect(
      (await call('GET', '/api/v1/news', traderAgain)).json<{ id: string }[]>().map((item) => item.id),
    ).toContain(id);
    expect(
      (await call('PUT', `/api/ops/news/${id}/visibility`, analyst.accessToken, { visibleFrom: null }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/v1/news', traderAgain)).json<{ id: string }[]>().map((item) => item.id),
    ).not.toContain(id);
    const actions = (await call('GET', `/api/ops/audit?target=${id}`, analyst.accessToken))
      .json<{ action: string }[]>()
      .map((entry) => entry.action);
    expect(actions).toEqual(['news.unpublished', 'news.scheduled', 'news.saved']);
  });
});

describe('operations console: the customer desk', () => {
  // Issue 48 item 22: every account was listed with 0 users, and a closed one as any other.
  it("lists each account with its real number of users, and a closed account's closing", async () => {
    // Sessions of the suites before may have lapsed with their clocks.
    support = await createSignedInOperator(t, 'support');
    admin = await createSignedInOperator(t, 'admin');
    const customer = await createPaidAccount(t, { licences: 5 });
    for (const label of ['one', 'two']) await addMember(t, customer.admin, 'U', label);
    const found = (
      await call(
        'GET',
        `/api/ops/accounts?q=${encodeURIComponent(customer.admin.email)}`,
        support.accessToken,
      )
    ).json<{ id: string; users: number; closedAt: number | null }[]>();
    expect(found).toEqual([expect.objectContaining({ id: customer.accountId, users: 3, closedAt: null })]);
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/accounts/',
      headers: bearer(customer.admin.accessToken),
      payload: { confirmation: 'Test Trading' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const afterClosing = (
      await call(
        'GET',
        `/api/ops/accounts?q=${encodeURIComponent(customer.admin.email)}`,
        support.accessToken,
      )
    ).json<{ closedAt: number | null }[]>();
    expect(afterClosing[0]?.closedAt).toBe(t.clock.now().getTime());
  });

  it("names the account and the operator an audit entry is on, and gives the plan's name", async () => {
    // Sessions of the suites before may have lapsed with their clocks.
    support = await createSignedInOperator(t, 'support');
    admin = await createSignedInOperator(t, 'admin');
    const customer = await registerAccount(t.app);
    const extended = await call(
      'POST',
      `/api/ops/accounts/${customer.accountId}/trial`,
      support.accessToken,
      {
        days: 3,
        reason: 'A longer look',
      },
    );
    expect(extended.statusCode, extended.body).toBe(200);
    const [found] = (
      await call('GET', `/api/ops/accounts?q=${customer.accountId}`, support.accessToken)
    ).json<{ name: string }[]>();
    const entries = (
      await call('GET', `/api/ops/audit?target=${customer.accountId}`, admin.accessToken)
    ).json<{ target: string; targetName: string | null }[]>();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.targetName).toBe(found?.name);
    const detail = (await call('GET', `/api/ops/accounts/${customer.accountId}`, support.accessToken)).json<{
      planName: string | null;
    }>();
    expect(detail.planName).toEqual(expect.any(String));
    expect(detail.planName).not.toMatch(/^\d+$/);
  });

  it('extends an expired trial, which unlocks the account, with the reason in the audit', async () => {
    const customer = await registerAccount(t.app);
    t.clock.advance(defaultFreePlanDurationMs + 60_000);
    // Every session of before the week has lapsed: sign in again.
    support = await createSignedInOperator(t, 'support');
    admin = await createSignedInOperator(t, 'admin');
    const trader = (await signIn(t.app, customer.email, customer.password)).access_token;
    expect((await call('GET', '/api/v1/calculator/all', trader)).statusCode).toBe(403);
    const found = (
      await call(
        'GET',
        `/api/ops/accounts?q=${encodeURIComponent(customer.email.toUpperCase())}`,
        support.accessToken,
      )
    ).json<{ id: string; state: string }[]>();
    expect(found).toEqual([expect.objectContaining({ id: customer.accountId, state: 'freeExpired' })]);
    const missingReason = await call(
      'POST',
      `/api/ops/accounts/${customer.accountId}/trial`,
      support.accessToken,
      { days: 14, reason: '' },
    );
    expect(missingReason.statusCode).toBe(400);
    const extended = await call(
      'POST',
      `/api/ops/accounts/${customer.accountId}/trial`,
      support.accessToken,
      { days: 14, reason: 'Evaluating for the Q1 tender' },
    );
    expect(extended.statusCode).toBe(200);
    await t.settleChanges();
    expect((await call('GET', '/api/v1/calculator/all', trader)).statusCode).toBe(200);
    const detail = (await call('GET', `/api/ops/accounts/${customer.accountId}`, support.accessToken)).json<{
      state: string;
      freePlanEndsAt: number;
      people: { email: string }[];
    }>();
    expect(detail.state).toBe('free');
    expect(detail.freePlanEndsAt).toBe(t.clock.now().getTime() + 14 * 86_400_000);
    expect(detail.people.map((person) => person.email)).toEqual([customer.email]);
    expect(JSON.stringify(detail)).not.toMatch(/hash|secret|password/i);
    const exported = await call('GET', `/api/ops/audit.csv?target=${customer.accountId}`, admin.accessToken);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.body.split('\r\n')[0]).toBe('at,actor,action,target,reason,before,after');
    expect(exported.body).toContain('account.trial-extended');
    expect(exported.body).toContain('Evaluating for the Q1 tender');
    const [entry] = (
      await call('GET', `/api/ops/audit?target=${customer.accountId}`, admin.accessToken)
    ).json<{ action: string; reason: string; actor: string }[]>();
    expect(entry).toMatchObject({
      action: 'account.trial-extended',
      reason: 'Evaluating for the Q1 tender',
      actor: `Test support <${support.email}>`,
    });
  });

  it('makes an account super and returns it to its earlier status', async () => {
    const customer = await registerAccount(t.app);
    const trader = (await signIn(t.app, customer.email, customer.password)).access_token;
    const status = async () =>
      (await call('GET', '/api/v1/accounts/me', trader)).json<{ status: number }>().status;
    expect(await status()).toBe(accountStatus.free);
    const url = `/api/ops/accounts/${customer.accountId}/super`;
    expect(
      (await call('PUT', url, support.accessToken, { super: true, reason: 'Partner account' })).statusCode,
    ).toBe(200);
    await t.settleChanges();
    expect(await status()).toBe(accountStatus.super);
    expect(
      (
        await call('POST', `/api/ops/accounts/${customer.accountId}/trial`, support.accessToken, {
          days: 3,
          reason: 'not on free plan',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', url, support.accessToken, { super: false, reason: 'Partnership ended' })).statusCode,
    ).toBe(200);
    await t.settleChanges();
    expect(await status()).toBe(accountStatus.free);
    expect(
      (
        await call(
          'PUT',
          `/api/ops/accounts/00000000-0000-4000-8000-000000000000/super`,
          support.accessToken,
          { super: true, reason: 'nobody' },
        )
      ).statusCode,
    ).toBe(404);
  });

  it("unlocks a user, removes a user's 2-Step Verification and undoes a closure, each for that account's users only", async () => {
    const customer = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const trader = (await signIn(t.app, customer.email, customer.password)).access_token;
    const me = (await call('GET', '/api/v1/users/me', trader)).json<{ id: string }>();
    const people = `/api/ops/accounts/${customer.accountId}/people/${me.id}`;
    const elsewhere = `/api/ops/accounts/${other.accountId}/people/${me.id}`;
    const reason = { reason: 'Identity checked by a call back to the number on file' };
    expect((await call('POST', `${people}/unlock`, support.accessToken, reason)).json()).toMatchObject({
      message: 'User unlocked',
    });
    expect((await call('POST', `${elsewhere}/unlock`, support.accessToken, reason)).statusCode).toBe(404);
    expect(
      (await call('POST', `${people}/two-factor/remove`, support.accessToken, reason)).json(),
    ).toMatchObject({
      message: 'Two-step verification was not set up',
    });
    expect(
      (await call('POST', `${elsewhere}/two-factor/remove`, support.accessToken, reason)).statusCode,
    ).toBe(404);

    const account = (await call('GET', '/api/v1/accounts/me', trader)).json<{ name: string }>();
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/accounts/',
      headers: bearer(trader),
      payload: { confirmation: account.name },
    });
    expect(closed.statusCode).toBe(200);
    await expect(signIn(t.app, customer.email, customer.password)).rejects.toThrow();
    const reopen = `/api/ops/accounts/${customer.accountId}/reopen`;
    expect(
      (
        await call('POST', reopen, support.accessToken, {
          reason: 'Closed by mistake, says the default admin',
        })
      ).statusCode,
    ).toBe(200);
    await t.settleChanges();
    expect((await signIn(t.app, customer.email, customer.password)).access_token).toBeTruthy();
    expect((await call('POST', reopen, support.accessToken, { reason: 'again' })).statusCode).toBe(409);
    const customerTrail = (
      await call('GET', `/api/ops/accounts/${customer.accountId}/audit`, support.accessToken)
    ).json<{ events: { type: string }[] }>();
    expect(customerTrail.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['account_closed', 'account_unlocked', 'sign_in_succeeded']),
    );
    const actions = (await call('GET', `/api/ops/audit?target=${customer.accountId}`, support.accessToken))
      .json<{ action: string }[]>()
      .map((entry) => entry.action);
    expect(actions).toEqual(['account.reopened', 'user.two-factor-removed', 'user.unlocked']);
  });

  it("lists an account's invoices and sends one again to the billing e-mail, audited", async () => {
    const buyer = await trialAdmin(t.app);
    const purchase = (
      await requestPurchase(t.app, buyer.token, purchaseBody({ couponCode: undefined }))
    ).json<{ clientSecret: string }>();
    expect((await confirmSandbox(t.app, purchase.clientSecret)).json()).toMatchObject({
      status: 'succeeded',
    });
    await t.settleChanges();
    const invoices = (
      await call('GET', `/api/ops/accounts/${buyer.accountId}/invoices`, support.accessToken)
    ).json<{ id: string; number: string; paid: boolean }[]>();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.paid).toBe(true);
    const invoiceId = invoices[0]?.id ?? '';
    const resent = await call(
      'POST',
      `/api/ops/accounts/${buyer.accountId}/invoices/${invoiceId}/resend`,
      support.accessToken,
      { reason: 'The customer says it never arrived' },
    );
    expect(resent.json<{ message: string }>().message).toBe(
      `Invoice ${invoices[0]?.number} sent to ${buyer.email}`,
    );
    const mails = await t.deps.database.db.query.mailOutbox.findMany({
      where: (table, { eq }) => eq(table.toAddress, buyer.email),
    });
    // The first from the settlement, the second from support, both with the PDF.
    expect(
      mails.filter(
        (mail) => mail.kind === 'invoice' && mail.subject.startsWith(`Invoice ${invoices[0]?.number}`),
      ),
    ).toHaveLength(2);
    const other = await registerAccount(t.app);
    expect(
      (
        await call(
          'POST',
          `/api/ops/accounts/${other.accountId}/invoices/${invoiceId}/resend`,
          support.accessToken,
          { reason: 'not theirs' },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('grants Full User licences, never fewer than the Full Users the account has, and the administrator can then add users', async () => {
    const { accountId, admin: customerAdmin } = await createPaidAccount(t, { licences: 1 });
    const addUser = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: bearer(customerAdmin.accessToken),
        payload: { email: uniqueEmail('granted'), firstname: 'Gina', lastname: 'Granted', permissions: 'U' },
      });
    expect((await addUser()).statusCode).toBe(409);
    const url = `/api/ops/accounts/${accountId}/licences`;
    expect((await call('PUT', url, support.accessToken, { users: 0, reason: 'too few' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('PUT', url, support.accessToken, {
          users: 3,
          reason: 'Two goodwill licences for the tender',
        })
      ).json(),
    ).toMatchObject({
      message: 'The account has 3 Full User licence(s)',
    });
    await t.settleChanges();
    expect((await addUser()).statusCode).toBe(200);
    const detail = (await call('GET', `/api/ops/accounts/${accountId}`, support.accessToken)).json<{
      licences: { users: number };
    }>();
    expect(detail.licences.users).toBe(3);
  });
});
