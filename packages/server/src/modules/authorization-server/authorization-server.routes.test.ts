import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newYorkDestination, onPricingDay, santosToNewYork } from '../../../test/calculator-fixtures.ts';
import {
  bearer,
  createPaidAccount,
  createTestApp,
  requestTokens,
  type Member,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  authorizationServerEndpoints,
  oauthClientEndpoints,
  oauthProtocolEndpoints,
} from '@psc/core/authorization-server/authorization-server.endpoints';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

const operatorKey = 'operator-key-for-tests-0123456789abcdef';
const redirectUri = 'https://trading-desk.example/psc/callback';
let t: TestApp;
let desk: { accountId: string; admin: Member };

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey, LOGIN_MAX_ATTEMPTS_PER_IP: '10000' });
  await onPricingDay(t);
  desk = await createPaidAccount(t);
});
afterAll(() => t.close());

type Client = { clientId: string; clientSecret: string };

const registerClient = async (
  scopes: string[] = ['calculators:read', 'calculators:write', 'prices:read'],
  redirectUris = [redirectUri],
  name = 'Desk Sheets Ltd',
): Promise<Client> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/system/oauth/clients',
    headers: bearer(operatorKey),
    payload: { name, redirectUris, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Client>();
};

const basic = (client: Client) =>
  `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

const authorizeQuery = (client: Client, challenge: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: redirectUri,
    state: 'xyz-state',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();

/** The browser's part: the consent screen's approval as the signed-in user, returning where it sends the browser. */
const approve = async (
  client: Client,
  challenge: string,
  user = desk.admin,
  extra: Record<string, string> = {},
) => {
  const parameters = Object.fromEntries(new URLSearchParams(authorizeQuery(client, challenge, extra)));
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/authorize',
    headers: bearer(user.accessToken),
    payload: { ...parameters, user_oauth_approval: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ redirect_to: string }>().redirect_to);
};

const exchange = (client: Client, code: string, verifier: string, uri = redirectUri) =>
  requestTokens(
    t.app,
    { grant_type: 'authorization_code', code, redirect_uri: uri, code_verifier: verifier },
    basic(client),
  );

const connect = async (client: Client) => {
  const { verifier, challenge } = pkce();
  const code = (await approve(client, challenge)).searchParams.get('code') ?? '';
  const response = await exchange(client, code, verifier);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string; refresh_token: string; scope: string }>();
};

const introspect = (client: Client | string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/oauth/check_token?token=${encodeURIComponent(token)}`,
    headers: { authorization: typeof client === 'string' ? client : basic(client) },
  });

describe('operators register applications', () => {
  it('needs the operator key; a customer token is refused', async () => {
    const payload = { name: 'X', redirectUris: [redirectUri], scopes: ['prices:read'] };
    const anonymous = await t.app.inject({ method: 'POST', url: '/system/oauth/clients', payload });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'POST',
      url: '/system/oauth/clients',
      headers: bearer(desk.admin.accessToken),
      payload,
    });
    expect(customer.statusCode).toBe(401);
  });

  it.each([
    ['http://trading-desk.example/cb', 'must use https'],
    ['https://trading-desk.example/cb#frag', 'must not have a fragment'],
    ['/relative/cb', 'is not an absolute URL'],
  ])('refuses the redirect URI %s', async (uri, problem) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/system/oauth/clients',
      headers: bearer(operatorKey),
      payload: { name: 'X', redirectUris: [uri], scopes: ['prices:read'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(problem);
  });

  it('shows the secret once and keeps only its hash; the list never shows it', async () => {
    const client = await registerClient(['prices:read'], ['http://127.0.0.1:7777/cb']);
    expect(client.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/system/oauth/clients',
      headers: bearer(operatorKey),
    });
    const listed = list
      .json<Array<Record<string, unknown>>>()
      .find((row) => row.clientId === client.clientId);
    expect(listed).toMatchObject({ name: 'Desk Sheets Ltd', scopes: ['prices:read'], revokedAt: null });
    expect(JSON.stringify(list.json())).not.toContain(client.clientSecret);
    const stored = await t.deps.database.db.query.oauthClients.findFirst({
      where: (table, { eq }) => eq(table.clientId, client.clientId),
    });
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(client.clientSecret);
  });
});

describe('GET /oauth/authorize', () => {
  it('sends a sound request to the consent screen, with the scopes resolved', async () => {
    const client = await registerClient(['calculators:read', 'prices:read']);
    const response = await t.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery(client, pkce().challenge)}`,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location ?? '', 'http://psc.test');
    expect(location.pathname).toBe('/oauth/confirm_access');
    expect(location.searchParams.get('scope')).toBe('calculators:read prices:read');
    expect(location.searchParams.get('state')).toBe('xyz-state');
  });

  it('never redirects to an unknown client or a foreign redirect URI: PSC shows its own error page', async () => {
    const client = await registerClient();
    const { challenge } = pkce();
    for (const query of [
      authorizeQuery({ ...client, clientId: 'psc-app-nobody' }, challenge),
      authorizeQuery(client, challenge, { redirect_uri: 'https://attacker.example/cb' }),
      authorizeQuery(client, challenge, { redirect_uri: `${redirectUri}/more` }),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/oauth/authorize?${query}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^\/oauth\/error\?error=invalid_(client|request)&/);
    }
  });

  it.each([
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: '' }, 'invalid_request'],
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ scope: 'accounts:admin' }, 'invalid_scope'],
  ])('sends %o back to the client as error=%s with its state', async (extra, error) => {
    const client = await registerClient();
    const response = await t.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery(client, pkce().challenge, extra)}`,
    });
    const location = new URL(response.headers.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('xyz-state');
  });

  it('refuses a scope the client is not registered for', async () => {
    const client = await registerClient(['prices:read']);
    const response = await t.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery(client, pkce().challenge, { scope: 'calculators:write' })}`,
    });
    expect(new URL(response.headers.location ?? '').searchParams.get('error')).toBe('invalid_scope');
  });
});

describe('consent', () => {
  it('describes the request from the registration, for the signed-in user', async () => {
    const client = await registerClient(['calculators:read']);
    const response = await as(t.app, desk.admin.accessToken).get(
      `/api/v1/oauth/authorization-request?${authorizeQuery(client, pkce().challenge)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientId: client.clientId,
      clientName: 'Desk Sheets Ltd',
      redirectUri,
      scopes: [
        {
          scope: 'calculators:read',
          description: 'Read your calculators, destinations and their delivered prices',
        },
      ],
      userEmail: desk.admin.email,
    });
  });

  it('needs a signed-in user to approve', async () => {
    const client = await registerClient();
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      payload: {
        ...Object.fromEntries(new URLSearchParams(authorizeQuery(client, pkce().challenge))),
        user_oauth_approval: true,
      },
    });
    expect(response.statusCode).toBe(401);
  });

  it('a denial goes back as access_denied with the state, and issues no code', async () => {
    const client = await registerClient();
    const parameters = Object.fromEntries(new URLSearchParams(authorizeQuery(client, pkce().challenge)));
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: bearer(desk.admin.accessToken),
      payload: { ...parameters, user_oauth_approval: 'false' },
    });
    const location = new URL(response.json<{ redirect_to: string }>().redirect_to);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('xyz-state');
    expect(location.searchParams.has('code')).toBe(false);
  });
});

describe('authorization code + PKCE, refresh, introspection and revocation', () => {
  it('completes the grant; the token reaches its scopes and nothing else', async () => {
    const client = await registerClient(['calculators:read', 'prices:read']);
    const { verifier, challenge } = pkce();
    const location = await approve(client, challenge);
    expect(location.searchParams.get('state')).toBe('xyz-state');
    const response = await exchange(client, location.searchParams.get('code') ?? '', verifier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json<{ access_token: string; scope: string; token_type: string }>();
    expect(tokens).toMatchObject({
      token_type: 'bearer',
      scope: 'calculators:read prices:read',
      expires_in: 3600,
    });

    const app = as(t.app, tokens.access_token);
    expect((await app.get('/api/v1/calculator/all')).statusCode).toBe(200);
    expect((await app.get('/api/v1/contract/periods/NewYork11')).statusCode).toBe(200);
    const write = await app.post('/api/v1/calculator', santosToNewYork('USNYC'));
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ reason: 'insufficient_scope', code: 'FORBIDDEN' });
    for (const url of [
      '/api/v1/accounts/me',
      '/api/v1/users',
      '/api/v1/paymentmethods',
      '/api/v1/users/me',
    ]) {
      const refused = await app.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('This application was not granted access to this call');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/username', headers: bearer(tokens.access_token) }))
        .statusCode,
    ).toBe(403);
  });

  it('with calculators:write it writes calculators, and only the user’s own', async () => {
    const client = await registerClient();
    const tokens = await connect(client);
    const app = as(t.app, tokens.access_token);
    const destination = await app.post('/api/v1/destination/userdefined', newYorkDestination);
    expect(destination.statusCode, destination.body).toBe(200);
    const created = await app.post('/api/v1/calculator', santosToNewYork(destination.json().id));
    expect(created.statusCode, created.body).toBe(200);

    const other = await createPaidAccount(t);
    const theirs = await as(t.app, other.admin.accessToken).post(
      '/api/v1/destination/userdefined',
      newYorkDestination,
    );
    const theirCalculator = await as(t.app, other.admin.accessToken).post(
      '/api/v1/calculator',
      santosToNewYork(theirs.json().id),
    );
    const listed = (await app.get('/api/v1/calculator/all')).json<Array<{ id: string }>>();
    expect(listed.map((row) => row.id)).toContain(created.json().id);
    expect(listed.map((row) => row.id)).not.toContain(theirCalculator.json().id);
    expect((await app.delete(`/api/v1/calculator/${theirCalculator.json().id}`)).statusCode).toBe(404);
  });

  it('refreshes with rotation; a reused refresh token revokes the session', async () => {
    const client = await registerClient(['prices:read']);
    const first = await connect(client);
    const refreshed = await requestTokens(
      t.app,
      { grant_type: 'refresh_token', refresh_token: first.refresh_token },
      basic(client),
    );
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json<{ access_token: string; refresh_token: string; scope: string }>();
    expect(second.scope).toBe('prices:read');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // The web client cannot refresh another client's session.
    const foreign = await requestTokens(t.app, {
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
    });
    expect(foreign.json().error).toBe('invalid_grant');
    const replay = await requestTokens(
      t.app,
      { grant_type: 'refresh_token', refresh_token: first.refresh_token },
      basic(client),
    );
    expect(replay.json().error).toBe('invalid_grant');
    expect((await as(t.app, second.access_token).get('/api/v1/contract/types')).statusCode).toBe(401);
  });

  it('introspection: active with RFC 7662 fields, then false after revocation; only to the client that holds it', async () => {
    const client = await registerClient(['prices:read']);
    const tokens = await connect(client);
    const active = await introspect(client, tokens.access_token);
    expect(active.statusCode).toBe(200);
    expect(active.headers['cache-control']).toBe('no-store');
    const body = active.json();
    expect(body).toMatchObject({
      active: true,
      scope: 'prices:read',
      client_id: client.clientId,
      username: desk.admin.email,
      sub: desk.admin.id,
      token_type: 'bearer',
    });
    expect(body.exp - body.iat).toBe(3600);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/oauth/check_token',
      headers: { authorization: basic(client), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${tokens.refresh_token}`,
    });
    expect(refresh.json()).toMatchObject({ active: true, token_type: 'refresh_token' });

    const other = await registerClient(['prices:read']);
    expect((await introspect(other, tokens.access_token)).json()).toEqual({ active: false });
    expect(
      (await introspect(basic({ clientId: client.clientId, clientSecret: 'wrong' }), tokens.access_token))
        .statusCode,
    ).toBe(401);
    expect((await introspect('', tokens.access_token)).json().error).toBe('invalid_client');

    const revoked = await t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: { authorization: basic(client), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${tokens.refresh_token}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await introspect(client, tokens.access_token)).json()).toEqual({ active: false });
    expect((await as(t.app, tokens.access_token).get('/api/v1/contract/types')).statusCode).toBe(401);
  });

  it('answers active: false for unknown and expired tokens', async () => {
    const client = await registerClient(['prices:read']);
    const tokens = await connect(client);
    expect((await introspect(client, 'no-such-token')).json()).toEqual({ active: false });
    t.clock.advance(3_601_000);
    try {
      expect((await introspect(client, tokens.access_token)).json()).toEqual({ active: false });
    } finally {
      t.clock.advance(-3_601_000);
    }
  });

  it('refuses a wrong verifier and burns the code', async () => {
    const client = await registerClient();
    const { verifier, challenge } = pkce();
    const code = (await approve(client, challenge)).searchParams.get('code') ?? '';
    const wrong = await exchange(client, code, pkce().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    expect((await exchange(client, code, verifier)).json().error).toBe('invalid_grant');
  });

  it('refuses a reused code and revokes the session the code opened', async () => {
    const client = await registerClient(['prices:read']);
    const { verifier, challenge } = pkce();
    const code = (await approve(client, challenge)).searchParams.get('code') ?? '';
    const first = await exchange(client, code, verifier);
    expect(first.statusCode).toBe(200);
    const replay = await exchange(client, code, verifier);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await introspect(client, first.json().access_token)).json()).toEqual({ active: false });
    const events = await t.deps.database.db.query.securityEvents.findMany({
      where: (table, { eq }) => eq(table.type, 'authorization_code_reused'),
    });
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses an expired code, another redirect URI and another client', async () => {
    const client = await registerClient();
    const other = await registerClient();
    const run = async (
      attempt: (code: string, verifier: string) => Promise<{ json: () => { error: string } }>,
    ) => {
      const { verifier, challenge } = pkce();
      const code = (await approve(client, challenge)).searchParams.get('code') ?? '';
      return (await attempt(code, verifier)).json().error;
    };
    expect(
      await run((code, verifier) => exchange(client, code, verifier, 'https://trading-desk.example/other')),
    ).toBe('invalid_grant');
    expect(await run((code, verifier) => exchange(other, code, verifier))).toBe('invalid_grant');
    expect(
      await run(async (code, verifier) => {
        t.clock.advance(61_000);
        try {
          return await exchange(client, code, verifier);
        } finally {
          t.clock.advance(-61_000);
        }
      }),
    ).toBe('invalid_grant');
  });

  it('keeps each client to its grants', async () => {
    const client = await registerClient();
    const password = await requestTokens(
      t.app,
      { grant_type: 'password', username: desk.admin.email, password: desk.admin.password },
      basic(client),
    );
    expect(password.statusCode).toBe(400);
    expect(password.json().error).toBe('unauthorized_client');
    const webCode = await requestTokens(t.app, {
      grant_type: 'authorization_code',
      code: 'x',
      redirect_uri: redirectUri,
      code_verifier: pkce().verifier,
    });
    expect(webCode.json().error).toBe('unauthorized_client');
  });

  it('a connected application is in the user’s session list, and ending it there refuses its tokens', async () => {
    const client = await registerClient(['prices:read'], [redirectUri], 'Risk Board');
    const tokens = await connect(client);
    const sessions = (await as(t.app, desk.admin.accessToken).get('/api/v1/sessions')).json<
      Array<{ id: string; kind: string; applicationName: string | null }>
    >();
    const application = sessions.find((session) => session.applicationName === 'Risk Board');
    expect(application?.kind).toBe('application');
    const ended = await as(t.app, desk.admin.accessToken).delete(`/api/v1/sessions/${application?.id}`);
    expect(ended.statusCode).toBe(200);
    expect((await introspect(client, tokens.access_token)).json()).toEqual({ active: false });
  });

  it('revoking an application ends its sessions and its secret at once', async () => {
    const client = await registerClient(['prices:read']);
    const tokens = await connect(client);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/system/oauth/clients/${client.clientId}`,
      headers: bearer(operatorKey),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await as(t.app, tokens.access_token).get('/api/v1/contract/types')).statusCode).toBe(401);
    expect((await introspect(client, tokens.access_token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/system/oauth/clients/${client.clientId}`,
      headers: bearer(operatorKey),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('every documented call refuses a third-party token unless it names the token’s scope', () => {
  const scoped: Record<string, string> = {
    'GET /api/v1/calculator/all': 'calculators:read',
    'PUT /api/v1/calculator/all': 'calculators:write',
    'PUT /api/v1/calculator/calculateall': 'calculators:write',
    'POST /api/v1/calculator': 'calculators:write',
    'PUT /api/v1/calculator/{calculatorId}': 'calculators:write',
    'DELETE /api/v1/calculator/{calculatorId}': 'calculators:write',
    'PUT /api/v1/calculator/{calculatorId}/{name}': 'calculators:write',
    'PUT /api/v1/calculator/{calculatorId}/costblock/{custom}/{name}': 'calculators:write',
    'PUT /api/v1/calculator/{calculatorId}/costblock/activity/{active}/{name}': 'calculators:write',
    'POST /api/v1/calculator/{calculatorId}/downloadascsv': 'calculators:read',
    'POST /api/v1/calculator/{calculatorId}/downloadasexcel': 'calculators:read',
    'GET /api/v1/destination/userdefined': 'calculators:read',
    'POST /api/v1/destination/userdefined': 'calculators:write',
    'PUT /api/v1/destination/userdefined': 'calculators:write',
    'DELETE /api/v1/destination/userdefined/{userDefinedDestinationId}': 'calculators:write',
    'GET /api/v1/destination/global/countries': 'calculators:read',
    'GET /api/v1/destination/global/regions/{region}/countries': 'calculators:read',
    'GET /api/v1/destination/global/destinations': 'calculators:read',
    'GET /api/v1/destination/global/origins': 'calculators:read',
    'GET /api/v1/destination/global/countries/{country}/destinations': 'calculators:read',
    'GET /api/v1/destination/global/countries/{country}/origins': 'calculators:read',
    'GET /api/v1/accounts/currencies': 'calculators:read',
    'GET /api/v1/accounts/currencies/zdcodes': 'calculators:read',
    'GET /api/v1/contract/types': 'prices:read',
    'GET /api/v1/contract/periods/CashMarketPrices': 'prices:read',
    'GET /api/v1/contract/periods/WhitePremium': 'prices:read',
    'GET /api/v1/contract/periods/{contractId}': 'prices:read',
    'GET /api/v1/currencies/': 'prices:read',
    'GET /api/v1/market-data/freshness': 'prices:read',
    'GET /api/v1/feeds/calculators.csv': 'calculators:read',
    'GET /api/v1/feeds/calculators.json': 'calculators:read',
    'GET /api/v1/feeds/board.csv': 'prices:read',
    'GET /api/v1/feeds/board.json': 'prices:read',
    'GET /api/v1/feeds/matrix.csv': 'calculators:read',
    'GET /api/v1/matrices/{matrixId}/history': 'calculators:read',
    'GET /api/v1/feeds/matrix.json': 'calculators:read',
    'GET /api/v1/calculator/{calculatorId}/history': 'calculators:read',
  };

  it('a token with every scope reaches exactly the scoped calls', async () => {
    const tokens = await connect(await registerClient());
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.filter((route) => route in scoped).sort()).toEqual(Object.keys(scoped).sort());
    for (const route of routes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const response = await t.app.inject({
        method,
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        headers: bearer(tokens.access_token),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const insufficient = response.statusCode === 403 && response.json().reason === 'insufficient_scope';
      expect({ route, insufficient }).toEqual({ route, insufficient: !(route in scoped) });
    }
  });
});

describe('the spec’s other authorisation-server calls', () => {
  it('GET /oauth/token_key explains that tokens are opaque', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth/token_key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token_format: 'opaque',
      keys: [],
      introspection_endpoint: 'http://psc.test/oauth/check_token',
    });
  });

  it('publishes RFC 8414 metadata', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
    expect(response.json()).toMatchObject({
      issuer: 'http://psc.test',
      authorization_endpoint: 'http://psc.test/oauth/authorize',
      code_challenge_methods_supported: ['S256'],
    });
  });
});

describe('the consent screen contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, authorizationServerEndpoints);
    expectEveryEndpointRegistered(t.app, oauthClientEndpoints);
    expectEveryEndpointRegistered(t.app, oauthProtocolEndpoints);
  });
});
