import { expect, type Page } from '@playwright/test';
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
