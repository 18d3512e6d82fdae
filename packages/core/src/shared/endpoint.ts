import type { z } from 'zod';

/**
 * One endpoint, described once for the server's route and the web's fetcher (issue 13): method, path with its
 * `:parameters`, and the zod schemas of what goes in and what comes back. The route registers `path` with these
 * schemas; the fetcher builds its URL with `endpointUrl` and checks the reply with `reply`.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** More than the summary, for /api/docs. */
  description?: string;
  /** The media types of a reply that is not JSON (a CSV feed), for /api/docs. */
  produces?: string[];
  /** The media types of a body that is not JSON (OAuth's form bodies), for /api/docs. */
  consumes?: string[];
  /** How a caller that is not a signed-in user authenticates (OAuth client credentials), for /api/docs. */
  security?: Record<string, string[]>[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success reply's schema; absent for a file download. */
  reply?: z.ZodType;
  /** A refusal's body when it is not the usual `{success:false, message, code}` (registration answers in its own). */
  refusalReply?: z.ZodType;
};

export const defineEndpoints = <const Endpoints extends Record<string, Endpoint>>(
  endpoints: Endpoints,
): Endpoints => endpoints;

/** The endpoint's address for these parameters, each encoded; a missing one is an error, never an empty segment. */
export const endpointUrl = (
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string> = {},
  query: Record<string, string | number> = {},
): string => {
  const path = endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search === '' ? path : `${path}?${search}`;
};

/**
 * The key of an endpoint's reply in the web app's query cache: the path's segments after `/api` and its version,
 * each `:parameter` filled in, then the query when there is one. Keys nest as the paths do, so the key built without
 * a parameter stops there and names every reply below it: the family a change invalidates.
 */
export const endpointQueryKey = (
  endpoint: Pick<Endpoint, 'path'>,
  params: Readonly<Record<string, string>> = {},
  query?: unknown,
): readonly unknown[] => {
  const segments = endpoint.path.split('/').filter((segment) => segment !== '');
  const afterApi = segments[0] === 'api' ? segments.slice(1) : segments;
  const named = /^v\d+$/.test(afterApi[0] ?? '') ? afterApi.slice(1) : afterApi;
  const key: unknown[] = [];
  for (const segment of named) {
    if (!segment.startsWith(':')) {
      key.push(segment);
      continue;
    }
    const value = params[segment.slice(1)];
    if (value === undefined) return key;
    key.push(value);
  }
  if (query !== undefined) key.push(query);
  return key;
};

/** The family key of every reply whose path starts with `pathPrefix` ('/api/v1/accounts'), for one invalidation. */
export const pathFamilyKey = (pathPrefix: string): readonly unknown[] =>
  endpointQueryKey({ path: pathPrefix });
