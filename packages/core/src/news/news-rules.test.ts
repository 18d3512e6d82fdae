import { describe, expect, it } from 'vitest';
import {
  canReadNewsContent,
  flagCodeFromThumbnailUrl,
  matchesNewsSearch,
  newsCountries,
  newsImageKind,
} from './news-rules.ts';

describe('canReadNewsContent', () => {
  it.each([
    [2, true],
    [10, true],
    [0, false],
    [1, false],
    [3, false],
    [7, false],
  ])('status %i reads content: %s', (status, expected) => {
    expect(canReadNewsContent(status)).toBe(expected);
  });
});

describe('newsImageKind', () => {
  it.each([
    [{ country: 'Uganda', tags: ['Price'] }, 'uganda'],
    [{ country: 'Kenya, uganda', tags: [] }, 'uganda'],
    [{ country: 'UG', tags: ['Policy'] }, 'uganda'],
    [{ country: 'Brazil', tags: ['Policy', 'trade'] }, 'priceMarket'],
    [{ country: null, tags: ['Market'] }, 'priceMarket'],
    [{ country: 'India', tags: ['Policy', 'Weather'] }, 'other'],
    [{ country: null, tags: [] }, 'other'],
  ] as const)('%o → %s', (item, expected) => {
    expect(newsImageKind(item)).toBe(expected);
  });
});

describe('flagCodeFromThumbnailUrl', () => {
  it.each([
    ['https://cdn.example.com/flags/ug.png', 'ug'],
    ['/news/flags/BR.svg?v=2', 'br'],
    ['https://flags.example.com/w40/in', 'in'],
    ['https://example.com/images/uganda.png', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(flagCodeFromThumbnailUrl(url)).toBe(expected);
  });
});

describe('newsCountries', () => {
  it('splits a comma list and drops blanks', () => {
    expect(newsCountries(' Brazil, India ,, ')).toEqual(['Brazil', 'India']);
    expect(newsCountries(null)).toEqual([]);
  });
});

describe('matchesNewsSearch', () => {
  const item = {
    title: 'Santos line-up grows',
    description: 'Raw sugar exports pick up',
    tags: ['Trade', 'Logistics'],
    country: 'Brazil',
  };
  it.each([
    ['', true],
    ['santos', true],
    ['RAW SUGAR', true],
    ['logistics', true],
    ['brazil santos', true],
    ['uganda', false],
    ['brazil uganda', false],
  ])('%j matches: %s', (query, expected) => {
    expect(matchesNewsSearch(item, query)).toBe(expected);
  });

  it('matches nothing in a gated description', () => {
    expect(matchesNewsSearch({ ...item, description: null }, 'exports')).toBe(false);
  });
});
