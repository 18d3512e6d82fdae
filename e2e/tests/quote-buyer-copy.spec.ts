import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';
import { pdfText } from '../support/pdf-text.ts';

// Issue 48 item 4 (decision 0096): a quote sent to a buyer shows the buyer's copy the trader chose, never the
// analysts' notes, the calculator's ids or the account's finance terms.

/** What the analysts' notes of the reference data say, which a buyer must not read. */
const internalMarks = [/calculators\.md/, /not market data/i, /not verified/i, /unverified/i, /https?:\/\//];

test('a trader shares a quote as the delivered price only; the buyer sees no note, no id, no line', async ({
  page,
  browser,
  request,
}) => {
  const trader = await createAccount(request, 'buyer-copy');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  const { id } = await createSantosCalculatorThroughApi(request, accessToken, { name: 'Offer to Lagos' });

  await page.goto(`/calculators/${id}`);
  await page.getByRole('button', { name: 'Freeze a quote' }).click();
  await page.getByRole('dialog', { name: 'Freeze a quote' }).getByRole('button', { name: 'Freeze' }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);

  // By default the buyer's copy gives each line with a short source and its date, and no analyst's note.
  const waterfall = page.getByRole('table', { name: 'Waterfall' });
  await expect(waterfall).toBeVisible();
  await expect(waterfall).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  for (const mark of internalMarks) await expect(page.getByRole('main')).not.toContainText(mark);
  const ddp = (await page.getByText(/^DDP [\d,.]+ USD\/t$/).innerText()).trim();

  // The trader chooses the delivered price only, and shares it.
  await page.getByRole('radio', { name: 'The delivered price only' }).check();
  await expect(waterfall).toBeHidden();
  const share = page.getByRole('region', { name: 'Share link' });
  await share.getByRole('button', { name: 'Create share link' }).click();
  const link = await share.getByRole('textbox', { name: 'Read-only link' }).inputValue();
  await expect(share.getByText(/Shows the delivered price only/)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(ddp)).toBeVisible();
  await expect(visitor.getByRole('table', { name: 'Waterfall' })).toHaveCount(0);
  for (const mark of internalMarks) await expect(visitor.getByRole('main')).not.toContainText(mark);

  const token = link.split('/q/')[1] ?? '';
  const json = await (await request.get(`/shared/quotes/${token}`)).text();
  expect(json).not.toContain(id);
  expect(json).not.toMatch(/destinationId|carryRatePerYear|paymentDays|lcRate|"calculator"/);
  const pdf = pdfText(await (await request.get(`/shared/quotes/${token}/quote.pdf`)).body()).join('\n');
  expect(pdf).toContain(ddp);
  expect(pdf).not.toContain('Source');
  for (const mark of internalMarks) expect(pdf).not.toMatch(mark);
  await visitor.context().close();
});
