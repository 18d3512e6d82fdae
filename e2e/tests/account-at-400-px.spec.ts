import { expect, test, type Locator } from '@playwright/test';
import { createAccount, signInThroughLoginForm } from '../support/accounts.ts';

// Issue 48 item 24: the account screens at 400 px, as a phone shows them.
test.use({ viewport: { width: 400, height: 800 } });

const admin = { email: 'admin@demo-team.example', password: 'Demo-Team-2026!' };

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  return box;
};

test('the PM tab is reached with the tab strip’s scroll arrow', async ({ page }) => {
  await signInThroughLoginForm(page, admin);
  await page.goto('/account');
  const tabs = page.getByRole('tablist', { name: 'Account' });
  const pm = tabs.getByRole('tab', { name: 'PM' });
  await expect(tabs.getByRole('tab', { name: 'Details' })).toBeVisible();
  await expect(pm).not.toBeInViewport({ ratio: 0.9 });
  const forward = page.locator('.MuiTabs-scrollButtons').last();
  await expect(forward).toBeVisible();
  for (let click = 0; click < 4 && !(await pm.isVisible()); click += 1) await forward.click();
  await forward.click();
  await expect(pm).toBeInViewport({ ratio: 0.9 });
  await pm.click();
  await expect(pm).toHaveAttribute('aria-selected', 'true');
});

test("the 'Cannot create New User' notice leaves the header uncovered", async ({ page, request }) => {
  // A free trial may add no Full User: the server refuses, and the notice says why.
  const account = await createAccount(request, 'narrow-notice');
  await signInThroughLoginForm(page, account, { landing: 'profile' });
  await page.goto('/account?tab=users');
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`nobody-${Date.now()}@e2e.example.com`);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('No');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Body');
  await dialog.getByRole('button', { name: 'Save & Close' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Cannot create New User' });
  await expect(notice).toBeVisible();
  const header = await boxOf(page.getByRole('banner'));
  const noticeBox = await boxOf(notice);
  expect(noticeBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
});

test('a wrapped line of a header starts where the first line starts', async ({ page }) => {
  await signInThroughLoginForm(page, admin);
  await page.goto('/profile');
  const header = page.locator('#password-panel-header');
  const title = header.getByRole('heading', { name: 'Password' });
  const lastChanged = header.getByText(/^Last changed/);
  const titleBox = await boxOf(title);
  const lastChangedBox = await boxOf(lastChanged);
  // At 400 px the date goes to a second line, which starts at the panel's left edge, not one gap further in.
  expect(lastChangedBox.y).toBeGreaterThan(titleBox.y + titleBox.height / 2);
  const icon = await boxOf(header.locator('svg').first());
  expect(Math.abs(lastChangedBox.x - icon.x)).toBeLessThanOrEqual(1);
});

test("the plan's action buttons, wrapped at 400 px, line up at the left", async ({ page }) => {
  await signInThroughLoginForm(page, admin);
  await page.goto('/account');
  const buttons = ['Edit Plan', 'Change Payment Method', 'Cancel Subscription'].map((name) =>
    page.getByRole('button', { name, exact: true }),
  );
  const boxes = await Promise.all(buttons.map(boxOf));
  const [first] = boxes;
  if (first === undefined) throw new Error('no buttons');
  // At least one went to another line, and every line starts where the first does.
  expect(boxes.some((box) => box.y > first.y + first.height / 2)).toBe(true);
  for (const box of boxes)
    if (box.y > first.y + first.height / 2) expect(Math.abs(box.x - first.x)).toBeLessThanOrEqual(1);
});
