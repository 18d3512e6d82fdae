/**
 * The languages of the trader and account screens (issue 49, decision 0123), as BCP 47 tags: English (the spec's
 * words, the default), Brazilian Portuguese, Spanish, Simplified Chinese, Indonesian and Arabic.
 */
export const languages = ['en', 'pt-BR', 'es', 'zh-CN', 'id', 'ar'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

// A tag by its language: any Portuguese reads the Brazilian catalogue, any Chinese the simplified one (the one
// Chinese of issue 49), 'in' is Indonesian's old code that some Android browsers still send.
const byPrimaryLanguage: Record<string, Language> = {
  en: 'en',
  pt: 'pt-BR',
  es: 'es',
  zh: 'zh-CN',
  id: 'id',
  in: 'id',
  ar: 'ar',
};

/** The first of `tags` (most preferred first) that one of the six languages serves; null when none. */
export const matchLanguage = (tags: readonly string[]): Language | null => {
  for (const tag of tags) {
    if (isLanguage(tag)) return tag;
    const match = byPrimaryLanguage[tag.toLowerCase().split(/[-_]/)[0] ?? ''];
    if (match !== undefined) return match;
  }
  return null;
};

/**
 * The language an HTTP Accept-Language header asks for ('pt-BR,pt;q=0.9,en;q=0.8'), by its q-values; null when the
 * header is absent or names none of the six.
 */
export const languageOfAcceptLanguage = (header: string | undefined): Language | null => {
  if (header === undefined || header.trim() === '') return null;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return matchLanguage(tags);
};
