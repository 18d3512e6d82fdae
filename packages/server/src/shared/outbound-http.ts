import { targetUrlMessages } from '@psc/core/shared/target-url-messages';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses no customer-given URL may reach (server-side request forgery, decision 0126): "this" network, private,
 * carrier-grade NAT, loopback, link-local (the cloud metadata address 169.254.169.254), documentation, benchmark,
 * multicast and reserved ranges; IPv6 loopback, unspecified, unique-local, link-local, multicast and documentation.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether an address is one a target may not resolve to; an IPv4-mapped IPv6 address is judged as its IPv4. */
export const isPrivateAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return blocked.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

export class OutboundRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefusal';
  }
}

export type OutboundPolicy = { allowPrivateTargets: boolean; timeoutMs: number };

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

const lookupAll = (hostname: string): Promise<LookupAddress[]> =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/**
 * A target URL as a customer gives it, judged before it is kept: HTTPS, and a host that resolves only to public
 * addresses. The check is repeated on the address each delivery connects to (`postJson`), against DNS rebinding.
 */
export const checkTargetUrl = async (raw: string, policy: OutboundPolicy): Promise<URL> => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusal(targetUrlMessages.notValid);
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivateTargets && url.protocol === 'http:'))
    throw new OutboundRefusal(targetUrlMessages.httpsOnly);
  if (policy.allowPrivateTargets) return url;
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = (await lookupAll(host)).map((entry) => entry.address);
    } catch {
      throw new OutboundRefusal(targetUrlMessages.unresolved(host));
    }
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw new OutboundRefusal(targetUrlMessages.privateAddress);
  return url;
};

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** DNS as usual, then every address it gave judged: the connection only ever opens to a public one. */
const guardedLookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused !== undefined || addresses.length === 0)
      return callback(
        Object.assign(new OutboundRefusal(`${hostname} resolves to a private address`), { code: 'EREFUSED' }),
        [],
      );
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family);
  });
};

export type OutboundReply = { status: number; headers: IncomingHttpHeaders; body: string };

/** Read at most this much of a reply: enough for an error's description, never a target's whole page. */
const maxReplyBytes = 64 * 1024;

/**
 * One JSON POST to a target: no redirect followed (a 3xx is the reply), the private-address check on the address
 * connected to unless the test setting allows it, and the whole exchange within the policy's time-out.
 */
export const postJson = async (
  target: string | URL,
  body: unknown,
  headers: Record<string, string>,
  policy: OutboundPolicy,
): Promise<OutboundReply> => {
  const url = typeof target === 'string' ? new URL(target) : target;
  if (url.protocol !== 'https:' && !(policy.allowPrivateTargets && url.protocol === 'http:'))
    throw new OutboundRefusal(targetUrlMessages.httpsOnly);
  const host = hostOf(url);
  if (!policy.allowPrivateTargets && isIP(host) !== 0 && isPrivateAddress(host))
    throw new OutboundRefusal('The URL is a private, loopback or link-local address');
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutboundReply>((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          'user-agent': 'PSC-Webhooks/1.0',
          ...headers,
        },
        signal: AbortSignal.timeout(policy.timeoutMs),
        ...(policy.allowPrivateTargets ? {} : { lookup: guardedLookup as never }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < maxReplyBytes) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, maxReplyBytes).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error: Error) =>
      reject(
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new Error(`No reply within ${Math.round(policy.timeoutMs / 1000)} s`)
          : error,
      ),
    );
    request.end(payload);
  });
};

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
export const retryAfterMs = (value: string | string[] | undefined, now: Date): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return null;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
};
