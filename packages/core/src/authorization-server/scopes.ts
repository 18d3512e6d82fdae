/**
 * What a third-party client may be granted (docs/decisions/0038). The web app's own tokens carry no scope list and
 * reach every call the user's role allows; a third-party token reaches only calls that name one of its scopes, and
 * never account administration, billing, users or security settings.
 */
export const thirdPartyScopes = ['calculators:read', 'calculators:write', 'prices:read'] as const;
export type ThirdPartyScope = (typeof thirdPartyScopes)[number];

/** Shown on the consent screen, one line per scope, in the user's words. */
export const scopeDescriptions: Record<ThirdPartyScope, string> = {
  'calculators:read': 'Read your calculators, destinations and their delivered prices',
  'calculators:write': 'Create, change and delete your calculators',
  'prices:read': 'Read futures prices, price boards and currencies',
};

const isThirdPartyScope = (value: string): value is ThirdPartyScope =>
  (thirdPartyScopes as readonly string[]).includes(value);

export type ScopeRequest = { ok: true; scopes: ThirdPartyScope[] } | { ok: false; description: string };

/**
 * A space-separated `scope` parameter (RFC 6749 §3.3) against what the client is registered for: empty means all
 * of the client's scopes; an unknown scope or one the client may not ask for is refused, never silently dropped.
 */
export const resolveRequestedScopes = (
  requested: string | undefined,
  allowed: readonly ThirdPartyScope[],
): ScopeRequest => {
  const names = (requested ?? '').split(' ').filter((name) => name !== '');
  if (names.length === 0) return { ok: true, scopes: [...allowed] };
  const unknown = names.find((name) => !isThirdPartyScope(name));
  if (unknown !== undefined) return { ok: false, description: `Unknown scope: ${unknown}` };
  const refused = names.find((name) => !allowed.includes(name as ThirdPartyScope));
  if (refused !== undefined)
    return { ok: false, description: `This client may not ask for the scope ${refused}` };
  return { ok: true, scopes: thirdPartyScopes.filter((scope) => names.includes(scope)) };
};

export const formatScopes = (scopes: readonly ThirdPartyScope[]): string => scopes.join(' ');

/** Stored scope text back to the list; anything unknown (a scope withdrawn later) is dropped. */
export const parseStoredScopes = (stored: string): ThirdPartyScope[] =>
  thirdPartyScopes.filter((scope) => stored.split(' ').includes(scope));
