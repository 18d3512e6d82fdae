import { isIP } from 'node:net';

/**
 * Who may tell PSC a request's client address and scheme (`X-Forwarded-For`, `X-Forwarded-Proto`), decision 0087:
 * nobody, the last `hops` proxies in front of it, or the proxies at the listed addresses. "Every hop" is never an
 * option: a client's own `X-Forwarded-For` would then choose the address every per-address limit counts.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

/** proxy-addr's (Fastify's) named ranges: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

export const trustProxyFix =
  'set TRUST_PROXY to the number of proxies in front of PSC (1 behind one load balancer) or to their addresses or ' +
  'ranges, comma-separated (e.g. 10.0.0.0/8), and have the proxy overwrite X-Forwarded-For';

/** The setting's text as the operator wrote it, or a problem naming the fix. */
export const parseTrustedProxies = (value: string): TrustedProxies | { problem: string } => {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return false;
  if (text === 'true' || text === 'yes')
    return {
      problem: `"${value}" would trust every X-Forwarded-For a client sends, so anyone could lock a user out or get round a per-address limit: ${trustProxyFix}`,
    };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 32 ? { hops } : { problem: `${hops} proxies is not a plausible chain: ${trustProxyFix}` };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    return {
      problem: `${wrong.map((entry) => `"${entry}"`).join(', ')} is not an address or range: ${trustProxyFix}`,
    };
  return { addresses: entries };
};

/**
 * Fastify's `trustProxy` option. A hop count is given as a function: Fastify 5 takes a bare number as "trust no
 * one" for the client address, and proxy-addr asks the function about each hop from the nearest outwards.
 */
export const fastifyTrustProxy = (
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) => {
  if (trusted === false) return false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  return trusted.addresses;
};
