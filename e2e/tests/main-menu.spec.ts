import { expect, test } from '@playwright/test';
import { signInThroughLoginForm } from '../support/accounts.ts';

// The menu's code comes after the page's (decision 0072): a failed load says so and the next opening tries again.
test.use({ serviceWorkers: 'block' });

const viewer = { email: 'viewer@demo-team.example', password: 'Demo-Team-2026!' };
const menuCode = /\/assets\/main-menu-[^/]*\.js$/;

test('the menu says when its code cannot be loaded, and opens once it can', async ({ page }) => {
  await page.route(menuCode, (route) => route.abort('internetdisconnected'));
  await signInThroughLoginForm(page, viewer);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The menu could not be loaded: check your connection and try again.',
  );
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  // The page itself carries on.
  await expect(page.getByRole('heading', { name: 'Price Calculator' })).toBeVisible();

  await page.unroute(menuCode);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'My Calculators' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await menu.getByRole('link', { name: 'My Calculators' }).click();
  await expect(page).toHaveURL(/\/calculators$/);
  await expect(menu).toBeHidden();
});
