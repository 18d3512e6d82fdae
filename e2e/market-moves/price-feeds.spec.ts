import { startSettlementServer } from '../support/settlement-server.ts';
import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';
import { signInOperator } from '../support/operator-console.ts';
import { chooseOption } from '../support/select.ts';

const iceHeader =
  'TRADE DATE,HUB,PRODUCT,STRIP,CONTRACT,CONTRACT TYPE,STRIKE,SETTLEMENT PRICE,NET CHANGE,EXPIRATION DATE,PRODUCT_ID';

/** The customer's licensed vendor on this machine: its latest settlement file in ICE's layout at one address. */

test('an analyst sets up an ICE end-of-day feed; its file with an outlier is held, approved in the Feeds desk, and the trader prices from it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // A trader with a New York #11 calculator on the second-furthest period (the furthest is the quote journeys').
  const trader = await createAccount(request, 'feeds');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const token = (await readStoredSession(page)).accessToken ?? '';
  const headers = { Authorization: `Bearer ${token}` };
  const periodsNow = async () =>
    (
      (await (await request.get('/api/v1/contract/periods/NewYork11', { headers })).json()) as {
        id: string;
        price: number;
        concluded: boolean;
      }[]
    ).filter((period) => !period.concluded);
  const [outlierPeriod, quietPeriod] = (await periodsNow()).slice(-3, -1);
  if (outlierPeriod === undefined || quietPeriod === undefined)
    throw new Error('New York #11 has too few periods');
  const { id: calculatorId } = await createSantosCalculatorThroughApi(request, token, {
    name: 'Santos to NY, fed',
    periodId: outlierPeriod.id,
  });
  const calculatorNow = async () =>
    (
      (await (await request.get('/api/v1/calculator/all', { headers })).json()) as {
        id: string;
        contractPrice: number;
      }[]
    ).find((calculator) => calculator.id === calculatorId);
  const before = await calculatorNow();

  // The vendor's files in ICE's layout: the morning's (both periods 1 % up), then a corrected one where one period
  // is 20 % up (an outlier beyond the feed's 5 %).
  const [month, day, year] = new Date().toLocaleDateString('en-US', { timeZone: 'UTC' }).split('/');
  const tradeDate = `${month?.padStart(2, '0')}/${day?.padStart(2, '0')}/${year}`;
  const iceFile = (rows: { id: string; settlement: number }[]) =>
    [
      iceHeader,
      ...rows.map(
        (row) => `${tradeDate},,Sugar No. 11 Futures,${row.id.replace('-', '')},SB,F,,${row.settlement},,,`,
      ),
      `${tradeDate},,Sugar No. 11 Options,Mar27,SB,C,19.00,0.52,,,`,
    ].join('\n');
  const step = (price: number, factor: number) => Math.round(price * factor * 100) / 100;
  const morning = [
    { id: outlierPeriod.id, settlement: step(outlierPeriod.price, 1.01) },
    { id: quietPeriod.id, settlement: step(quietPeriod.price, 1.01) },
  ];
  const settled = [
    { id: outlierPeriod.id, settlement: step(morning[0]?.settlement ?? 0, 1.2) },
    { id: quietPeriod.id, settlement: step(morning[1]?.settlement ?? 0, 1.005) },
  ];
  const vendor = await startSettlementServer();
  vendor.serve(iceFile(morning));

  try {
    // The analyst adds the feed in the Feeds desk.
    const console = await (await browser.newContext()).newPage();
    await signInOperator(console, request, 'analyst');
    await console.getByRole('tab', { name: 'Feeds' }).click();
    await expect(console.getByRole('heading', { name: 'Feeds desk' })).toBeVisible();
    await console.getByRole('button', { name: 'Add a feed' }).first().click();
    const form = console.getByRole('dialog', { name: 'Add a price feed' });
    await expect(form.getByRole('combobox', { name: 'Kind' })).toHaveText(/ICE end-of-day settlements/);
    const feedName = `ICE settlements ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(feedName);
    await form.getByRole('textbox', { name: 'Address' }).fill(vendor.url);
    await chooseOption(console, form.getByRole('combobox', { name: 'Format' }), /ICE settlement CSV/);
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(form).toBeHidden();
    const feeds = console.getByRole('table', { name: 'Price feeds' });
    await expect(feeds.getByRole('rowheader', { name: new RegExp(feedName) })).toBeVisible();
    await console.screenshot({ path: test.info().outputPath('feeds-desk-added.png'), fullPage: true });

    // The morning's file is fetched, checked and published in the feed's name.
    await console.getByRole('button', { name: `Run ${feedName} now` }).click();
    await expect(console.getByRole('status').filter({ hasText: `${feedName}: Published` })).toBeVisible();
    const published = await calculatorNow();
    expect(published?.contractPrice).not.toBe(before?.contractPrice);

    // The next file moves one period 20 %: held for approval, nothing of it reaches traders.
    vendor.serve(iceFile(settled));
    await console.getByRole('button', { name: `Run ${feedName} now` }).click();
    await expect(
      console.getByRole('status').filter({ hasText: `${feedName}: Held for approval` }),
    ).toBeVisible();
    const held = console.getByRole('article', { name: new RegExp(`^${feedName}: 2 row\\(s\\)`) });
    await expect(held.getByRole('cell', { name: 'Outlier', exact: true })).toHaveCount(1);
    expect((await calculatorNow())?.contractPrice).toBe(published?.contractPrice);
    await console.screenshot({ path: test.info().outputPath('feeds-desk-held.png'), fullPage: true });

    // The analyst checked the move with the exchange: approved with a reason.
    await held.getByRole('button', { name: /^Approve the file from/ }).click();
    const confirm = console.getByRole('dialog', { name: `Publish 2 row(s) from ${feedName}?` });
    await confirm.getByRole('textbox', { name: 'Reason' }).fill('Limit-up day confirmed on ICE');
    await confirm.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(
      console
        .getByRole('status')
        .filter({ hasText: `${feedName}: 2 row(s) published; traders read them now.` }),
    ).toBeVisible();
    await expect(console.getByRole('table', { name: 'Recent feed runs' })).toContainText(feedName);

    // The trader reads the feed's settlements: the periods' prices, and the calculator repriced from them.
    await expect
      .poll(async () => (await periodsNow()).find((period) => period.id === outlierPeriod.id)?.price)
      .toBe(settled[0]?.settlement);
    await expect
      .poll(async () => (await calculatorNow())?.contractPrice, { timeout: 20_000 })
      .not.toBe(published?.contractPrice);
    // The board reads #11 per tonne: the settlement in US cents per pound × 22.046.
    await page.goto('/prices');
    const perTonne = ((settled[0]?.settlement ?? 0) * 22.046).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(page.getByRole('table', { name: 'New York #11 prices' })).toContainText(`$${perTonne}`);
    await page.screenshot({ path: test.info().outputPath('board-after-feed.png'), fullPage: true });
  } finally {
    await vendor.close();
  }
});
