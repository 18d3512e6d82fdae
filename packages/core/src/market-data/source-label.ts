/**
 * What a trader reads beside a figure: a short name of its source and whether it is verified, instead of the
 * analyst's note the reference data keeps (issue 12 item 25). The full note stays in the provenance, one click away.
 */
export type SourceLabel = { label: string; unverified: boolean };

const maxLength = 64;

// Pointers into our own documents and web addresses belong to the full note, not to the label.
const notes = [
  /\b(?:calculators|account-and-billing)\.md\s*§[\d.]+/gi,
  /\bresearch note\s*§[\d.]+/gi,
  /\bdocs\/[\w./-]+/gi,
  /\bscripts\/[\w./-]+/gi,
  /https?:\/\/\S+/gi,
  /\b[\w-]+(?:\.[\w-]+)+\/\S*/g,
  /\b[\w-]+\.(?:com|org|info|io|net|co\.uk|gov\.uk)\b/gi,
];

const unverifiedMarks =
  /not verified|\bnot market (?:data|prices|rates)\b|\bunverified\b|\bdemo data\b|\bindicative\b/i;

const tidy = (text: string): string =>
  text
    .replace(/\(\s*[,;]?\s*\)/g, '')
    // A preposition whose object was a removed pointer ('Curated by PSC in scripts/…:').
    .replace(/\s+(?:in|by|from|of|via|see)\s*([:;,)]|$)/g, '$1')
    // An aside left at the start once its subject was removed ('calculators.md §9 (after day 12 …); basis …').
    .replace(/^\s*\([^)]*\)\s*/, '')
    .replace(/^[\s,;:–-]+/, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,;:)])/g, '$1')
    .replace(/[\s,;:–-]+$/, '')
    .trim();

const cutAtWord = (text: string): string => {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
};

export const sourceLabel = (source: string): SourceLabel => {
  let text = source;
  for (const note of notes) text = text.replace(note, '');
  text = tidy(text);
  // The name comes before the first aside: a bracket, a semicolon, or a colon that ends a long enough name.
  const bracket = text.indexOf(' (');
  const semicolon = text.indexOf(';');
  const colon = text.indexOf(':');
  const ends = [bracket, semicolon, colon >= 20 ? colon : -1].filter((index) => index > 0);
  const name = tidy(ends.length > 0 ? text.slice(0, Math.min(...ends)) : text);
  return { label: cutAtWord(name || tidy(source)), unverified: unverifiedMarks.test(source) };
};
