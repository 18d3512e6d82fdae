import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding, ifNoneMatchHits } from '../../shared/http-negotiation.ts';
import type { CachedCalculatorList } from './cached-calculator-list.ts';

/**
 * GET /calculator/all's bytes, validated against the reply schema when they were built (list-calculators.ts): sent
 * without re-serializing, compressed as the client accepts (br, else gzip, else plain), or nothing when the
 * client's copy is current. Fastify sends a Buffer as it is; the route's schema documents what the bytes hold.
 */
export const sendCalculatorList = <Reply extends FastifyReply>(
  request: FastifyRequest,
  reply: Reply,
  list: CachedCalculatorList,
): Reply => {
  void reply
    .header('ETag', list.etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding');
  if (ifNoneMatchHits(request.headers['if-none-match'], list.etag)) return reply.code(304).send() as Reply;
  void reply.type('application/json; charset=utf-8');
  const acceptEncoding = request.headers['accept-encoding'];
  if (list.brotli !== null && acceptsEncoding(acceptEncoding, 'br'))
    return reply.header('Content-Encoding', 'br').send(list.brotli) as Reply;
  if (list.gzip !== null && acceptsEncoding(acceptEncoding, 'gzip'))
    return reply.header('Content-Encoding', 'gzip').send(list.gzip) as Reply;
  return reply.send(list.json ?? gunzipSync(list.gzip ?? Buffer.from('[]'))) as Reply;
};
