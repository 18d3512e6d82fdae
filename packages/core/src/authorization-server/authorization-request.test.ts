import { describe, expect, it } from 'vitest';
import {
  checkAuthorizationRequest,
  redirectUriProblem,
  redirectWith,
  type RegisteredClient,
} from './authorization-request.ts';
import { resolveRequestedScopes } from './scopes.ts';

const client: RegisteredClient = {
  clientId: 'psc-app-1',
  name: 'Desk Sheets',
  redirectUris: ['https://desk.example/cb?tenant=7'],
  scopes: ['calculators:read', 'prices:read'],
};
const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const sound = {
  response_type: 'code',
  client_id: 'psc-app-1',
  redirect_uri: 'https://desk.example/cb?tenant=7',
  state: 's1',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};

describe('checkAuthorizationRequest', () => {
  it.each([
    ['no client_id', { ...sound, client_id: undefined }, client, 'error-page', 'invalid_request'],
    ['unknown client', sound, null, 'error-page', 'invalid_client'],
    ['no redirect_uri', { ...sound, redirect_uri: undefined }, client, 'error-page', 'invalid_request'],
    [
      'redirect_uri not registered exactly',
      { ...sound, redirect_uri: 'https://desk.example/cb' },
      client,
      'error-page',
      'invalid_request',
    ],
    [
      'implicit grant',
      { ...sound, response_type: 'token' },
      client,
      'redirect-error',
      'unsupported_response_type',
    ],
    ['no challenge', { ...sound, code_challenge: undefined }, client, 'redirect-error', 'invalid_request'],
    [
      'plain challenge',
      { ...sound, code_challenge_method: 'plain' },
      client,
      'redirect-error',
      'invalid_request',
    ],
    ['short challenge', { ...sound, code_challenge: 'abc' }, client, 'redirect-error', 'invalid_request'],
    [
      'scope not registered',
      { ...sound, scope: 'calculators:write' },
      client,
      'redirect-error',
      'invalid_scope',
    ],
    ['unknown scope', { ...sound, scope: 'admin' }, client, 'redirect-error', 'invalid_scope'],
    ['over-long state', { ...sound, state: 'x'.repeat(501) }, client, 'redirect-error', 'invalid_request'],
  ] as const)('%s → %s %s', (_label, parameters, registered, kind, error) => {
    const check = checkAuthorizationRequest(parameters, registered);
    expect(check.kind).toBe(kind);
    expect(check.kind !== 'valid' && check.error).toBe(error);
  });

  it('accepts a sound request and resolves an empty scope to all the client may have', () => {
    expect(checkAuthorizationRequest(sound, client)).toEqual({
      kind: 'valid',
      request: {
        client,
        redirectUri: sound.redirect_uri,
        scopes: ['calculators:read', 'prices:read'],
        state: 's1',
        codeChallenge: challenge,
      },
    });
  });
});

describe('resolveRequestedScopes', () => {
  it.each([
    ['', ['calculators:read', 'prices:read']],
    ['prices:read', ['prices:read']],
    ['prices:read  calculators:read', ['calculators:read', 'prices:read']],
  ])('%j → %j', (requested, scopes) => {
    expect(resolveRequestedScopes(requested, ['calculators:read', 'prices:read'])).toEqual({
      ok: true,
      scopes,
    });
  });
});

describe('redirect URIs', () => {
  it('keeps the registered query when adding the reply', () => {
    expect(redirectWith('https://desk.example/cb?tenant=7', { code: 'c', state: undefined })).toBe(
      'https://desk.example/cb?tenant=7&code=c',
    );
  });

  it.each([
    ['https://desk.example/cb', null],
    ['http://127.0.0.1:9000/cb', null],
    ['http://localhost/cb', null],
    ['http://desk.example/cb', 'must use https (http only on the loopback interface)'],
    ['https://desk.example/cb#x', 'must not have a fragment'],
    ['https://user:pw@desk.example/cb', 'must not carry credentials'],
    ['desk.example/cb', 'is not an absolute URL'],
    ['javascript:alert(1)', 'must use https (http only on the loopback interface)'],
  ])('%s → %s', (uri, problem) => {
    expect(redirectUriProblem(uri)).toBe(problem);
  });
});
