import { describe, expect, it } from 'vitest';
import bulkFreightJson from '../../../../reference-data/bulk-freight.json' with { type: 'json' };
import countriesJson from '../../../../reference-data/countries.json' with { type: 'json' };
import currenciesJson from '../../../../reference-data/currencies.json' with { type: 'json' };
import destinationChargesJson from '../../../../reference-data/destination-charges.json' with { type: 'json' };
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import polarisationJson from '../../../../reference-data/polarisation.json' with { type: 'json' };
import portsJson from '../../../../reference-data/ports.json' with { type: 'json' };
import seaFreightRatesJson from '../../../../reference-data/sea-freight-rates.json' with { type: 'json' };
import importTaxesJson from '../../../../reference-data/import-taxes.json' with { type: 'json' };
import containerLanesJson from '../../../../reference-data/container-lanes.json' with { type: 'json' };
import originPremiumsJson from '../../../../reference-data/origin-premiums.json' with { type: 'json' };
import { portsFileSchema } from './reference-data.schemas.ts';
import {
  checkRuleTableReferences,
  diffRuleTable,
  originPremiumsFileSchema,
  originPremiumsOf,
  ruleTableIds,
  ruleTableRows,
  ruleTableSchemas,
  withOriginPremiums,
  type KnownIds,
  type RuleTableId,
} from './rule-tables.ts';

const ports = portsFileSchema.parse(portsJson).ports;
const shipped: Record<RuleTableId, unknown> = {
  'duty-rules': dutyRulesJson,
  'destination-charges': destinationChargesJson,
  'origin-premiums': originPremiumsOf(ports, originPremiumsFileSchema.parse(originPremiumsJson).premiums),
  polarisation: polarisationJson,
  'bulk-freight': bulkFreightJson,
  'sea-freight-rates': seaFreightRatesJson,
  'import-taxes': importTaxesJson,
  'container-lanes': containerLanesJson,
};
const known: KnownIds = {
  portIds: new Set(ports.map((port) => port.id)),
  originPortIds: new Set(ports.filter((port) => port.isOrigin).map((port) => port.id)),
  countryIds: new Set(countriesJson.countries.map((country) => country.id)),
  currencyCodes: new Set(currenciesJson.currencies.map((currency) => currency.code)),
};

describe('rule tables', () => {
  it.each(ruleTableIds)('the shipped %s file is a valid first version, every row sourced and dated', (id) => {
    const content = ruleTableSchemas[id].parse(shipped[id]);
    expect(checkRuleTableReferences(id, content, known)).toEqual([]);
    const rows = ruleTableRows(id, content);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.source, `${id} ${row.key}`).toBeTruthy();
      expect(row.effectiveFrom, `${id} ${row.key}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('the origin premiums of the ports file go back onto the ports unchanged', () => {
    expect(withOriginPremiums(ports, originPremiumsOf(ports))).toEqual(ports);
    expect(originPremiumsOf(ports).premiums).toHaveLength(
      ports.filter((port) => port.defaultPremium !== null).length,
    );
  });

  it('a port left out of a version of the premiums has no default premium', () => {
    const [first, ...rest] = originPremiumsOf(ports).premiums;
    const applied = withOriginPremiums(ports, { premiums: rest });
    expect(applied.find((port) => port.id === first?.portId)?.defaultPremium).toBeNull();
  });

  it('names unknown ports, countries and currencies, non-origin premiums and rows keyed twice, by path', () => {
    const charges = {
      rules: [
        { portId: 'ZZZZZ', totalPerTonne: 1, currencyCode: 'USD', source: 's', effectiveFrom: '2026-01-01' },
        { portId: null, totalPerTonne: 1, currencyCode: 'XXX', source: 's', effectiveFrom: '2026-01-01' },
        { portId: null, totalPerTonne: 2, currencyCode: 'USD', source: 's', effectiveFrom: '2026-01-01' },
      ],
    };
    expect(checkRuleTableReferences('destination-charges', charges, known)).toEqual([
      { path: 'rules.0.portId', message: 'Unknown port ZZZZZ' },
      { path: 'rules.1.currencyCode', message: 'Unknown currency XXX' },
      { path: 'rules.2', message: 'Charge default container 2026-01-01 appears twice' },
    ]);
    const duty = JSON.parse(JSON.stringify(dutyRulesJson)) as typeof dutyRulesJson;
    duty.rules[0]!.destinationCountryIds[1] = '999';
    expect(checkRuleTableReferences('duty-rules', duty, known)).toEqual([
      { path: 'rules.0.destinationCountryIds.1', message: 'Unknown country 999' },
    ]);
    const destinationOnly = ports.find((port) => !port.isOrigin && port.isDestination)!;
    expect(
      checkRuleTableReferences(
        'origin-premiums',
        {
          premiums: [
            {
              portId: destinationOnly.id,
              amount: 5,
              currencyCode: 'USD',
              source: 's',
              effectiveFrom: '2026-01-01',
            },
          ],
        },
        known,
      ),
    ).toEqual([{ path: 'premiums.0.portId', message: `${destinationOnly.id} is not an origin port` }]);
  });

  it('a new version lists the rows it adds, removes and changes', () => {
    const before = ruleTableSchemas['destination-charges'].parse(destinationChargesJson);
    const [first, second, ...rest] = before.rules;
    const after = {
      rules: [
        { ...first!, totalPerTonne: first!.totalPerTonne + 1 },
        ...rest,
        { portId: 'NLRTM', totalPerTonne: 9, currencyCode: 'EUR', source: 's', effectiveFrom: '2026-12-01' },
      ],
    };
    expect(diffRuleTable('destination-charges', before, after)).toEqual({
      added: ['Charge NLRTM container 2026-12-01'],
      removed: [`Charge ${second!.portId} container ${second!.effectiveFrom}`],
      changed: [`Charge default container ${first!.effectiveFrom}`],
    });
    expect(diffRuleTable('destination-charges', before, before)).toEqual({
      added: [],
      removed: [],
      changed: [],
    });
  });
});
