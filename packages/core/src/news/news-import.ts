import { parseCsv } from '../market-data/csv.ts';
import { maxNewsItemsPerPublication, newsItemInputSchema, type NewsItemDraft } from './news.schemas.ts';

export type NewsImportError = {
  /** 1-based line of the CSV file (the header is line 1), or 1-based position in the JSON array. */
  readonly line: number;
  readonly field: string;
  readonly message: string;
};

/** All-or-nothing: either every item is valid, or nothing is published and every error is listed. */
export type NewsImportResult =
  | { readonly ok: true; readonly items: NewsItemDraft[] }
  | { readonly ok: false; readonly errors: NewsImportError[] };

export const newsCsvColumns = [
  'id',
  'title',
  'description',
  'article',
  'author',
  'country',
  'createdDate',
  'lastUpdated',
  'link',
  'tags',
  'thumbnail',
  'thumbnailUrl',
] as const;

const emptyToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

const csvNumberOrText = (value: string | undefined): number | string | undefined => {
  const text = emptyToUndefined(value)?.trim();
  if (text === undefined) return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
};

const csvBoolean = (value: string | undefined): boolean | string | undefined => {
  const text = emptyToUndefined(value)?.trim().toLowerCase();
  if (text === undefined) return undefined;
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return text;
};

/** CSV cells are text: tags are separated by ';' or '|', timestamps and booleans are read from their text. */
const fromCsvRecord = (record: Record<string, string>): Record<string, unknown> => ({
  id: emptyToUndefined(record.id)?.trim(),
  title: record.title ?? '',
  description: record.description,
  article: record.article,
  author: record.author,
  country: record.country,
  createdDate: csvNumberOrText(record.createdDate),
  lastUpdated: csvNumberOrText(record.lastUpdated),
  link: record.link,
  tags: (record.tags ?? '')
    .split(/[;|]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== ''),
  thumbnail: csvBoolean(record.thumbnail),
  thumbnailUrl: record.thumbnailUrl,
});

const validate = (records: readonly unknown[], lineOf: (index: number) => number): NewsImportResult => {
  const items: NewsItemDraft[] = [];
  const errors: NewsImportError[] = [];
  const lineOfId = new Map<string, number>();
  if (records.length === 0) errors.push({ line: 1, field: '', message: 'no news items' });
  if (records.length > maxNewsItemsPerPublication) {
    errors.push({
      line: 1,
      field: '',
      message: `at most ${maxNewsItemsPerPublication} items per import, found ${records.length}`,
    });
  }
  records.forEach((record, index) => {
    const line = lineOf(index);
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      errors.push({ line, field: '', message: 'expected an object' });
      return;
    }
    const parsed = newsItemInputSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ line, field: issue.path.join('.'), message: issue.message });
      return;
    }
    if (parsed.data.id !== undefined) {
      const earlier = lineOfId.get(parsed.data.id);
      if (earlier !== undefined) errors.push({ line, field: 'id', message: `duplicates line ${earlier}` });
      else lineOfId.set(parsed.data.id, line);
    }
    items.push(parsed.data);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
};

const parseJson = (text: string): NewsImportResult => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      errors: [
        {
          line: 1,
          field: '',
          message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
        },
      ],
    };
  }
  // The same body as POST /system/news is accepted, so one file serves both ways of publishing.
  const records = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items)
      ? (value as { items: unknown[] }).items
      : null;
  if (records === null)
    return {
      ok: false,
      errors: [{ line: 1, field: '', message: 'expected a JSON array of news items, or {"items": [...]}' }],
    };
  return validate(records, (index) => index + 1);
};

const parseCsvText = (text: string): NewsImportResult => {
  const [header = [], ...body] = parseCsv(text.replace(/^\uFEFF/, ''));
  const columns = header.map((name) => name.trim());
  if (!columns.includes('title'))
    return { ok: false, errors: [{ line: 1, field: 'title', message: 'missing column(s): title' }] };
  const unknown = columns.filter((name) => !(newsCsvColumns as readonly string[]).includes(name));
  if (unknown.length > 0)
    return {
      ok: false,
      errors: [
        {
          line: 1,
          field: unknown.join(', '),
          message: `unknown column(s): ${unknown.join(', ')}; expected ${newsCsvColumns.join(', ')}`,
        },
      ],
    };
  const records = body.map((fields) =>
    fromCsvRecord(Object.fromEntries(columns.map((name, index) => [name, fields[index] ?? '']))),
  );
  return validate(records, (index) => index + 2);
};

/**
 * News items from JSON (an array of items, or `{ "items": [...] }`, fields as POST /system/news) or CSV (header
 * row with the columns of `newsCsvColumns`, `title` required; tags separated by ';' or '|').
 */
export const parseNewsImport = (text: string, format: 'csv' | 'json'): NewsImportResult =>
  format === 'json' ? parseJson(text) : parseCsvText(text);

export const formatNewsImportErrors = (errors: readonly NewsImportError[]): string =>
  errors
    .map((error) => `line ${error.line}${error.field ? `, ${error.field}` : ''}: ${error.message}`)
    .join('\n');
