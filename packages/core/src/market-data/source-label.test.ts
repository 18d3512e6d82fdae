import { describe, expect, it } from 'vitest';
import contractCalendarsJson from '../../../../reference-data/contract-calendars.json' with { type: 'json' };
import countriesJson from '../../../../reference-data/countries.json' with { type: 'json' };
import currenciesJson from '../../../../reference-data/currencies.json' with { type: 'json' };
import demoFxJson from '../../../../reference-data/demo-fx.json' with { type: 'json' };
import demoPricesJson from '../../../../reference-data/demo-prices.json' with { type: 'json' };
import destinationChargesJson from '../../../../reference-data/destination-charges.json' with { type: 'json' };
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import exchangeHolidaysJson from '../../../../reference-data/exchange-holidays.json' with { type: 'json' };
import insuranceJson from '../../../../reference-data/insurance.json' with { type: 'json' };
import landFreightJson from '../../../../reference-data/land-freight.json' with { type: 'json' };
import portsJson from '../../../../reference-data/ports.json' with { type: 'json' };
import regionsJson from '../../../../reference-data/regions.json' with { type: 'json' };
import routeOverridesJson from '../../../../reference-data/route-overrides.json' with { type: 'json' };
import seaDistancesJson from '../../../../reference-data/sea-distances.json' with { type: 'json' };
import seaFreightRatesJson from '../../../../reference-data/sea-freight-rates.json' with { type: 'json' };
import tonnesPerContainerJson from '../../../../reference-data/tonnes-per-container.json' with { type: 'json' };
import { sourceLabel } from './source-label.ts';

const referenceData: unknown[] = [
  contractCalendarsJson,
  countriesJson,
  currenciesJson,
  demoFxJson,
  demoPricesJson,
  destinationChargesJson,
  dutyRulesJson,
  exchangeHolidaysJson,
  insuranceJson,
  landFreightJson,
  portsJson,
  regionsJson,
  routeOverridesJson,
  seaDistancesJson,
  seaFreightRatesJson,
  tonnesPerContainerJson,
];

const sourcesOfReferenceData = (): string[] => {
  const sources = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        if (key === 'source' && typeof inner === 'string') sources.add(inner);
        else walk(inner);
  };
  referenceData.forEach(walk);
  return [...sources];
};

describe('sourceLabel: what a trader reads beside a figure (issue 12 item 25)', () => {
  it.each([
    [
      "EU Common Customs Tariff CN 1701 14 10 (raw cane sugar for refining) €33.90/100 kg; internationalsugarjournal.com ('usually have a duty of €339/t')",
      { label: 'EU Common Customs Tariff CN 1701 14 10', unverified: false },
    ],
    [
      'US West Coast 20-ft container invoice, legacy default (the twelve shares of calculators.md §9 are 1/276ths of it; 276 / 25 t per container = $11.04/t, derived, research note §2.7)',
      { label: 'US West Coast 20-ft container invoice, legacy default', unverified: false },
    ],
    [
      'PSC indicative default for a 20-ft container by sailing distance: no public index covers these lanes (FBX quotes 40-ft boxes on 12 lanes only, research note §2.7); analysts and users override',
      { label: 'PSC indicative default for a 20-ft container by sailing distance', unverified: true },
    ],
    [
      'China WTO tariff-rate quota for sugar: 15 % in quota (1.945 Mt), 50 % out of quota; out-of-quota rate used as the default (not verified against the current schedule)',
      { label: 'China WTO tariff-rate quota for sugar', unverified: true },
    ],
    ['ECB euro reference rates', { label: 'ECB euro reference rates', unverified: false }],
    ['custom rate entered by the user', { label: 'custom rate entered by the user', unverified: false }],
  ])('%s', (source, expected) => {
    expect(sourceLabel(source)).toEqual(expected);
  });

  it('gives every source in reference-data/ a short label without document pointers or web addresses', () => {
    const sources = sourcesOfReferenceData();
    expect(sources.length).toBeGreaterThan(30);
    for (const source of sources) {
      const { label } = sourceLabel(source);
      expect(label.length, source).toBeGreaterThan(5);
      expect(label.length, source).toBeLessThanOrEqual(64);
      expect(label, source).not.toMatch(/§|\.md\b|research note|https?:|\.com\b|\/\//i);
      expect(label, source).toMatch(/^[\p{L}\p{N}]/u);
    }
  });

  it('marks what the note says is not verified, demo or indicative', () => {
    expect(sourceLabel('PSC demo data: rounded indicative rates, NOT market rates').unverified).toBe(true);
    expect(sourceLabel('Indonesia duty (not verified for the latest revision)').unverified).toBe(true);
    expect(sourceLabel('ICE Sugar No. 11 contract specifications').unverified).toBe(false);
  });
});
