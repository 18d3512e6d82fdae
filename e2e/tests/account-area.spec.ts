import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInThroughLoginForm, uniqueEmail } from '../support/accounts.ts';
import { waitForMail } from '../support/credentials.ts';
import { chooseOption } from '../support/select.ts';

// The demo team is paid (status 2) with 5 user licences; its admin runs the desk alone in this journey.
const admin = { email: 'admin@demo-team.example', password: 'Demo-Team-2026!' };

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users of the account' });
const rowOf = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });

const newUser = async (
  page: Page,
  user: { email: string; firstname: string; lastname: string; viewer?: boolean },
) => {
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await dialog.getByRole('textbox', { name: 'First Name' }).fill(user.firstname);
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill(user.lastname);
  if (user.viewer) await dialog.getByRole('checkbox', { name: /Viewer/ }).check();
  await dialog.getByRole('button', { name: 'Save & Close' }).click();
  await expect(dialog).toBeHidden();
};

test('an administrator runs the account alone: users and licences, billing information, date format', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInThroughLoginForm(page, admin);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  // The demo Team account runs a real subscription: its plan, price table and renewal (issue 12 item 23).
  await expect(page.getByRole('table', { name: 'Paid plan prices' })).toBeVisible();
  await expect(page.getByText('Plan Not Activated')).toHaveCount(0);
  // Days, not instants, and in the user's style: 'Renewal date: Feb 14, 2027' (issue 12 item 26).
  await expect(page.getByText(/^Renewal date: [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(
    page.getByRole('cell', { name: /^Next payment on [A-Z][a-z]{2} \d{1,2}, \d{4}/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Paid: \w+/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'User licences' }).getByRole('row', { name: /User Licence\(s\)/ }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(rowOf(page, admin.email)).toContainText('Administrator');

  // A Full User: the e-mail carries a generated password and a link to the first sign-in.
  const fullUser = { email: uniqueEmail('full'), firstname: 'Fiona', lastname: 'Full' };
  await newUser(page, fullUser);
  await expect(rowOf(page, fullUser.email)).toContainText('Full User');
  const mail = (await waitForMail(request, fullUser.email)).at(-1);
  if (mail === undefined) throw new Error(`no e-mail to ${fullUser.email}`);
  expect(mail.subject).toContain('You have been added to Demo Sugar Trading');
  expect(mail.text).toContain('has added you to Demo Sugar Trading');
  const password = /Password: (\S{8})/.exec(mail.text)?.[1];
  expect(password).toMatch(/^[A-Za-z0-9~!@\-#$]{8}$/);
  const signInLink = mail.links.find((link) => link.includes('/login'));
  expect(signInLink).toBeDefined();

  const newcomer = await browser.newPage();
  await newcomer.goto(signInLink ?? '/login');
  // The link's ?email= fills the Username in; the e-mail's promise is kept: the first sign-in asks for a new
  // password, and no other page opens until there is one (issue 48 item 20).
  await expect(newcomer.getByRole('textbox', { name: 'Username' })).toHaveValue(fullUser.email);
  await newcomer.getByRole('textbox', { name: 'Password', exact: true }).fill(password ?? '');
  await newcomer.getByRole('button', { name: 'Login' }).click();
  await expect(newcomer.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(newcomer.getByText(fullUser.email)).toBeVisible();
  await expect(newcomer.getByRole('alert').filter({ hasText: 'Choose your own password' })).toBeVisible();
  const changeForm = newcomer.getByRole('form', { name: 'Change password' });
  await expect(changeForm).toBeVisible();
  await newcomer.goto('/calculators');
  await expect(newcomer.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // The fields are required: their labels read 'Password *' and 'Confirm Password *'.
  await changeForm.getByLabel(/^Password/).fill('Fiona chooses her own 2026');
  await changeForm.getByLabel(/^Confirm Password/).fill('Fiona chooses her own 2026');
  await changeForm.getByRole('button', { name: 'Submit' }).click();
  await expect(newcomer.getByRole('alert').filter({ hasText: 'Choose your own password' })).toHaveCount(0);
  await newcomer.goto('/calculators');
  await expect(newcomer.getByRole('heading', { name: 'My Calculators' })).toBeVisible();
  await newcomer.close();

  // More Full Users until the purchased licences run out: then the notice, and nothing is created.
  const extras: string[] = [];
  const notice = page.getByRole('alert').filter({ hasText: 'Cannot create New User' });
  for (let attempt = 0; attempt < 6 && !(await notice.isVisible()); attempt += 1) {
    const email = uniqueEmail('extra');
    await newUser(page, { email, firstname: 'Extra', lastname: `Number ${attempt}` });
    if (await rowOf(page, email).count()) extras.push(email);
    else await expect(notice).toBeVisible();
  }
  await expect(notice).toContainText('You have not purchased enough User License(s)');
  await expect(notice.getByRole('button', { name: 'Account Details' })).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  // From now on New User says so as it opens, before the form is filled in (issue 12 item 26).
  await page.getByRole('button', { name: 'New User' }).click();
  const newUserDialog = page.getByRole('dialog', { name: 'New User' });
  await expect(newUserDialog.getByText(/All your Full User licences are in use/)).toBeVisible();
  await newUserDialog.getByRole('button', { name: 'Cancel' }).click();

  // Viewers need no licence.
  const viewer = { email: uniqueEmail('viewer'), firstname: 'Vic', lastname: 'Viewer', viewer: true };
  await newUser(page, viewer);
  await expect(rowOf(page, viewer.email)).toContainText('Viewer');

  // Edit a user's names.
  await rowOf(page, fullUser.email).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await edit.getByRole('textbox', { name: 'First Name' }).fill('Fenella');
  await edit.getByRole('button', { name: 'Save & Close' }).click();
  await expect(rowOf(page, fullUser.email)).toContainText('Fenella');

  // Delete several at once: the default admin in the selection is skipped.
  await rowOf(page, admin.email).getByRole('checkbox').check();
  await rowOf(page, viewer.email).getByRole('checkbox').check();
  for (const email of extras) await rowOf(page, email).getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User(s)' });
  await expect(confirm).toContainText('skipped');
  await expect(confirm).not.toContainText(admin.email);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, viewer.email)).toHaveCount(0);
  for (const email of extras) await expect(rowOf(page, email)).toHaveCount(0);
  await expect(rowOf(page, admin.email)).toHaveCount(1);

  // Billing information: the server's message shows in red above the form until the data is right.
  await page.getByRole('tab', { name: 'Info' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  // No red 'is required' on arrival, empty fields or not; it shows once a field is left empty (issue 12 item 26).
  await expect(page.getByText(/ is required$/)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Company' }).fill('');
  await page.getByRole('textbox', { name: 'City' }).focus();
  await expect(page.getByText('Company is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Company' }).fill('Demo Sugar Trading GmbH');
  await chooseOption(page, page.getByRole('combobox', { name: 'Country' }), 'Germany');
  await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('20095');
  await page.getByRole('textbox', { name: 'Street' }).fill('Am Sandtorkai 1');
  await page.getByRole('textbox', { name: 'VAT' }).fill('DE 123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'VAT number is not in the format used in this country, for example DE123456789',
  );
  await page.getByRole('textbox', { name: 'VAT' }).fill('DE 123 456 789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing information saved')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'VAT' })).toHaveValue('DE123456789');

  // An account-wide date format, applied to the dates the administrator sees.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Personalisation' })
    .click();
  await expect(page.getByRole('heading', { name: 'Date formats' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Apply' }), 'account wide');
  await page.getByRole('button', { name: 'yyyy.mm.dd, hh:mm:ss' }).click();
  await expect(page.getByText(/Example: \d{4}\.\d{2}\.\d{2}, \d{2}:\d{2}:\d{2}/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Date format saved')).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Audit Trail' })
    .click();
  const events = page.getByRole('table', { name: 'Events' });
  // The newest 'Date format changed' row, not simply the newest row: journeys running beside this one sign in to
  // the demo team too, and their sign-ins are events of this account.
  const dateFormatChanged = events.getByRole('row').filter({ hasText: 'Date format changed' }).first();
  await expect(dateFormatChanged.getByRole('cell').first()).toHaveText(
    /^\d{4}\.\d{2}\.\d{2}, \d{2}:\d{2}:\d{2}$/,
  );
  await expect(events).toContainText('Billing information changed');
  await expect(events).toContainText('User deleted');
});

test('the default admin closes the account after typing its name, and nobody of it can sign in again', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'closing');
  await signInThroughLoginForm(page, account);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Close Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close Account' });
  const confirm = dialog.getByRole('button', { name: 'Close Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type the account name to confirm' }).fill('E2E closing');
  await confirm.click();
  await expect(page).toHaveURL(/\/login$/);

  const again = await request.post('/oauth/token', {
    headers: { Authorization: `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}` },
    form: { grant_type: 'password', username: account.email, password: account.password },
  });
  expect(again.status()).toBe(400);
});
