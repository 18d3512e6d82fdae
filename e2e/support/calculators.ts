import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { chooseOption } from './select.ts';

/**
 * Fills the open New Calculator form as a trader would for a New York #11 calculator from Santos, Brazil (the first
 * listed contract) to `destination`, saves it and waits for My Calculators.
 */
export const saveSantosCalculator = async (page: Page, name: string, destination: string | RegExp) => {
  const form = page.getByRole('form', { name: 'New Calculator' });
  const choose = (label: string, option: string | RegExp) =>
    chooseOption(page, form.getByRole('combobox', { name: label }), option);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose('Basis', 'New York #11');
  await chooseOption(page, form.getByRole('combobox', { name: 'Contract' }));
  await choose('From: Region', 'South America');
  await choose('From: Country', 'Brazil');
  await choose('From: Port', 'Santos');
  await choose('To: Destination', destination);
  await form.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page).toHaveURL(/\/calculators$/);
};

/**
 * Opens a calculator from My Calculators' list and waits for its own page. The list's card stays on screen while that
 * page's code loads and is then replaced, and what was done to it in between (a panel asked for) goes with it.
 */
export const openCalculatorFromList = async (page: Page, name: RegExp) => {
  await page.getByRole('row', { name }).click();
  await expect(page).toHaveURL(/\/calculators\/[0-9a-f-]{36}$/);
};

/**
 * A New York #11 calculator from Santos to the global New York destination on the first period still trading,
 * made through the API for journeys about something else; `fields` override or add request fields.
 */
export const createSantosCalculatorThroughApi = async (
  request: APIRequestContext,
  accessToken: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> => {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const periods = (await (
    await request.get('/api/v1/contract/periods/NewYork11', { headers })
  ).json()) as Array<{
    id: string;
    concluded: boolean;
  }>;
  const created = await request.post('/api/v1/calculator', {
    headers,
    data: {
      name: 'Santos to New York',
      contractId: 'NewYork11',
      periodId: periods.find((period) => !period.concluded)?.id,
      originRegionId: 'South America',
      originCountryId: '076',
      originPortId: 'BRSSZ',
      destinationId: 'USNYC',
      currencyCode: 'USD',
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()) as { id: string };
};
