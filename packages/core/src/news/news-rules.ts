import { accountStatus } from '../accounts/account-status.ts';

/** calculators.md §9 'News'. */
export const newsListLimit = 21;

/** Items carrying one of these tags come first in the list (§9). */
export const priorityNewsTags: readonly string[] = ['Price', 'Trade'];

/** Items carrying one of these tags show the price-market image (§9). */
export const priceMarketNewsTags: readonly string[] = ['Price', 'Trade', 'Market'];

const hasTag = (tags: readonly string[], wanted: readonly string[]): boolean => {
  const lowerWanted = wanted.map((tag) => tag.toLowerCase());
  return tags.some((tag) => lowerWanted.includes(tag.trim().toLowerCase()));
};

export const isPriorityNewsItem = (item: { tags: readonly string[] }): boolean =>
  hasTag(item.tags, priorityNewsTags);

/**
 * Paid (2) and super (10) accounts read descriptions and articles; every other status is the free plan or a
 * locked state and gets titles and thumbnails only (calculators.md §1, §4 'Account level gating').
 */
export const canReadNewsContent = (status: number): boolean =>
  status === accountStatus.paid || status === accountStatus.super;

export const newsCountries = (country: string | null): string[] =>
  (country ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

const isUganda = (name: string): boolean => ['uganda', 'ug'].includes(name.toLowerCase());

export type NewsImageKind = 'uganda' | 'priceMarket' | 'other';

/** §9: Uganda items use the UG thumbnail; otherwise Price, Trade or Market gives the price-market image. */
export const newsImageKind = (item: { country: string | null; tags: readonly string[] }): NewsImageKind => {
  if (newsCountries(item.country).some(isUganda)) return 'uganda';
  return hasTag(item.tags, priceMarketNewsTags) ? 'priceMarket' : 'other';
};

/**
 * §9: the country flag comes from the thumbnail url. Its file name is a two-letter code ('…/flags/ug.png',
 * '/ug.svg', '…/UG'); the app shows its own copy of that flag and never loads the url.
 */
export const flagCodeFromThumbnailUrl = (url: string | null): string | null => {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  const fileName =
    path
      .split('/')
      .filter((part) => part !== '')
      .at(-1) ?? '';
  const match = /^([a-z]{2})(?:\.[a-z0-9]+)?$/i.exec(fileName);
  return match?.[1] ? match[1].toLowerCase() : null;
};

/** §2.7 and §5: the search box matches title, description, tags and country, case-insensitively, every word. */
export const matchesNewsSearch = (
  item: { title: string; description: string | null; tags: readonly string[]; country: string | null },
  query: string,
): boolean => {
  const words = query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = [item.title, item.description ?? '', item.tags.join(' '), item.country ?? '']
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
};
