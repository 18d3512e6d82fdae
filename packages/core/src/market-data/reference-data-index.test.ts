import { describe, expect, it } from 'vitest';
import { indexReferenceData, parseReferenceDataFiles, type ReferenceDataFiles } from './reference-data.ts';
import { portPairKey } from './rule-lookups.ts';
import { shippedReferenceJson } from './shipped-reference-data.test-support.ts';

const shippedFiles = (): ReferenceDataFiles => {
  const parsed = parseReferenceDataFiles(shippedReferenceJson);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.files;
};

describe('parseReferenceDataFiles', () => {
  it('accepts the shipped files', () => {
    expect(parseReferenceDataFiles(shippedReferenceJson).ok).toBe(true);
  });

  it('names the file, the field and the problem of a bad file', () => {
    const result = parseReferenceDataFiles({ ...shippedReferenceJson, 'ports.json': { ports: [{ id: 1 }] } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems.slice(0, 3)).toEqual([
      'ports.json: source: Invalid input: expected string, received undefined',
      'ports.json: notes: Invalid input: expected record, received undefined',
      'ports.json: ports.0.id: Invalid input: expected string, received number',
    ]);
    // Ten problems per file at most, so one broken file does not flood the start-up log.
    expect(result.problems).toHaveLength(10);
  });

  it('fails without a second problem when a file could not be read (its reader reported it)', () => {
    const { 'finance.json': _unread, ...rest } = shippedReferenceJson;
    expect(parseReferenceDataFiles(rest)).toEqual({ ok: false, problems: [] });
  });
});

describe('indexReferenceData', () => {
  it('indexes the shipped files: countries by id, Cape distances by pair, a holiday calendar per exchange', () => {
    const indexed = indexReferenceData(shippedFiles());
    expect(indexed.ok).toBe(true);
    if (!indexed.ok) return;
    expect(indexed.data.countriesById.get('276')?.name).toBe('Germany');
    expect(indexed.data.capeDistances.get(portPairKey('BEANR', 'AEDXB'))).toEqual({
      km: 20443.6,
      nm: 11038.7,
    });
    expect(indexed.data.holidaysByExchange.has('ICE-EU')).toBe(true);
  });

  const broken = (change: (files: ReferenceDataFiles) => ReferenceDataFiles) => {
    const result = indexReferenceData(change(shippedFiles()));
    return result.ok ? [] : result.problems;
  };

  it.each([
    [
      'a country in a region regions.json does not list',
      (files: ReferenceDataFiles): ReferenceDataFiles => ({
        ...files,
        'regions.json': {
          ...files['regions.json'],
          regions: files['regions.json'].regions.filter((region) => region.id !== 'Oceania'),
        },
      }),
      'countries.json: 036 is in region Oceania, which regions.json does not list',
    ],
    [
      'a port in an unknown country',
      (files: ReferenceDataFiles): ReferenceDataFiles => ({
        ...files,
        'ports.json': {
          ...files['ports.json'],
          ports: [
            ...files['ports.json'].ports,
            { ...files['ports.json'].ports[0]!, id: 'XXPRT', countryId: '999' },
          ],
        },
      }),
      'ports.json: XXPRT has unknown country 999',
    ],
    [
      'a contract on an exchange without holidays',
      (files: ReferenceDataFiles): ReferenceDataFiles => ({
        ...files,
        'contract-calendars.json': {
          ...files['contract-calendars.json'],
          contracts: files['contract-calendars.json'].contracts.map((calendar) =>
            calendar.contractId === 'London5' ? { ...calendar, exchangeId: 'NOWHERE' } : calendar,
          ),
        },
      }),
      'contract-calendars.json: London5 needs holidays of NOWHERE',
    ],
    [
      'a customs union with an unknown member',
      (files: ReferenceDataFiles): ReferenceDataFiles => ({
        ...files,
        'duty-rules.json': {
          ...files['duty-rules.json'],
          customsUnions: files['duty-rules.json'].customsUnions.map((union, index) =>
            index === 0 ? { ...union, memberCountryIds: [...union.memberCountryIds, '999'] } : union,
          ),
        },
      }),
      'has unknown country 999',
    ],
  ])('refuses %s', (_case, change, problem) => {
    expect(broken(change).some((found) => found.includes(problem))).toBe(true);
  });
});
