import type { PGlite } from '@electric-sql/pglite';

/**
 * The type parsers drizzle's PGlite session sends with every query: timestamps, intervals and dates, and arrays of
 * them, kept as the text PostgreSQL sends (its column types parse that text, as with node-postgres). OIDs, as
 * PGlite's `types` names them; `pglite-client-parsers.test.ts` checks this list against drizzle's.
 */
export const drizzleTextTypeOids = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;
const asText = (value: string): string => value;
const textOids = new Set<number>(drizzleTextTypeOids);

/** Only parsers that are exactly these are dropped; any others still reach PGlite (correct, at the old cost). */
const areDrizzleTextParsers = (parsers: object): boolean => {
  let count = 0;
  for (const oid in parsers) {
    if (!textOids.has(Number(oid))) return false;
    count += 1;
  }
  return count === textOids.size;
};

type PgliteQuery = Pick<PGlite, 'query'>;

/**
 * PGlite merges a query's own parsers into its 318 by spreading both into a new object, for every query: a third of
 * a short query's cost (decision 0076). drizzle's parsers are made the client's own, once, and each query's copy is
 * dropped; what a query returns is the same.
 */
export const withClientParsers = (client: PGlite): PGlite => {
  for (const oid of drizzleTextTypeOids) client.parsers[oid] = asText;
  const queryOf =
    (target: PgliteQuery): PgliteQuery['query'] =>
    (query, params, options) => {
      if (options?.parsers === undefined || !areDrizzleTextParsers(options.parsers))
        return target.query(query, params, options);
      const { parsers: _dropped, ...rest } = options;
      return target.query(query, params, rest);
    };
  const wrapped: Pick<PGlite, 'query' | 'transaction'> = {
    query: queryOf(client),
    transaction: (callback) => client.transaction((tx) => callback({ ...tx, query: queryOf(tx) })),
  };
  return wrapped as PGlite;
};
