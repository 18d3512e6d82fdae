/** The list's JSON as the reply sends it: `json`, or compressed (a cached list keeps only the compressed bytes). */
export type CachedCalculatorList = {
  etag: string;
  json: Buffer | null;
  gzip: Buffer | null;
  brotli: Buffer | null;
};
