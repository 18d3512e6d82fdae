import { createHash } from 'node:crypto';

/** A strong ETag of a body: the one formula for the revalidated replies and the calculator list. */
export const strongEtag = (body: string | Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Weak comparison (RFC 9110 §13.1.2): 'W/' prefixes are ignored, '*' matches anything. */
export const ifNoneMatchHits = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
};

type Coding = 'gzip' | 'br';

const parsesAccepting = (header: string, coding: Coding): boolean => {
  let star = false;
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const acceptable = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) return acceptable;
    if (name === '*') star = acceptable;
  }
  return star;
};

// Browsers send a handful of distinct headers, each on every request: the answer is kept per header, a few at most.
const acceptedByHeader = new Map<string, { gzip: boolean; br: boolean }>();
const rememberedHeaders = 64;

/** RFC 9110 §12.5.3: a content coding is acceptable when listed (or '*' is) without q=0. */
export const acceptsEncoding = (header: string | undefined, coding: Coding): boolean => {
  if (header === undefined) return false;
  let accepted = acceptedByHeader.get(header);
  if (accepted === undefined) {
    if (acceptedByHeader.size >= rememberedHeaders) acceptedByHeader.clear();
    accepted = { gzip: parsesAccepting(header, 'gzip'), br: parsesAccepting(header, 'br') };
    acceptedByHeader.set(header, accepted);
  }
  return accepted[coding];
};
