import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';

/** What a request id from a proxy may look like: enough for UUIDs and HAProxy's unique ids, nothing a log could misread. */
const acceptableRequestId = /^[\w.:@-]{1,128}$/;

/** Fastify's option; a hop count too, which Fastify takes though its type does not say so. */
type TrustProxy = FastifyServerOptions['trustProxy'] | number;

/** Fastify's own reading of `trustProxy`, for the one address it leaves to us: the peer that sent the request. */
const trustOf = (trustProxy: TrustProxy): ((address: string, hop: number) => boolean) => {
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  if (typeof trustProxy === 'string')
    return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  if (Array.isArray(trustProxy)) return proxyAddr.compile(trustProxy);
  if (typeof trustProxy === 'function') return trustProxy;
  return () => false;
};

/**
 * Fastify's `genReqId` (decision 0089): the `X-Request-Id` a trusted proxy sends, so the proxy's log and ours name a
 * request alike; anything else gets a fresh UUID. A client's own header is ignored, since it could make its requests
 * look like somebody else's in the logs.
 */
export const requestIdFrom = (trustProxy: TrustProxy): ((request: IncomingMessage) => string) => {
  const trusted = trustOf(trustProxy);
  return (request) => {
    const header = request.headers['x-request-id'];
    const peer = request.socket.remoteAddress;
    if (
      typeof header === 'string' &&
      acceptableRequestId.test(header) &&
      peer !== undefined &&
      trusted(peer, 0)
    )
      return header;
    return randomUUID();
  };
};
