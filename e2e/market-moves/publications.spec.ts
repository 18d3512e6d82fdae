import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';
import { collectCspRefusals } from '../support/csp.ts';
import { e2eOperatorKey } from '../support/operator.ts';
import { pdfText } from '../support/pdf-text.ts';
import { waitForMail } from '../support/credentials.ts';
import { chooseOption } from '../support/select.ts';

type Calculator = { id: string; periodId: string; price: number; contractPrice: number };

/** A trader of a new account, signed in, with a New York #11 calculator on the furthest period still trading. */
const traderWithFurthestCalculator = async (
  page: Page,
  request: APIRequestContext,
  label: string,
  name: string,
) => {
  const trader = await createAccount(request, label);
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const token = (await readStoredSession(page)).accessToken ?? '';
  const headers = { Authorization: `Bearer ${token}` };
  // The furthest period, so the prices these journeys publish concern their own calculators alone.
  const periods = (await (await request.get('/api/v1/contract/periods/NewYork11', { headers })).json()) as {
    id: string;
    concluded: boolean;
  }[];
  const periodId = periods.filter((period) => !period.concluded).at(-1)?.id ?? '';
  const { id } = await createSantosCalculatorThroughApi(request, token, { name, periodId });
  const calculatorNow = async () =>
    ((await (await request.get('/api/v1/calculator/all', { headers })).json()) as Calculator[]).find(
      (calculator) => calculator.id === id,
    );
  return { id, periodId, calculatorNow, email: trader.email, headers };
};

/** A new publication of one New York #11 price, as an analyst's import would make it. */
const publishNewYorkPrice = async (request: APIRequestContext, periodId: string, price: number) => {
  const published = await request.post('/system/prices', {
    headers: { authorization: `Bearer ${e2eOperatorKey}`, 'content-type': 'text/csv' },
    data: `contractId,periodId,price,currencyCode,lastUpdated\nNewYork11,${periodId},${price},USD,${new Date().toISOString()}\n`,
  });
  expect(published.status(), await published.text()).toBeLessThan(300);
};

test('a trader freezes a quote, shares it, and the quote keeps its figures while prices move; a revoked link answers 404', async ({
  page,
  browser,
  request,
}) => {
  const { id, calculatorNow } = await traderWithFurthestCalculator(
    page,
    request,
    'quotes',
    'Santos to NY, Q1',
  );
  const before = await calculatorNow();

  // From the calculator: Freeze a quote, with a note; the quote opens.
  await page.goto(`/calculators/${id}`);
  await page.getByRole('button', { name: 'Freeze a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Freeze a quote' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Payment CAD, Incoterms 2020 DDP');
  await dialog.getByRole('button', { name: 'Freeze' }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  const ddp = `DDP ${(before?.price ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2 })} USD/t`;
  await expect(page.getByText(ddp)).toBeVisible();
  await expect(page.getByText('Payment CAD, Incoterms 2020 DDP')).toBeVisible();
  await expect(page.getByText('this quote gives the same figures')).toBeVisible();

  // A read-only link, opened in a private window: the same figures, no sign-in.
  const share = page.getByRole('region', { name: 'Share link' });
  await share.getByRole('button', { name: 'Create share link' }).click();
  const link = await share.getByRole('textbox', { name: 'Read-only link' }).inputValue();
  expect(link).toMatch(/\/q\/[\w-]{43}$/);
  const privateWindow = await browser.newContext();
  const visitor = await privateWindow.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(ddp)).toBeVisible();
  await expect(visitor.getByRole('table', { name: 'Waterfall' })).toBeVisible();
  expect(await visitor.evaluate(() => localStorage.getItem('psc.accessToken'))).toBeNull();
  // The PDF shows the same DDP.
  const shareToken = link.split('/q/')[1] ?? '';
  const pdf = await request.get(`/shared/quotes/${shareToken}/quote.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdfText(await pdf.body())).toContain(ddp);
  // The owner sees the views.
  await page.reload();
  await expect(share.getByText(/opened 1 time\(s\)/)).toBeVisible();

  // New prices are published: the calculator moves, the quote does not.
  const moved = (before?.contractPrice ?? 20) + 1.5;
  await publishNewYorkPrice(request, before?.periodId ?? '', moved);
  await expect.poll(async () => (await calculatorNow())?.price).not.toBe(before?.price);
  await visitor.reload();
  await expect(visitor.getByText(ddp)).toBeVisible();
  await page.reload();
  await expect(page.getByText(ddp)).toBeVisible();
  await expect(page.getByText('this quote gives the same figures')).toBeVisible();

  // Revoked, the link answers 404 and the page says so.
  await share.getByRole('button', { name: 'Revoke link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link revoked: it no longer opens the quote.');
  expect((await request.get(`/shared/quotes/${shareToken}`)).status()).toBe(404);
  await visitor.reload();
  await expect(
    visitor.getByText('This link is not valid: it was revoked, it expired, or it never existed.'),
  ).toBeVisible();
  await privateWindow.close();

  // My Quotes lists it.
  await page.goto('/quotes');
  await expect(page.getByRole('link', { name: 'Santos to NY, Q1' })).toBeVisible();
});

test('after three publications, the DDP history shows three points equal to what the calculator showed after each; an alert set between the second and third fires exactly once, by e-mail and in the list', async ({
  page,
  request,
}) => {
  const refusals = collectCspRefusals(page);
  const { id, periodId, calculatorNow, email, headers } = await traderWithFurthestCalculator(
    page,
    request,
    'history',
    'History',
  );
  const priceNow = async () => (await calculatorNow())?.price;
  const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2 });

  const shown: number[] = [];
  for (const [index, centsPerPound] of [18.25, 19.5, 18.75].entries()) {
    if (index === 2) {
      // Between the second and the third publication: DDP falling 5 below what it is now.
      await page.goto('/alerts');
      await expect(page.getByText('No alerts yet. Set one below.')).toBeVisible();
      await chooseOption(page, page.getByRole('combobox', { name: 'Calculator' }), /^History \(now/);
      await page
        .getByRole('textbox', { name: 'Level per tonne' })
        .fill(String(Math.round((shown[1]! - 5) * 100) / 100));
      await page.getByRole('button', { name: 'Set alert' }).click();
      await expect(page.getByText('Alert set. PSC checks it after every publication.')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Your alerts' })).toContainText('Watching');
    }
    const before = await priceNow();
    await publishNewYorkPrice(request, periodId, centsPerPound);
    await expect.poll(priceNow).not.toBe(before);
    shown.push((await priceNow()) ?? 0);
  }

  // The third publication crossed the level: one notification in the list, one e-mail with a one-click link.
  const notifications = async () =>
    (
      (await (await request.get('/api/v1/notifications', { headers })).json()) as {
        notifications: { message: string }[];
      }
    ).notifications;
  await expect.poll(async () => (await notifications()).length, { timeout: 20_000 }).toBe(1);
  // Outside My Alerts, the menu button carries the unread count once the page is idle (issue 48 item 14), and so
  // does the menu's My Alerts entry.
  await page.goto(`/calculators/${id}`);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAccessibleDescription('1 unread alert', { timeout: 30_000 });
  await menuButton.click();
  await expect(page.getByRole('link', { name: /My Alerts/ })).toContainText('1 unread alert');
  await page.getByRole('link', { name: /My Alerts/ }).click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list).toContainText(`History: DDP ${money(shown[2]!)}`);
  await expect(page.getByRole('heading', { name: 'Notifications (1 unread)' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(menuButton).not.toHaveAccessibleDescription('1 unread alert');
  const alertMails = (await waitForMail(request, email, 1)).filter((mail) =>
    mail.subject?.startsWith('Price alert'),
  );
  expect(alertMails).toHaveLength(1);
  expect(alertMails[0]?.links.some((link) => link.includes('/alerts/unsubscribe/'))).toBe(true);

  await page.goto(`/calculators/${id}`);
  await page.getByRole('button', { name: 'DDP history' }).click();
  await expect(page.getByRole('img', { name: /DDP history chart/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  const rows = page
    .getByRole('table', { name: 'DDP history' })
    .getByRole('row')
    .filter({ hasText: 'Prices' });
  // Newest first: the last three publications are the first three price rows.
  for (const [index, price] of [...shown].reverse().entries())
    await expect(rows.nth(index).getByRole('cell').nth(2)).toHaveText(money(price));

  // A fourth publication, still below the level: the same crossing fires nothing more.
  const alerts = async () =>
    (await (await request.get('/api/v1/alerts', { headers })).json()) as {
      lastValue: number;
      firedCount: number;
    }[];
  await publishNewYorkPrice(request, periodId, 18.7);
  await expect.poll(priceNow).not.toBe(shown[2]);
  const fourth = await priceNow();
  await expect.poll(async () => (await alerts())[0]?.lastValue, { timeout: 20_000 }).toBe(fourth);
  expect((await alerts())[0]?.firedCount).toBe(1);
  expect(await notifications()).toHaveLength(1);
  expect(
    (await waitForMail(request, email, 1)).filter((mail) => mail.subject?.startsWith('Price alert')),
  ).toHaveLength(1);
  // The chart library draws under the page's Content-Security-Policy.
  expect(refusals).toEqual([]);
});
