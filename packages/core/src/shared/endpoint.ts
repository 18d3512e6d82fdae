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
