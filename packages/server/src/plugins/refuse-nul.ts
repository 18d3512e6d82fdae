import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@psc/core/shared/app-error';

type Unstorable = 'nul' | 'surrogate';

/** Text PostgreSQL cannot hold as written: a NUL, or a lone UTF-16 surrogate (stored as U+FFFD, or a 500). */
const unstorableIn = (text: string): Unstorable | undefined => {
  if (text.includes('\u0000')) return 'nul';
  // In a /u expression a pair is one code point: only a lone half is a code point of category Cs.
  if (/\p{Cs}/u.test(text)) return 'surrogate';
  return undefined;
};

const findUnstorable = (value: unknown, depth = 0): Unstorable | undefined => {
  if (typeof value === 'string') return unstorableIn(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item) => ['', item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = unstorableIn(key) ?? findUnstorable(item, depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * A surrogate percent-encoded in the address (ED A0-BF xx, CESU-8) is decoded to U+FFFD by the query parser, so it
 * is looked for in the raw address, before decoding turns it into something else.
 */
const encodedSurrogate = /%ED%[AB][0-9A-F]%[89AB][0-9A-F]/i;

const messages: Record<Unstorable, string> = {
  nul: 'Invalid request: text must not contain the NUL character (U+0000)',
  surrogate: 'Invalid request: text must not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)',
};

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would fail deep in a query as a 500; a lone
 * surrogate (JSON's "\ud800") is either a 500 where it meets a hash or a codec, or silently stored as U+FFFD.
 * No field of PSC has a use for either: refuse them up front, for every route, as bad input (decisions 0023, 0100).
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findUnstorable(request.params) ??
      findUnstorable(request.query) ??
      findUnstorable(request.body) ??
      (encodedSurrogate.test(request.url) ? 'surrogate' : undefined);
    if (found) done(new AppError('VALIDATION', messages[found], { body: { error: 'invalid_request' } }));
    else done();
  });
});
