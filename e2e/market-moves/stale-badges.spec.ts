import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';
import { e2eOperatorKey } from '../support/operator.ts';

// Issue 47 item 2 (decisions 0114, 0115): with demo prices every priced screen says its figures rest on a late
// input, naming it and its date; once the inputs are published afresh the badges go, and a quote frozen before
// keeps what it was frozen with.

type Input = { series: string; name: string; asOf: string | null; stale: boolean };
type Calculator = { id: string; periodId: string; stale?: boolean; inputFreshness?: Input[] };

const operator = { authorization: `Bearer ${e2eOperatorKey}`, 'content-type': 'text/csv' };
const staleName = /^Stale: .+ as of [A-Z][a-z]{2} \d{1,2}, \d{4}/;

const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** Publishes today's figure of every published input the calculators read, as the console's import would. */
const publishFresh = async (
  request: APIRequestContext,
  calculators: Calculator[],
  matrixPeriodIds: string[],
) => {
  const today = new Date().toISOString();
  const inputs = new Map(
    calculators
      .flatMap((calculator) => calculator.inputFreshness ?? [])
      .map((input) => [input.series, input]),
  );
  const periods = [...new Set([...calculators.map((calculator) => calculator.periodId), ...matrixPeriodIds])];
  if (inputs.has('NewYork11')) {
    const rows = periods.map((periodId) => `NewYork11,${periodId},19.85,USD,${today}`).join('\n');
    const published = await request.post('/system/prices', {
      headers: operator,
      data: `contractId,periodId,price,currencyCode,lastUpdated\n${rows}\n`,
    });
    expect(published.status(), await published.text()).toBeLessThan(300);
  }
  // Santos to New York in dollars converts nothing: no rate to publish (an FX input would need one).
  expect([...inputs.keys()].filter((series) => series.startsWith('FX:'))).toEqual([]);
};

test('demo prices show stale badges on the card, list, matrix, compare and quote; a fresh publication clears them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const trader = await createAccount(request, 'stale-badges');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const token = (await readStoredSession(page)).accessToken ?? '';
  const headers = { Authorization: `Bearer ${token}` };
  // The period before the furthest: the other market journeys publish the furthest ones.
  const periods = (await (await request.get('/api/v1/contract/periods/NewYork11', { headers })).json()) as {
    id: string;
    concluded: boolean;
  }[];
  const periodId = periods.filter((period) => !period.concluded).at(-2)?.id ?? '';
  const first = await createSantosCalculatorThroughApi(request, token, {
    name: 'Stale boxes',
    periodId,
    freightMode: 'container',
  });
  await createSantosCalculatorThroughApi(request, token, { name: 'Stale second', periodId });
  const all = async () =>
    (await (await request.get('/api/v1/calculator/all', { headers })).json()) as Calculator[];
  const before = await all();
  expect(before.every((calculator) => calculator.stale === true)).toBe(true);

  // The card: the DDP and the Contract block say which input is late, and its date.
  await page.goto(`/calculators/${first.id}`);
  const ddpBadge = page.getByTestId('ddp-stale-badge');
  await expect(ddpBadge).toBeVisible();
  await expect(ddpBadge).toHaveText('Stale');
  await expect(ddpBadge).toHaveAttribute('aria-label', staleName);
  await expect(page.getByTestId('stale-badge-Contract')).toHaveAttribute(
    'aria-label',
    /^Stale: New York #11 as of /,
  );
  await shoot(page, 'card');

  // My Calculators: each row.
  await page.goto('/calculators');
  await expect(page.getByTestId('list-stale-badge')).toHaveCount(2);
  await shoot(page, 'list');

  // Compare: each column.
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByTestId('compare-stale-badge')).toHaveCount(2);
  await shoot(page, 'compare');

  // A matrix of the same origin: the column header, and the cell's description.
  const matrix = await request.post('/api/v1/matrices', {
    headers,
    data: {
      name: 'Stale matrix',
      currencyCode: 'USD',
      origins: [{ contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' }],
      destinationIds: ['USNYC'],
      periodCount: 1,
      blocks: {},
    },
  });
  expect(matrix.status(), await matrix.text()).toBe(201);
  const matrixId = ((await matrix.json()) as { id: string }).id;
  await page.goto(`/matrices/${matrixId}`);
  await expect(page.getByTestId('matrix-column-stale-0')).toHaveAttribute('aria-label', staleName);
  const cell = page.getByRole('button', { name: /^New York #11 · Santos · container to New York/ });
  await expect(cell).toHaveAccessibleDescription(staleName);
  await shoot(page, 'matrix');

  // A quote frozen now keeps its stale inputs.
  await page.goto(`/calculators/${first.id}`);
  await page.getByRole('button', { name: 'Freeze a quote' }).click();
  await page.getByRole('dialog', { name: 'Freeze a quote' }).getByRole('button', { name: 'Freeze' }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  const quoteUrl = page.url();
  await expect(page.getByTestId('quote-stale-badge')).toHaveAttribute('aria-label', staleName);
  await expect(page.getByTestId('quote-inputs-as-of')).toContainText(
    /Market data as of: New York #11 \d{4}-/,
  );
  await shoot(page, 'quote');

  // A fresh publication of every input they read: the badges go.
  const matrixPrices = (await (
    await request.get(`/api/v1/matrices/${matrixId}/prices`, { headers })
  ).json()) as { periods: { cells: { periodId: string | null }[][] }[] };
  const matrixPeriodIds = matrixPrices.periods
    .flatMap((period) => period.cells.flat().map((entry) => entry.periodId))
    .filter((id): id is string => id !== null);
  await publishFresh(request, before, matrixPeriodIds);
  await expect
    .poll(async () => (await all()).map((calculator) => calculator.stale), { timeout: 20_000 })
    .toEqual([false, false]);
  await page.goto(`/calculators/${first.id}`);
  await expect(page.getByTestId('ddp-per-tonne')).toBeVisible();
  await expect(page.getByTestId('ddp-stale-badge')).toHaveCount(0);
  await expect(page.getByTestId('stale-badge-Contract')).toHaveCount(0);
  await page.goto('/calculators');
  await expect(page.getByTestId('list-ddp').first()).toBeVisible();
  await expect(page.getByTestId('list-stale-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('table', { name: 'Calculators compared block by block' })).toBeVisible();
  await expect(page.getByTestId('compare-stale-badge')).toHaveCount(0);
  await page.goto(`/matrices/${matrixId}`);
  await expect(cell).toBeVisible();
  await expect(page.getByTestId('matrix-column-stale-0')).toHaveCount(0);
  await expect(cell).not.toHaveAccessibleDescription(staleName);
  await shoot(page, 'fresh-card-list-matrix');

  // The quote keeps the freshness it was frozen with.
  await page.goto(quoteUrl);
  await expect(page.getByTestId('quote-stale-badge')).toHaveAttribute('aria-label', staleName);
});
