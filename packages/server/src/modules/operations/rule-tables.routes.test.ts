import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { OriginPremiumsFile } from '@psc/core/market-data/rule-tables';
import type {
  RuleTableListReply,
  RuleTablePreviewReply,
  RuleTableReply,
  RuleTableSaveReply,
  RuleTableVersionReply,
} from '@psc/core/operations/rule-tables.schemas';
import type { QuoteReply } from '@psc/core/quotes/quotes.schemas';
import { as, openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import { createSignedInOperator, type TestOperator } from '../../../test/operators.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { seedRuleTables } from '../market-data/seed-rule-tables.ts';

let t: TestApp;
let owner: Caller;
let destinationId: string;
let analyst: Caller;
let analystOperator: TestOperator;

beforeAll(async () => {
  ({ t, owner, destinationId } = await openCalculatorDesk());
  analystOperator = await createSignedInOperator(t, 'analyst');
  analyst = as(t.app, analystOperator.accessToken);
});
afterAll(() => t.close());

const tableOf = async (tableId: string) => {
  const response = await analyst.get(`/api/ops/rules/${tableId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RuleTableReply>();
};

const premiumBlock = (calculator: CalculatorReply) =>
  calculator.costBlocks.find((block) => block.type === 'Premium');

const calculatorOf = async (id: string) =>
  (await owner.get('/api/v1/calculator/all')).json<CalculatorReply[]>().find((entry) => entry.id === id)!;

describe('rule tables on the market desk', () => {
  it('lists every table with its first version taken from its reference-data file', async () => {
    const list = (await analyst.get('/api/ops/rules')).json<RuleTableListReply>();
    expect(list.tables.map((table) => table.id)).toEqual([
      'duty-rules',
      'destination-charges',
      'origin-premiums',
      'polarisation',
      'bulk-freight',
      'sea-freight-rates',
      'import-taxes',
      'container-lanes',
    ]);
    for (const table of list.tables) {
      expect(table.current, table.id).toMatchObject({ version: 1, fromFile: true });
      expect(table.current?.savedBy).toMatch(/^reference-data\//);
      expect(table.rowCount, table.id).toBeGreaterThan(0);
    }
    expect(list.tables.find((table) => table.id === 'duty-rules')?.unverifiedRows).toBeGreaterThan(0);
    const duty = await tableOf('duty-rules');
    expect(duty.history).toHaveLength(1);
    expect(duty.rows.find((row) => row.key === 'EU-white-MFN')).toMatchObject({
      section: 'Rule',
      effectiveFrom: '2009-10-01',
      verified: true,
    });
    expect(duty.rows.every((row) => row.source !== null)).toBe(true);
  });

  it('checks a new version by the file schema and the ports, countries and currencies it names, saving nothing', async () => {
    const charges = await tableOf('destination-charges');
    const broken = {
      rules: [
        { portId: 'ZZZZZ', totalPerTonne: 3, currencyCode: 'USD', source: 'x', effectiveFrom: '2026-01-01' },
        { portId: null, totalPerTonne: -1, currencyCode: 'USD', source: '', effectiveFrom: '1 Jan' },
      ],
    };
    const preview = (
      await analyst.post('/api/ops/rules/destination-charges/preview', { content: broken })
    ).json<RuleTablePreviewReply>();
    expect(preview.valid).toBe(false);
    expect(preview.problems.map((problem) => problem.path)).toEqual([
      'rules.1.totalPerTonne',
      'rules.1.source',
      'rules.1.effectiveFrom',
    ]);
    const unknownPort = (
      await analyst.post('/api/ops/rules/destination-charges/preview', {
        content: { rules: [broken.rules[0]] },
      })
    ).json<RuleTablePreviewReply>();
    expect(unknownPort.problems).toEqual([{ path: 'rules.0.portId', message: 'Unknown port ZZZZZ' }]);
    const refused = await analyst.post('/api/ops/rules/destination-charges', {
      content: broken,
      note: 'broken',
      baseVersion: charges.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^Nothing was saved: 3 problem\(s\): rules\.1\.totalPerTonne: /),
      problems: expect.any(Array),
    });
    const same = await analyst.post('/api/ops/rules/destination-charges', {
      content: charges.content,
      note: 'no change',
      baseVersion: charges.version,
    });
    expect(same.json()).toMatchObject({
      message: 'Nothing was saved: this version is the same as the current one',
    });
    expect((await tableOf('destination-charges')).history).toHaveLength(1);
  });

  it('a saved origin premium prices every calculator at once; a frozen quote keeps the version it pinned', async () => {
    const created = await owner.post('/api/v1/calculator', santosToNewYork(destinationId));
    expect(created.statusCode, created.body).toBe(200);
    const calculatorId = created.json<{ id: string }>().id;
    const before = await calculatorOf(calculatorId);
    const quote = await owner.post(`/api/v1/calculator/${calculatorId}/quotes`, {
      validUntil: t.clock.now().getTime() + 86_400_000,
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const frozen = quote.json<QuoteReply>();
    expect(frozen.publications.rules).toBeGreaterThan(0);

    const premiums = await tableOf('origin-premiums');
    const content = premiums.content as OriginPremiumsFile;
    const santos = content.premiums.find((row) => row.portId === 'BRSSZ')!;
    const edited: OriginPremiumsFile = {
      premiums: content.premiums.map((row) =>
        row.portId === 'BRSSZ'
          ? {
              ...row,
              amount: row.amount + 7,
              source: 'Desk survey of Santos FOB offers',
              effectiveFrom: '2026-11-02',
            }
          : row,
      ),
    };
    const preview = (
      await analyst.post('/api/ops/rules/origin-premiums/preview', { content: edited })
    ).json<RuleTablePreviewReply>();
    expect(preview).toMatchObject({
      valid: true,
      // The port's default and its premium over New York #11 (decision 0121).
      diff: { added: [], removed: [], changed: ['Premium BRSSZ', 'Premium BRSSZ NewYork11'] },
    });

    const saved = await analyst.post('/api/ops/rules/origin-premiums', {
      content: edited,
      note: 'Santos line-up tighter',
      baseVersion: premiums.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RuleTableSaveReply>()).toMatchObject({
      version: 2,
      note: 'Santos line-up tighter',
      savedBy: `Test analyst <${analystOperator.email}>`,
      fromFile: false,
      diff: { changed: ['Premium BRSSZ', 'Premium BRSSZ NewYork11'] },
    });

    const after = await calculatorOf(calculatorId);
    expect(premiumBlock(after)?.price).toBeCloseTo((premiumBlock(before)?.price ?? 0) + 7, 2);
    expect(premiumBlock(after)?.provenance.source).toContain('Desk survey of Santos FOB offers');
    expect(after.price).toBeGreaterThan(before.price);
    const origins = (await owner.get('/api/v1/destination/global/countries/076/origins')).json<
      { id: string; premiumCost: number }[]
    >();
    expect(origins.find((port) => port.id === 'BRSSZ')?.premiumCost).toBe(santos.amount + 7);

    const again = (await owner.get(`/api/v1/quotes/${frozen.id}`)).json<QuoteReply>();
    expect(again.reprice).toBe('identical');
    expect(again.calculator.price).toBe(before.price);

    const first = (
      await analyst.get('/api/ops/rules/origin-premiums/versions/1')
    ).json<RuleTableVersionReply>();
    expect(first.content).toEqual(content);
    expect((await analyst.get('/api/ops/rules/origin-premiums/versions/9')).statusCode).toBe(404);
    const audit = (await analyst.get('/api/ops/audit?action=rules.saved')).json<
      { target: string; reason: string }[]
    >();
    expect(audit[0]).toMatchObject({ target: 'origin-premiums v2', reason: 'Santos line-up tighter' });
  });

  it('refuses a save made from a version another analyst has since replaced', async () => {
    const table = await tableOf('sea-freight-rates');
    const content = table.content as { rates: { costPerContainer: number }[] };
    const first = structuredClone(content);
    first.rates[0]!.costPerContainer += 50;
    const second = structuredClone(content);
    second.rates[0]!.costPerContainer += 80;
    const [a, b] = await Promise.all([
      analyst.post('/api/ops/rules/sea-freight-rates', {
        content: first,
        note: 'a',
        baseVersion: table.version,
      }),
      analyst.post('/api/ops/rules/sea-freight-rates', {
        content: second,
        note: 'b',
        baseVersion: table.version,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json()).toMatchObject({
      message: expect.stringMatching(
        /was saved after you opened version 1: reload it and make your change again$/,
      ),
    });
    expect((await tableOf('sea-freight-rates')).history).toHaveLength(2);
  });

  it('at start, adds a release whose shipped file changed as a new version, and nothing when it did not', async () => {
    expect(await seedRuleTables(t.deps)).toBe(0);
    const changed = {
      ...t.deps,
      referenceData: {
        ...t.deps.referenceData,
        polarisation: { ...t.deps.referenceData.polarisation, maxDegrees: 99.5 },
      },
    };
    expect(await seedRuleTables(changed)).toBe(1);
    const polarisation = await tableOf('polarisation');
    expect(polarisation).toMatchObject({ version: 2, fromFile: true });
    expect(polarisation.note).toBe('reference-data/polarisation.json changed in this release of PSC');
    expect(await seedRuleTables(changed)).toBe(0);
  });
});
