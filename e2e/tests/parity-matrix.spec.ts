import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInThroughLoginForm } from '../support/accounts.ts';
import { chooseOption } from '../support/select.ts';

/** '1,234.56' → 1234.56. */
const amount = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));

type GridCell = { origin: string; destination: string; price: number | null; cheapest: boolean };

/** Every cell of the period shown, read from what a screen reader hears: origin, destination, price, cheapest. */
const readGrid = async (page: Page, period: string): Promise<GridCell[]> => {
  const table = page.getByRole('table', { name: `DDP per tonne in EUR, ${period}` });
  await expect(table).toBeVisible();
  const labels = await table
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .map((button) => button.getAttribute('aria-label') ?? '')
        .filter((label) => label.includes(' to ')),
    );
  return labels.map((label) => {
    const priced = /^(.*) to (.*?): ([\d,.]+) EUR per tonne(, cheapest origin)?$/.exec(label);
    if (priced !== null)
      return {
        origin: priced[1] ?? '',
        destination: priced[2] ?? '',
        price: amount(priced[3] ?? ''),
        cheapest: priced[4] !== undefined,
      };
    const [origin = '', rest = ''] = label.split(' to ');
    return { origin, destination: rest.split(':')[0] ?? '', price: null, cheapest: false };
  });
};

const origins = [
  { basis: 'New York #11', port: 'Santos, Brazil', freight: 'Containers' },
  { basis: 'New York #11', port: 'Laem Chabang, Thailand' },
  { basis: 'London #5', port: 'Le Havre, France' },
  { basis: 'London #5', port: 'Jebel Ali, United Arab Emirates' },
  { basis: 'Brazil 150ic Santos' },
];
const destinations = ['Rotterdam', 'Hamburg', 'Jeddah', 'Algiers', 'New York', 'Jebel Ali'];
const periods = ['Front period', 'Second period', 'Third period'];

test('a new user builds a 5 × 6 parity matrix over three periods in EUR: cheapest origins, bulk rows, workbook and a cell as a calculator', async ({
  page,
  request,
}) => {
  test.slow();
  const trader = await createAccount(request, 'matrix');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  await page.goto('/matrices');
  await expect(page.getByText('No matrices yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New matrix' }).click();

  await page.getByRole('textbox', { name: 'Name' }).fill('Where raws and whites land');
  await chooseOption(page, page.getByRole('combobox', { name: 'Currency' }), 'EUR Euro');
  await chooseOption(page, page.getByRole('combobox', { name: 'Periods' }), 'Front and next 2 (3 periods)');
  for (const [index, origin] of origins.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add origin' }).click();
    const row = page.getByRole('group', { name: `Origin ${index + 1}` });
    await chooseOption(page, row.getByRole('combobox', { name: 'Basis' }), origin.basis);
    if (origin.port !== undefined)
      await chooseOption(page, row.getByRole('combobox', { name: 'Loading port' }), origin.port);
    if (origin.freight !== undefined)
      await chooseOption(page, row.getByRole('combobox', { name: 'Freight' }), origin.freight);
  }
  const picker = page.getByRole('combobox', { name: 'Destinations (columns)' });
  for (const destination of destinations) {
    await picker.fill(destination);
    await page.getByRole('option', { name: new RegExp(`^${destination}, `) }).click();
  }
  await page.getByRole('button', { name: 'Save and price' }).click();
  await expect(page.getByRole('heading', { name: 'Where raws and whites land' })).toBeVisible();
  // The pricing day reads in the user's date format (the default 'mmm d, yyyy'), as every other date does.
  await expect(
    page.getByText(/^DDP per tonne in EUR, priced on [A-Z][a-z]{2} \d{1,2}, \d{4}\./),
  ).toBeVisible();

  // Every period: 30 cells, and in every column the starred origin is the cheapest priced one.
  const grids = new Map<string, GridCell[]>();
  for (const period of periods) {
    await page.getByRole('tab', { name: period }).click();
    const cells = await readGrid(page, period);
    expect(cells).toHaveLength(30);
    for (const destination of destinations) {
      const column = cells.filter((cell) => cell.destination === destination);
      const priced = column.filter((cell) => cell.price !== null).map((cell) => cell.price ?? 0);
      const starred = column.filter((cell) => cell.cheapest);
      expect(starred, `${period}, ${destination}`).toHaveLength(1);
      expect(starred[0]?.price).toBe(Math.min(...priced));
    }
    grids.set(period, cells);
  }

  // The workbook holds the same figures, one sheet per period.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Matrix Where raws and whites land .*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(periods);
  for (const [index, period] of periods.entries()) {
    const sheet = workbook.worksheets[index]!;
    const cells = grids.get(period) ?? [];
    for (let row = 0; row < origins.length; row += 1) {
      const label = String(sheet.getRow(5 + row).getCell(1).value);
      for (const [column, destination] of destinations.entries()) {
        const shown = cells.find((cell) => cell.origin === label && cell.destination === destination);
        const value = sheet.getRow(5 + row).getCell(3 + column).value;
        expect(value, `${period} ${label} → ${destination}`).toBe(shown?.price ?? '—');
      }
    }
  }

  // Switching the Santos row to bulk changes its cells as its calculator would.
  const before = (grids.get('Front period') ?? []).filter((cell) =>
    cell.origin.startsWith('New York #11 · Santos'),
  );
  await page.getByRole('link', { name: 'Edit' }).click();
  await chooseOption(
    page,
    page.getByRole('group', { name: 'Origin 1' }).getByRole('combobox', { name: 'Freight' }),
    'Bulk vessel',
  );
  await page.getByRole('button', { name: 'Save and price' }).click();
  await expect(page.getByRole('rowheader', { name: /^New York #11 · Santos · bulk/ })).toBeVisible();
  const after = (await readGrid(page, 'Front period')).filter((cell) =>
    cell.origin.startsWith('New York #11 · Santos'),
  );
  expect(after.map((cell) => cell.origin)).toEqual(before.map(() => 'New York #11 · Santos · bulk'));
  const rotterdam = after.find((cell) => cell.destination === 'Rotterdam');
  expect(rotterdam?.price).not.toBe(before.find((cell) => cell.destination === 'Rotterdam')?.price);

  // The cell frozen as a quote keeps its figures.
  const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(rotterdam?.price ?? 0);
  // Hovering a cell shows its waterfall, ending with the DDP; demo figures are never current, so a second line
  // names the stale inputs and their dates (decision 0012).
  expect(
    await page
      .getByRole('button', { name: /^New York #11 · Santos · bulk to Rotterdam:/ })
      .getAttribute('title'),
  ).toMatch(
    new RegExp(`^Contract .+ · DDP ${money.replace(/[.]/g, '\\.')} EUR/t\nStale: New York #11 as of .+$`),
  );
  await page.getByRole('button', { name: /^New York #11 · Santos · bulk to Rotterdam:/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Freeze a quote' }).click();
  const freeze = page.getByRole('dialog', { name: 'Freeze a quote' });
  await freeze.getByRole('button', { name: 'Freeze' }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  // The quote's own page, not the matrix still shown while the quote's code loads (its open dialog holds the same
  // figure): going back before the quote page is in would leave the cell's dialog open over the grid.
  await expect(page.getByRole('heading', { name: 'Quote', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(money).first()).toBeVisible();
  await page.goBack();

  // The cell opens as a calculator with identical numbers.
  await page.getByRole('button', { name: /^New York #11 · Santos · bulk to Rotterdam:/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row', { name: /^DDP/ })).toContainText(money);
  await dialog.getByRole('button', { name: 'Open as calculator' }).click();
  await expect(page).toHaveURL(/\/calculators\/[0-9a-f-]{36}$/);
  const card = page.getByTestId('calculator-card');
  await expect(card.getByTestId('ddp-per-tonne')).toBeVisible();
  const ddp = amount(
    (await card.getByTestId('ddp-per-tonne').innerText()).replace('DDP', '').replace(/[A-Z]{3}\/t/, ''),
  );
  expect(ddp).toBe(rotterdam?.price);
});
