import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { generate } from 'otplib';
import {
  createAccount,
  readStoredSession,
  signInThroughLoginForm,
  uniqueEmail,
} from '../support/accounts.ts';
import { waitForMail } from '../support/credentials.ts';
import { e2eOperatorKey } from '../support/operator.ts';
import { chooseOption } from '../support/select.ts';

type NewOperator = { email: string; password: string; totpSecret: string };

/** An operator added by the administrator's bootstrap key, as an administrator adds a colleague. */
const addOperator = async (
  request: APIRequestContext,
  role: 'analyst' | 'support' | 'admin',
): Promise<NewOperator> => {
  const email = uniqueEmail(role);
  const password = `Operations-${role}-2026`;
  const reply = await request.post('/api/ops/operators', {
    headers: { authorization: `Bearer ${e2eOperatorKey}` },
    data: { email, name: `E2E ${role}`, role, password },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return { email, password, totpSecret: ((await reply.json()) as { totpSecret: string }).totpSecret };
};

/** The console's own sign-in, in a window of its own: e-mail, password and the authenticator's code. */
const signInToConsole = async (browser: Browser, operator: NewOperator) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/ops');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(operator.email);
  await page.locator('input[autocomplete="current-password"]').fill(operator.password);
  await page
    .getByRole('textbox', { name: 'Authenticator code' })
    .fill(await generate({ secret: operator.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
};

const iceHeader =
  'TRADE DATE,HUB,PRODUCT,STRIP,CONTRACT,CONTRACT TYPE,STRIKE,SETTLEMENT PRICE,NET CHANGE,EXPIRATION DATE,PRODUCT_ID';

test('an analyst publishes an ICE settlement file from the console and a support operator helps a customer; the trader sees both', async ({
  page,
  browser,
  request,
}) => {
  // Three browsers (trader, analyst, support) and two publications: 37 s alone, past the default minute on a
  // loaded machine, and a retry cannot start over once the first attempt has published London #5.
  test.slow();
  const analyst = await addOperator(request, 'analyst');
  const support = await addOperator(request, 'support');

  // A trader on the free plan sees demo prices on the London #5 board.
  const trader = await createAccount(request, 'console');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  await expect(page.getByRole('status').filter({ hasText: 'Free Plan expires in 7 days' })).toBeVisible();
  const headers = { Authorization: `Bearer ${(await readStoredSession(page)).accessToken ?? ''}` };
  const periods = (
    (await (await request.get('/api/v1/contract/periods/London5', { headers })).json()) as {
      id: string;
      price: number;
      concluded: boolean;
    }[]
  ).filter((period) => !period.concluded);
  await page.goto('/prices');
  const londonBoard = page.getByRole('region', { name: 'London #5' });
  await expect(londonBoard.getByText('Demo prices')).toBeVisible();

  // The analyst's day: every live period of London #5, one of them 20 % up, and an option row the preset skips.
  const console = await signInToConsole(browser, analyst);
  await expect(console.getByRole('heading', { name: 'Market desk' })).toBeVisible();
  await expect(console.getByText("Traders still see 'Demo prices' on a board")).toBeVisible();
  const settled = periods.map((period, index) => ({
    ...period,
    settlement: Math.round(period.price * (index === 1 ? 1.2 : 1.01) * 100) / 100,
  }));
  const file = [
    iceHeader,
    ...settled.map(
      (period) =>
        `11/25/2026,,White Sugar Futures,${period.id.replace('-', '')},W,F,,${period.settlement},,,`,
    ),
    '11/25/2026,,White Sugar Options,Mar27,W,C,500,12.5,,,',
  ].join('\n');
  const prices = console.getByRole('region', { name: 'Publish prices' });
  await prices.getByRole('textbox', { name: 'File contents' }).fill(file);
  await prices.getByRole('button', { name: 'Preview' }).click();
  await expect(
    console.getByText(
      `${settled.length} row(s) to publish, 1 other row(s) of the file skipped; 1 outlier(s) over 5 %.`,
    ),
  ).toBeVisible();
  const preview = console.getByRole('table', { name: 'Preview' });
  await expect(preview.locator('tbody tr')).toHaveCount(settled.length);
  await expect(preview.getByText('Outlier')).toHaveCount(1);
  await prices.getByRole('button', { name: 'Publish' }).click();
  // A file with outliers asks first, naming them (issue 48 item 22); the analyst has checked it.
  const confirm = console.getByRole('dialog', { name: 'Publish 1 outlier?' });
  await expect(confirm.getByRole('listitem')).toHaveCount(1);
  await confirm.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(
    console.getByText(`Imported ${settled.length} price row(s): traders see it on their next read.`),
  ).toBeVisible();

  // Then the ECB's daily file, at the rates traders have now (so no other journey's figures move): the pegged
  // currencies come with it.
  const demo = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'reference-data', 'demo-fx.json'), 'utf8'),
  ) as {
    rates: { currencyCode: string; unitsPerUsd: number }[];
  };
  const perUsd = (code: string) => demo.rates.find((rate) => rate.currencyCode === code)?.unitsPerUsd ?? 1;
  const usdPerEur = 1 / perUsd('EUR');
  const ecb = `Date, USD, GBP, \n25 November 2026, ${usdPerEur}, ${perUsd('GBP') * usdPerEur}, \n`;
  const fx = console.getByRole('region', { name: 'Publish FX rates' });
  await chooseOption(
    console,
    fx.getByRole('combobox', { name: 'Format' }),
    'ECB euro reference rates (eurofxref.csv)',
  );
  await fx.getByRole('textbox', { name: 'File contents' }).fill(ecb);
  await fx.getByRole('button', { name: 'Preview' }).click();
  await expect(
    fx.getByText(
      '7 rate(s) to publish, 4 of them pegged currencies from their anchor; 0 outlier(s) over 5 %.',
    ),
  ).toBeVisible();
  await fx.getByRole('button', { name: 'Publish' }).click();
  await expect(fx.getByText('Imported 7 FX rate(s): traders see it on their next read.')).toBeVisible();

  // The trader's next read: the new settlement, the analyst as author, no demo chip on that board.
  await page.reload();
  const first = settled[0];
  await expect(londonBoard.getByRole('table', { name: 'London #5 prices' })).toContainText(
    `$${(first?.settlement ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(londonBoard.getByText('E2E analyst')).toBeVisible();
  await expect(londonBoard.getByText('Demo prices')).toHaveCount(0);

  // The news desk: a draft, previewed sanitised, then published; the trader's news shows it.
  await console.getByRole('tab', { name: 'News desk' }).click();
  await console.getByRole('button', { name: 'Write an item' }).click();
  const headline = `Centre-South crush ahead of last year ${Date.now()}`;
  await console.getByRole('textbox', { name: 'Title' }).fill(headline);
  await console
    .getByRole('textbox', { name: 'Article (HTML)' })
    .fill('<p>Raws <b>firm</b></p><script>alert(1)</script>');
  await console.getByRole('textbox', { name: 'Tags (comma-separated)' }).fill('Price');
  await console.getByRole('button', { name: 'Preview' }).click();
  await expect(console.getByRole('region', { name: 'Article preview' })).toHaveText('Raws firm');
  await console.getByRole('button', { name: 'Save as draft' }).click();
  await console.getByRole('button', { name: `Publish ${headline} now` }).click();
  await expect(console.getByRole('button', { name: `Unpublish ${headline}` })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByText(headline)).toBeVisible();

  // Support finds the trader's account by e-mail, extends the trial by 14 days, then makes it super.
  const desk = await signInToConsole(browser, support);
  await expect(desk.getByRole('heading', { name: 'Customer desk' })).toBeVisible();
  await desk.getByRole('searchbox', { name: 'Search accounts' }).fill(trader.email);
  await desk.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: 'E2E console' }).click();
  await desk.getByRole('button', { name: 'Extend trial' }).click();
  const extend = desk.getByRole('dialog', { name: 'Extend the trial' });
  await extend.getByRole('spinbutton', { name: 'Days' }).fill('14');
  await extend.getByRole('textbox', { name: 'Reason' }).fill('Evaluating for the Q1 tender');
  await extend.getByRole('button', { name: 'Extend' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'The trial now ends on' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('status').filter({ hasText: 'Free Plan expires in 21 days' })).toBeVisible();

  await desk.getByRole('button', { name: 'Make super' }).click();
  const superDialog = desk.getByRole('dialog', { name: 'Make the account super' });
  await superDialog.getByRole('textbox', { name: 'Reason' }).fill('Partner account');
  await superDialog.getByRole('button', { name: 'Make super' }).click();
  await expect(desk.getByRole('button', { name: 'Clear super' })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Operator audit' })).toContainText(
    'Evaluating for the Q1 tender',
  );
  await page.reload();
  await expect(page.getByText('Eve Tester').first()).toBeVisible();
  await expect(page.getByText(/Free Plan/)).toHaveCount(0);
});

test('an analyst publishes bulk freight and saves a new version of the destination charges; traders price from it, and the old version stays in the history', async ({
  browser,
  request,
  page,
}) => {
  const analyst = await addOperator(request, 'analyst');
  const console = await signInToConsole(browser, analyst);

  // A broker's fixture for a lane no other journey prices, through the market desk's freight import.
  const freight = console.getByRole('region', { name: 'Publish bulk freight' });
  const day = new Date().toISOString().slice(0, 10);
  await freight
    .getByRole('textbox', { name: 'File contents' })
    .fill(`fromPortId,toPortId,vesselClassId,usdPerTonne,assessedOn\nTHBKK,PHMNL,Handysize,24.5,${day}`);
  await freight.getByRole('button', { name: 'Preview' }).click();
  await expect(freight.getByText('1 lane(s) to publish; 0 outlier(s) over 5 %.')).toBeVisible();
  await expect(freight.getByRole('table', { name: 'Freight preview' })).toContainText(
    'THBKK → PHMNL (Handysize)',
  );
  await freight.getByRole('button', { name: 'Publish' }).click();
  await expect(freight.getByText(/Imported 1 freight assessment/)).toBeVisible();

  await console.getByRole('tab', { name: 'Rule tables' }).click();
  await expect(console.getByRole('heading', { name: 'Rule tables' })).toBeVisible();
  await console.getByRole('link', { name: 'Destination charges' }).click();
  await expect(console.getByRole('heading', { name: 'Destination charges' })).toBeVisible();
  const rows = console.getByRole('table', { name: 'Rows of Destination charges' });
  await expect(rows.getByText('unverified').first()).toBeVisible();
  const version = Number(
    /Version (\d+),/.exec(await console.getByText(/^Version \d+, saved/).innerText())?.[1],
  );

  const editor = console.getByRole('textbox', { name: 'Table (JSON)' });
  const table = JSON.parse(await editor.inputValue()) as { rules: Record<string, unknown>[] };
  table.rules.push({
    portId: 'AEJEA',
    totalPerTonne: 13.25,
    currencyCode: 'USD',
    source: 'DP World Jebel Ali tariff 2026, terminal handling per 20-ft box over 25 t',
    effectiveFrom: '2026-11-01',
  });
  await editor.fill('{ not json');
  await console.getByRole('button', { name: 'Check' }).click();
  await expect(console.getByRole('alert').filter({ hasText: 'The text is not JSON' })).toBeVisible();
  await editor.fill(JSON.stringify({ rules: [...table.rules, { ...table.rules.at(-1), portId: 'ZZZZZ' }] }));
  await console.getByRole('button', { name: 'Check' }).click();
  await expect(console.getByRole('alert').filter({ hasText: 'Unknown port ZZZZZ' })).toBeVisible();
  await editor.fill(JSON.stringify(table, null, 2));
  await console.getByRole('button', { name: 'Check' }).click();
  await expect(console.getByText('Valid. Adds Charge AEJEA container 2026-11-01.')).toBeVisible();
  await console
    .getByRole('textbox', { name: 'What changed and where it comes from' })
    .fill('Jebel Ali tariff');
  await console.getByRole('button', { name: `Save as version ${version + 1}` }).click();
  await expect(console.getByText(/^Version \d+, saved/)).toContainText(`Version ${version + 1}, saved`);
  const history = console.getByRole('table', { name: 'Versions of Destination charges' });
  await expect(history).toContainText('Jebel Ali tariff');
  await history.getByRole('button', { name: 'Show' }).first().click();
  await expect(console.getByRole('table', { name: `Rows of version ${version}` })).not.toContainText('AEJEA');

  // A trader's next read of the arrival ports has the new charge.
  const trader = await createAccount(request, 'rules');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const headers = { Authorization: `Bearer ${(await readStoredSession(page)).accessToken ?? ''}` };
  const ports = (await (
    await request.get('/api/v1/destination/global/countries/784/destinations', { headers })
  ).json()) as { id: string; destinationCost: number }[];
  expect(ports.find((port) => port.id === 'AEJEA')?.destinationCost).toBe(13.25);
});

test('an administrator changes a band of the catalogue and adds a coupon, each with a reason, both in the audit', async ({
  browser,
  request,
}) => {
  const admin = await addOperator(request, 'admin');
  const console = await signInToConsole(browser, admin);
  // Reasons of their own: the audit also lists the other journeys' (and a retry's) actions.
  const priceReason = `Starter yearly list price 2027 (${Date.now()})`;
  const couponReason = `Q1 tender coupon (${Date.now()})`;
  await console.getByRole('tab', { name: 'Settings' }).click();
  const catalogue = console.getByRole('region', { name: 'Plans and prices' });
  await chooseOption(console, catalogue.getByRole('combobox', { name: 'Plan' }), 'Starter');
  await chooseOption(console, catalogue.getByRole('combobox', { name: 'Currency' }), 'GBP');
  await chooseOption(console, catalogue.getByRole('combobox', { name: 'Billing' }), 'Yearly');
  const fee = catalogue.getByRole('textbox', { name: 'User Licence band 1: per licence' });
  const before = Number(await fee.inputValue());
  await fee.fill((before + 1).toFixed(2));
  await catalogue.getByRole('textbox', { name: 'Reason' }).fill(priceReason);
  await catalogue.getByRole('button', { name: 'Save 1 change(s)' }).click();
  await expect(catalogue.getByRole('status')).toHaveText(
    '1 price(s) updated: the next quote and renewal use them.',
  );
  await expect(fee).toHaveValue((before + 1).toFixed(2));

  const coupons = console.getByRole('region', { name: 'Coupons' });
  await coupons.getByRole('button', { name: 'New coupon' }).click();
  const code = `TENDER${Date.now() % 100000}`;
  await coupons.getByRole('textbox', { name: 'Code' }).fill(code);
  await coupons.getByRole('textbox', { name: 'Name' }).fill('15 % off the first payment');
  await coupons.getByRole('textbox', { name: 'Percent off' }).fill('15');
  await coupons.getByRole('textbox', { name: 'Reason' }).fill(couponReason);
  await coupons.getByRole('button', { name: 'Save coupon' }).click();
  const row = coupons.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('15 %');

  await console.getByRole('tab', { name: 'Audit' }).click();
  await expect(console.getByRole('cell', { name: priceReason, exact: true })).toBeVisible();
  await expect(console.getByRole('cell', { name: couponReason, exact: true })).toBeVisible();
});

test('an administrator invites a colleague by e-mail; the colleague chooses a password, adds the key and signs in with a code', async ({
  browser,
  request,
}) => {
  const admin = await addOperator(request, 'admin');
  const console = await signInToConsole(browser, admin);
  await console.getByRole('tab', { name: 'Operators' }).click();
  const invite = console.getByRole('form', { name: 'Invite an operator' });
  const email = uniqueEmail('invited');
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await invite.getByRole('textbox', { name: 'Name' }).fill('Ivy Invited');
  await chooseOption(console, invite.getByRole('combobox', { name: 'Role' }), 'Analyst (market data, news)');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  await expect(console.getByRole('table', { name: 'Open invitations' })).toContainText(email);

  const mail = (await waitForMail(request, email)).at(-1);
  const link = mail?.links.find((entry) => entry.includes('/ops/join/'));
  if (!link) throw new Error(`no invitation link to ${email}`);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link).pathname);
  await expect(
    invitee.getByText(
      `Ivy Invited, you are invited as Analyst (market data, news) with the e-mail ${email}.`,
    ),
  ).toBeVisible();
  const password = 'Invited-analyst-2026';
  await invitee.locator('input[autocomplete="new-password"]').first().fill(password);
  await invitee.getByLabel(/^Repeat the password/).fill(password);
  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invitee.getByRole('status')).toHaveText(`Welcome: your operator account ${email} is ready.`);
  await expect(invitee.getByRole('img', { name: /QR code that adds PSC operations/ })).toBeVisible();
  const totpSecret = (await invitee.getByRole('textbox', { name: 'Key' }).inputValue()).replaceAll(' ', '');

  const colleague = await signInToConsole(browser, { email, password, totpSecret });
  await expect(colleague.getByRole('heading', { name: 'Market desk' })).toBeVisible();
  await console.reload();
  await expect(console.getByRole('table', { name: 'Operators' })).toContainText('Ivy Invited');
  await expect(console.getByText('No open invitation.')).toBeVisible();
});

test('an administrator finds the Jobs tab with no failed background job; an analyst has no such tab', async ({
  browser,
  request,
}) => {
  const admin = await signInToConsole(browser, await addOperator(request, 'admin'));
  await admin.getByRole('tab', { name: 'Jobs' }).click();
  await expect(admin.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  // Every job of this server ran: the desk says so rather than showing an empty table.
  await expect(admin.getByText('No failed job: every background job ran.')).toBeVisible();
  const analyst = await signInToConsole(browser, await addOperator(request, 'analyst'));
  await expect(analyst.getByRole('heading', { name: 'Market desk' })).toBeVisible();
  await expect(analyst.getByRole('tab', { name: 'Jobs' })).toHaveCount(0);
});
