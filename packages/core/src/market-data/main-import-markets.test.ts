import { describe, expect, it } from 'vitest';
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import portsJson from '../../../../reference-data/ports.json' with { type: 'json' };
import { decideDuty } from '../pricing/duty-decision.ts';
import { awaitingDutySource, mainImportMarkets } from './main-import-markets.ts';
import { dutyRulesFileSchema, portsFileSchema } from './reference-data.schemas.ts';

const file = dutyRulesFileSchema.parse(dutyRulesJson);
const ports = portsFileSchema.parse(portsJson).ports;
const fromBrazil = (countryId: string, product: 'raw' | 'white') =>
  decideDuty({
    rules: file.rules,
    customsUnions: file.customsUnions,
    destinationCountryId: countryId,
    originCountryId: '076',
    product,
    onDate: '2026-11-29',
    choice: null,
    // A New York #11 basis of 15.50 c/lb, for the rows whose duty follows the world price (EAEU raws).
    worldPricePerTonne: 15.5 * 22.046,
  });

describe('the 54 main sugar import markets', () => {
  it('lists 54 markets, each with a destination port in its own country', () => {
    expect(mainImportMarkets).toHaveLength(54);
    expect(new Set(mainImportMarkets.map((market) => market.countryId)).size).toBe(54);
    for (const market of mainImportMarkets) {
      const port = ports.find((row) => row.id === market.portId);
      expect(port, market.name).toMatchObject({ countryId: market.countryId, isDestination: true });
    }
  });

  it.each(
    mainImportMarkets.flatMap((market) =>
      (['raw', 'white'] as const).map((product) => [market.name, product, market] as const),
    ),
  )('%s %s from Brazil: a sourced, dated rule, or listed as awaiting one', (_name, product, market) => {
    const decision = fromBrazil(market.countryId, product);
    if (awaitingDutySource[market.name]?.includes(product) === true) {
      expect(decision.applied, `${market.name} now has a rule: remove it from awaitingDutySource`).toBeNull();
      return;
    }
    expect(decision.applied, `${market.name} ${product}`).not.toBeNull();
    expect(decision.applied?.source.length).toBeGreaterThan(20);
    expect(decision.applied?.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('covers at least 38 of the 54 markets for both raws and whites', () => {
    const covered = mainImportMarkets.filter((market) => awaitingDutySource[market.name] === undefined);
    expect(covered.length).toBeGreaterThanOrEqual(38);
  });
});
