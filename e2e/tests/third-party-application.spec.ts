import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, type Credentials } from '../support/accounts.ts';
import { e2eOperatorKey } from '../support/operator.ts';

/**
 * A third-party application connects to a user's PSC account with the authorization-code grant and PKCE
 * (account-and-billing.md §7 'Authorisation server', docs/decisions/0038), in the browser as a user would.
 */
const callback = 'http://127.0.0.1:8699/desk-sheets/callback';

type Client = { clientId: string; clientSecret: string };

const registerClient = async (request: APIRequestContext): Promise<Client> => {
  const reply = await request.post('/system/oauth/clients', {
    headers: { authorization: `Bearer ${e2eOperatorKey}` },
    data: { name: 'Desk Sheets Ltd', redirectUris: [callback], scopes: ['calculators:read', 'prices:read'] },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return (await reply.json()) as Client;
};

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

const authorizeUrl = (client: Client, challenge: string, redirectUri = callback) =>
  `/oauth/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: redirectUri,
    state: 'sheet-42',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;

/** The application's own page: it only has to receive the browser. */
const serveCallback = async (page: Page) => {
  await page.route(`${callback}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Desk Sheets</h1>' }),
  );
};

const clientForm = (client: Client, form: Record<string, string>) => ({
  headers: {
    authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
  },
  form,
});

/** The login page PSC sent the user to; sign-in returns to the consent screen. */
const submitLoginForm = async (page: Page, user: Credentials) => {
  await page.getByRole('textbox', { name: 'Username' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
};

/** The application's back end trades a code for tokens (authorization_code grant with the PKCE verifier). */
const exchangeCode = (request: APIRequestContext, client: Client, code: string, verifier: string) =>
  request.post(
    '/oauth/token',
    clientForm(client, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: callback,
      code_verifier: verifier,
    }),
  );

const approveInBrowser = async (page: Page, client: Client, challenge: string): Promise<URL> => {
  await page.goto(authorizeUrl(client, challenge));
  await expect(page.getByRole('heading', { name: 'Connect an application' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(`${callback}**`);
  return new URL(page.url());
};

test('an application connects with consent, code, PKCE, refresh and introspection, until it is revoked', async ({
  page,
  request,
}) => {
  const client = await registerClient(request);
  const user = await createAccount(request, 'oauth');
  await serveCallback(page);
  const { verifier, challenge } = pkce();

  // Not signed in: PSC asks for sign-in first, then comes back to the same request.
  await page.goto(authorizeUrl(client, challenge));
  await expect(page).toHaveURL(/\/login$/);
  await submitLoginForm(page, user);
  await expect(page).toHaveURL(/\/oauth\/confirm_access\?/);
  await expect(page.getByText('Desk Sheets Ltd')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  const abilities = page.getByRole('list', { name: 'What the application may do' });
  await expect(abilities.getByRole('listitem')).toHaveText([
    'Read your calculators, destinations and their delivered prices',
    'Read futures prices, price boards and currencies',
  ]);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(`${callback}**`);
  const returned = new URL(page.url());
  expect(returned.searchParams.get('state')).toBe('sheet-42');
  const code = returned.searchParams.get('code') ?? '';

  const tokenReply = await exchangeCode(request, client, code, verifier);
  expect(tokenReply.status(), await tokenReply.text()).toBe(200);
  const tokens = (await tokenReply.json()) as { access_token: string; refresh_token: string; scope: string };
  expect(tokens.scope).toBe('calculators:read prices:read');
  const asApplication = { authorization: `Bearer ${tokens.access_token}` };
  expect((await request.get('/api/v1/calculator/all', { headers: asApplication })).status()).toBe(200);
  expect((await request.get('/api/v1/accounts/me', { headers: asApplication })).status()).toBe(403);

  // The same code again is refused.
  const replay = await exchangeCode(request, client, code, verifier);
  expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');

  // Refresh on a fresh connection (the replay above revoked the first one), then introspect and revoke.
  const second = pkce();
  const secondCode = (await approveInBrowser(page, client, second.challenge)).searchParams.get('code') ?? '';
  const secondTokens = (await (await exchangeCode(request, client, secondCode, second.verifier)).json()) as {
    access_token: string;
    refresh_token: string;
  };
  const refreshed = await request.post(
    '/oauth/token',
    clientForm(client, { grant_type: 'refresh_token', refresh_token: secondTokens.refresh_token }),
  );
  expect(refreshed.status()).toBe(200);
  const current = (await refreshed.json()) as { access_token: string; refresh_token: string };
  const introspect = async () =>
    (await (
      await request.get(
        `/oauth/check_token?token=${encodeURIComponent(current.access_token)}`,
        clientForm(client, {}),
      )
    ).json()) as { active: boolean; username?: string };
  expect(await introspect()).toMatchObject({ active: true, username: user.email });
  expect(
    (await request.post('/oauth/revoke', clientForm(client, { token: current.refresh_token }))).status(),
  ).toBe(200);
  expect(await introspect()).toEqual({ active: false });

  // A wrong verifier is refused.
  const third = pkce();
  const thirdCode = (await approveInBrowser(page, client, third.challenge)).searchParams.get('code') ?? '';
  const wrongVerifier = await exchangeCode(request, client, thirdCode, pkce().verifier);
  expect(((await wrongVerifier.json()) as { error: string }).error).toBe('invalid_grant');
});

test('a foreign redirect URI stops on PSC’s error page, and a denial goes back as access_denied', async ({
  page,
  request,
}) => {
  const client = await registerClient(request);
  const user = await createAccount(request, 'oauth-deny');
  await serveCallback(page);
  await page.goto(authorizeUrl(client, pkce().challenge, 'https://attacker.example/collect'));
  await expect(page).toHaveURL(/\/oauth\/error\?error=invalid_request/);
  await expect(page.getByRole('heading', { name: 'Authorisation error' })).toBeVisible();
  await expect(page.getByText('The redirect URI is not one registered for this application')).toBeVisible();

  await page.goto(authorizeUrl(client, pkce().challenge));
  await submitLoginForm(page, user);
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL(`${callback}**`);
  const returned = new URL(page.url());
  expect(returned.searchParams.get('error')).toBe('access_denied');
  expect(returned.searchParams.get('state')).toBe('sheet-42');
  expect(returned.searchParams.has('code')).toBe(false);
});
