import { describe, expect, it } from 'vitest';
import { formatNewsImportErrors, parseNewsImport } from './news-import.ts';

const csv = [
  'title,description,article,author,country,createdDate,lastUpdated,link,tags,thumbnail,thumbnailUrl',
  '"Santos queues ease","Line-up falls to 60 ships","<p>Ships waiting at Santos, Brazil</p>",Desk,Brazil,2026-11-18T08:00:00Z,1763712000000,https://example.com/a,Trade;Logistics,true,/flags/br.svg',
  'Uganda raises cane price,,,,Uganda,,,,Policy|Price,no,',
].join('\n');

describe('parseNewsImport (CSV)', () => {
  it('reads every column, tags split on ; or |, booleans and both timestamp forms', () => {
    const result = parseNewsImport(csv, 'csv');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items).toHaveLength(2);
    expect(result.items[0]).toMatchObject({
      title: 'Santos queues ease',
      description: 'Line-up falls to 60 ships',
      article: '<p>Ships waiting at Santos, Brazil</p>',
      country: 'Brazil',
      createdDate: Date.parse('2026-11-18T08:00:00Z'),
      lastUpdated: 1763712000000,
      link: 'https://example.com/a',
      tags: ['Trade', 'Logistics'],
      thumbnail: true,
      thumbnailUrl: '/flags/br.svg',
    });
    expect(result.items[1]).toMatchObject({
      title: 'Uganda raises cane price',
      description: null,
      article: null,
      link: null,
      tags: ['Policy', 'Price'],
      thumbnail: false,
      thumbnailUrl: null,
    });
  });

  it('lists every error with its line and field, and returns no items', () => {
    const bad = [
      'title,link,tags,thumbnail,lastUpdated',
      ',https://example.com,Price,true,',
      'Fine,javascript:alert(1),Price,maybe,yesterday',
      'Fine too,,Pri<ce,,',
    ].join('\n');
    const result = parseNewsImport(bad, 'csv');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => [error.line, error.field])).toEqual([
      [2, 'title'],
      [3, 'lastUpdated'],
      [3, 'link'],
      [3, 'thumbnail'],
      [4, 'tags.0'],
    ]);
    expect(formatNewsImportErrors(result.errors)).toContain('line 2, title: Title is required');
  });

  it('refuses unknown columns and a missing title column', () => {
    expect(parseNewsImport('headline\nx', 'csv')).toMatchObject({
      ok: false,
      errors: [{ message: 'missing column(s): title' }],
    });
    expect(parseNewsImport('title,body\nx,y', 'csv')).toMatchObject({
      ok: false,
      errors: [{ field: 'body' }],
    });
  });
});

describe('parseNewsImport (JSON)', () => {
  it('accepts an array or the POST /system/news body', () => {
    const items = [{ title: 'One', tags: ['Market'] }];
    expect(parseNewsImport(JSON.stringify(items), 'json')).toMatchObject({
      ok: true,
      items: [{ title: 'One', tags: ['Market'], thumbnail: false }],
    });
    expect(parseNewsImport(JSON.stringify({ items }), 'json')).toMatchObject({ ok: true });
  });

  it('reports invalid JSON, a wrong shape, an empty list and duplicate ids', () => {
    expect(parseNewsImport('{', 'json')).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(parseNewsImport('{"title":"x"}', 'json')).toMatchObject({ ok: false });
    expect(parseNewsImport('[]', 'json')).toMatchObject({
      ok: false,
      errors: [{ message: 'no news items' }],
    });
    const id = '0b9d5c1e-3f0a-4a52-9d1c-2f1f3c8f6a11';
    expect(
      parseNewsImport(
        JSON.stringify([
          { id, title: 'a' },
          { id, title: 'b' },
        ]),
        'json',
      ),
    ).toMatchObject({ ok: false, errors: [{ line: 2, field: 'id', message: 'duplicates line 1' }] });
  });
});
