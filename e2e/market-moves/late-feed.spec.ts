import { startSettlementServer } from '../support/settlement-server.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  createAccount,
  readStoredSession,
  signInThroughLoginForm,
  type Credentials,
} from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';
import { signInOperator } from '../support/operator-console.ts';
import { chooseOption } from '../support/select.ts';
import { startServerAt, type TestClockServer } from '../support/test-clock-server.ts';

// Issue 47: a feed that misses its scheduled time raises the operators' late alert on the Feeds desk, and the
// traders' figures carry the stale badge. The app runs on a test clock (TEST_CLOCK_START, decision 0141) on a
// server of this journey's own: Monday morning in New York the feed publishes Friday's settlement; started again on
// Wednesday evening, the vendor still serves Friday's file, so the 14:30 slot passes its late limit with nothing new.

const iceHeader =
  'TRADE DATE,HUB,PRODUCT,STRIP,CONTRACT,CONTRACT TYPE,STRIKE,SETTLEMENT PRICE,NET CHANGE,EXPIRATION DATE,PRODUCT_ID';
/** 10:00 New York on Monday 7 December 2026, an ICE Futures U.S. business day. */
const monday = new Date('2026-12-07T15:00:00Z');
/** 18:00 New York on Wednesday 9 December: the 14:30 slot is 3½ hours gone, past the usual 3-hour late limit. */
const wednesday = new Date('2026-12-09T23:00:00Z');

/** The customer's vendor on this machine: one settlement file in ICE's layout at one address. */

/** A trader's and an analyst's pages on the test-clock server, signed in at its time. */
const openDesks = async (browser: Browser, server: TestClockServer, startsAt: Date, trader: Credentials) => {
  const trading = await browser.newContext({ baseURL: server.baseURL });
  const page = await trading.newPage();
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const operating = await browser.newContext({ baseURL: server.baseURL });
  const desk = await operating.newPage();
  await signInOperator(desk, operating.request, 'analyst', { clockAheadMs: startsAt.getTime() - Date.now() });
  await desk.goto('/ops/feeds');
  await expect(desk.getByRole('heading', { name: 'Feeds desk' })).toBeVisible();
  return { page, desk, close: async () => Promise.all([trading.close(), operating.close()]) };
};

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('on a test clock, a feed that misses its slot is late on the Feeds desk and the trader sees the stale badge', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(10 * 60_000);
  const port = Number(process.env.PSC_E2E_CLOCK_PORT ?? 8690);
  const dataDir = mkdtempSync(join(tmpdir(), 'psc-e2e-clock-'));
  const vendor = await startSettlementServer();
  let server = await startServerAt(monday, { port, dataDir });
  try {
    // Monday: a trader's New York #11 calculator, and the vendor's file with Friday's settlement for its period.
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const trader = await createAccount(api, 'late-feed');
    let desks = await openDesks(browser, server, monday, trader);
    const token = (await readStoredSession(desks.page)).accessToken ?? '';
    const headers = { Authorization: `Bearer ${token}` };
    const periods = (await (await api.get('/api/v1/contract/periods/NewYork11', { headers })).json()) as {
      id: string;
      price: number | null;
      concluded: boolean;
    }[];
    const period = periods.find((candidate) => !candidate.concluded && candidate.price !== null);
    if (period === undefined) throw new Error('New York #11 has no live period');
    const { id: calculatorId } = await createSantosCalculatorThroughApi(api, token, {
      name: 'Santos to NY, late feed',
      periodId: period.id,
      freightMode: 'container',
    });
    const settlement = Math.round((period.price ?? 0) * 1.01 * 100) / 100;
    vendor.serve(
      [
        iceHeader,
        `12/04/2026,,Sugar No. 11 Futures,${period.id.replace('-', '')},SB,F,,${settlement},,,`,
      ].join('\n'),
    );

    // The analyst adds the ICE feed (its usual schedule: 14:30 New York, late 3 hours after) and runs it now.
    const { desk } = desks;
    await desk.getByRole('button', { name: 'Add a feed' }).first().click();
    const form = desk.getByRole('dialog', { name: 'Add a price feed' });
    const feedName = `ICE settlements on a test clock ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(feedName);
    await form.getByRole('textbox', { name: 'Address' }).fill(vendor.url);
    await chooseOption(desk, form.getByRole('combobox', { name: 'Format' }), /ICE settlement CSV/);
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(form).toBeHidden();
    await desk.getByRole('button', { name: `Run ${feedName} now` }).click();
    await expect(desk.getByRole('status').filter({ hasText: `${feedName}: Published` })).toBeVisible();
    const feedRow = desk
      .getByRole('table', { name: 'Price feeds' })
      .getByRole('row', { name: new RegExp(feedName) });
    await expect(feedRow).toContainText('On time');

    // Friday's settlement is current on Monday: the card shows no stale badge.
    await expect
      .poll(async () => {
        const all = (await (await api.get('/api/v1/calculator/all', { headers })).json()) as {
          id: string;
          stale?: boolean;
        }[];
        return all.find((calculator) => calculator.id === calculatorId)?.stale;
      })
      .toBe(false);
    await desks.page.goto(`/calculators/${calculatorId}`);
    await expect(desks.page.getByTestId('ddp-per-tonne')).toBeVisible();
    await expect(desks.page.getByTestId('ddp-stale-badge')).toHaveCount(0);
    await desks.close();
    await api.dispose();

    // Wednesday evening, the same app: the 14:30 fetch found Friday's file again, nothing new, and its late limit
    // has passed.
    await server.stop();
    server = await startServerAt(wednesday, { port, dataDir });
    desks = await openDesks(browser, server, wednesday, trader);
    const lateRow = desks.desk
      .getByRole('table', { name: 'Price feeds' })
      .getByRole('row', { name: new RegExp(feedName) });
    await expect(async () => {
      await desks.desk.reload();
      await expect(lateRow).toContainText(/Late since 2026-12-09 \d\d:\d\d UTC/, { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(lateRow).toContainText('same file as the last publication');
    await shoot(desks.desk, 'feeds-desk-late');

    await desks.page.goto(`/calculators/${calculatorId}`);
    const badge = desks.page.getByTestId('ddp-stale-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('aria-label', /^Stale: New York #11 as of Dec 4, 2026/);
    await expect(desks.page.getByTestId('stale-badge-Contract')).toBeVisible();
    await shoot(desks.page, 'card-stale');
    await desks.close();
  } finally {
    await server.stop();
    await vendor.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
