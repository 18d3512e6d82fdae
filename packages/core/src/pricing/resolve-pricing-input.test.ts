import { describe, expect, it } from 'vitest';
import contractCalendarsJson from '../../../../reference-data/contract-calendars.json' with { type: 'json' };
import destinationChargesJson from '../../../../reference-data/destination-charges.json' with { type: 'json' };
import dutyRulesJson from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import exchangeHolidaysJson from '../../../../reference-data/exchange-holidays.json' with { type: 'json' };
import inlandFreightJson from '../../../../reference-data/inland-freight.json' with { type: 'json' };
import insuranceJson from '../../../../reference-data/insurance.json' with { type: 'json' };
import landFreightJson from '../../../../reference-data/land-freight.json' with { type: 'json' };
import portsJson from '../../../../reference-data/ports.json' with { type: 'json' };
import seaDistancesJson from '../../../../reference-data/sea-distances.json' with { type: 'json' };
import seaFreightRatesJson from '../../../../reference-data/sea-freight-rates.json' with { type: 'json' };
import tonnesPerContainerJson from '../../../../reference-data/tonnes-per-container.json' with { type: 'json' };
import { calendarDate } from '../market-data/calendar-date.ts';
import { futuresPeriod } from '../market-data/futures-periods.ts';
import { createHolidayCalendar } from '../market-data/holiday-calendar.ts';
import { createPriceBook } from '../market-data/price-book.ts';
import * as costRules from '../market-data/cost-rules.schemas.ts';
import * as schemas from '../market-data/reference-data.schemas.ts';
import { createSeaDistanceIndex, findSeaDistance } from '../market-data/rule-lookups.ts';
import { createFxTable } from './fx-table.ts';
import { priceCalculator } from './price-calculator.ts';
import { resolvePricingInput } from './resolve-pricing-input.ts';
import type { ReferenceTables } from './calculator-setup.ts';

const ports = schemas.portsFileSchema.parse(portsJson).ports;
const port = (id: string) => ports.find((entry) => entry.id === id) ?? null;
const distances = createSeaDistanceIndex(schemas.seaDistancesFileSchema.parse(seaDistancesJson).pairs);
const tables: ReferenceTables = {
  dutyRules: schemas.dutyRulesFileSchema.parse(dutyRulesJson).rules,
  destinationCharges: costRules.destinationChargesFileSchema.parse(destinationChargesJson).rules,
  landFreight: costRules.landFreightFileSchema.parse(landFreightJson).rules,
  insurance: costRules.insuranceFileSchema.parse(insuranceJson).rules,
  seaFreight: costRules.seaFreightRatesFileSchema.parse(seaFreightRatesJson),
  tonnesPerContainer: costRules.tonnesPerContainerFileSchema.parse(tonnesPerContainerJson).rules,
  customsUnions: schemas.dutyRulesFileSchema.parse(dutyRulesJson).customsUnions,
  inlandFreight: costRules.inlandFreightFileSchema.parse(inlandFreightJson).rules,
};
const london = schemas.contractCalendarsFileSchema
  .parse(contractCalendarsJson)
  .contracts.find((entry) => entry.contractId === 'London5');
const iceEu = schemas.exchangeHolidaysFileSchema
  .parse(exchangeHolidaysJson)
  .exchanges.find((entry) => entry.id === 'ICE-EU');
const fxTime = Date.UTC(2026, 10, 20, 16);
const fx = createFxTable({
  id: 'fx',
  publishedAt: fxTime,
  source: 'test',
  publisher: 'test',
  isDemo: true,
  rates: [{ currencyCode: 'EUR', unitsPerUsd: 0.92, timestamp: fxTime }],
});

describe('resolvePricingInput', () => {
  it('prices London #5 Santos → Hamburg in EUR from the shipped rule tables', () => {
    if (london === undefined || iceEu === undefined) throw new Error('calendars missing');
    const prices = createPriceBook({
      id: 'p',
      publishedAt: fxTime,
      source: 'test',
      publisher: 'test',
      isDemo: true,
      rows: [
        {
          contractId: 'London5',
          periodId: 'Mar-27',
          regionId: null,
          price: 452.3,
          lowPrice: 446.8,
          highPrice: 457.8,
          premiumCost: null,
          currencyCode: 'USD',
          unit: 'perTonne',
          lastUpdated: fxTime,
        },
      ],
    });
    const period = futuresPeriod(
      { calendar: london, holidays: createHolidayCalendar(iceEu), today: calendarDate(2026, 11, 22), prices },
      2027,
      3,
    );
    const distance = findSeaDistance(distances, 'BRSSZ', 'DEHAM');
    const result = resolvePricingInput({
      setup: {
        contractId: 'London5',
        currencyCode: 'EUR',
        tons: 1000,
        tonsPerContainer: null,
        originCountryId: '076',
        destinationCountryId: '276',
        destinationCharges: null,
        landFreight: { perTonne: 15, currencyCode: 'EUR' },
        adjustments: {},
      },
      period,
      originPort: port('BRSSZ'),
      destinationPort: port('DEHAM'),
      distance,
      tables,
      onDate: '2026-11-22',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.premium).toMatchObject({ price: 20, currencyCode: 'USD' });
    expect(result.input.seaFreight).toMatchObject({ price: 1500, tonnesPerContainer: 25 });
    expect(result.input.duty).toMatchObject({ specificPerTonne: 419, currencyCode: 'EUR', adValoremRate: 0 });
    expect(result.input.loading).toMatchObject({ price: 11.04, currencyCode: 'USD' });
    const priced = priceCalculator(result.input, fx);
    // Invoice rounding, line by line: contract 452.30 × 0.92 = 416.12, premium 18.40, freight 55.20 → CFR 489.72;
    // insurance 489.72 × (1/0.9978 − 1) = 1.08 → CIF 490.80; DDP = 490.80 + €419 + $11.04 × 0.92 (10.16) + €15.
    const cents = (value: number) => Math.round(value * 100) / 100;
    const cfr = cents(cents(452.3 * 0.92) + cents(20 * 0.92) + cents(60 * 0.92));
    const cif = cents(cfr + cents(cfr * (1 / (1 - 0.0022) - 1)));
    expect(priced.price).toBe(cents(cif + 419 + cents(11.04 * 0.92) + 15));
    expect(priced.price).toBe(934.96);
    expect(priced.blocks.find((block) => block.type === 'Duty')?.provenance.source).toContain('EU-white-MFN');
  });

  it('prices an ex-works cash-market delivery: inland FREIGHT per tonne, no sea insurance, no port charges, no duty inside the EU', () => {
    const period = {
      id: 'CMPFY',
      name: 'CMP',
      displayName: 'CMP',
      price: 650,
      lowPrice: 640,
      highPrice: 660,
      premiumCost: null,
      currencyCode: 'EUR',
      lastUpdated: fxTime,
      concluded: false,
    } as unknown as Parameters<typeof resolvePricingInput>[0]['period'];
    const resolve = (destinationCharges: { perTonne: number; currencyCode: string } | null) =>
      resolvePricingInput({
        setup: {
          contractId: 'CashMarketPrice',
          currencyCode: 'EUR',
          tons: 100,
          tonsPerContainer: null,
          originCountryId: '276',
          destinationCountryId: '528',
          destinationCharges,
          landFreight: null,
          adjustments: {},
          cashMarketRegionId: 'Region2',
        },
        period,
        originPort: null,
        destinationPort: port('NLRTM'),
        distance: null,
        tables,
        onDate: '2026-11-22',
      });
    const result = resolve(null);
    if (!result.ok) throw new Error(result.reason);
    expect(result.input.seaFreight).toMatchObject({ price: 30, currencyCode: 'EUR', mode: 'inland' });
    expect(result.input.seaFreight.source).toContain('not verified');
    expect(result.input.insurance).toMatchObject({ rate: 0 });
    expect(result.input.insurance.source).toContain('ex-works delivery by truck: no sea insurance');
    expect(result.input.loading).toMatchObject({ price: 0 });
    expect(result.input.loading.source).toContain('no port charges');
    expect(result.duty.applied?.id).toBe('EU');
    const priced = priceCalculator(result.input, fx);
    const freight = priced.blocks.find((block) => block.type === 'SeaFreight');
    expect(freight).toMatchObject({ displayName: 'FREIGHT', price: 30, basePrice: 30 });
    expect(freight?.provenance.formula).toBe('inland freight per tonne × FX');
    // EX-W 650 + FREIGHT 30, nothing else: the buyer's own charges come from their destination.
    expect(priced.price).toBe(680);
    const withCharges = resolve({ perTonne: 4, currencyCode: 'EUR' });
    if (!withCharges.ok) throw new Error(withCharges.reason);
    expect(priceCalculator(withCharges.input, fx).price).toBe(684);
  });

  it("adds a user destination's premium, in its currency, to the destination charges", () => {
    if (london === undefined || iceEu === undefined) throw new Error('calendars missing');
    const prices = createPriceBook({
      id: 'p',
      publishedAt: fxTime,
      source: 'test',
      publisher: 'test',
      isDemo: true,
      rows: [
        {
          contractId: 'London5',
          periodId: 'Mar-27',
          regionId: null,
          price: 452.3,
          lowPrice: 446.8,
          highPrice: 457.8,
          premiumCost: null,
          currencyCode: 'USD',
          unit: 'perTonne',
          lastUpdated: fxTime,
        },
      ],
    });
    const period = futuresPeriod(
      { calendar: london, holidays: createHolidayCalendar(iceEu), today: calendarDate(2026, 11, 22), prices },
      2027,
      3,
    );
    const setup = {
      contractId: 'London5' as const,
      currencyCode: 'USD',
      tons: 1000,
      tonsPerContainer: null,
      originCountryId: '076',
      destinationCountryId: '276',
      destinationCharges: { perTonne: 10, currencyCode: 'EUR' },
      landFreight: { perTonne: 15, currencyCode: 'EUR' },
      adjustments: {},
    };
    const context = {
      period,
      originPort: port('BRSSZ'),
      destinationPort: port('DEHAM'),
      distance: findSeaDistance(distances, 'BRSSZ', 'DEHAM'),
      tables,
      onDate: '2026-11-22',
    };
    const without = resolvePricingInput({ ...context, setup });
    const withPremium = resolvePricingInput({
      ...context,
      setup: { ...setup, destinationPremium: { perTonne: 4.6, currencyCode: 'EUR' } },
    });
    if (!without.ok || !withPremium.ok) throw new Error('not resolved');
    expect(without.input.destinationPremium).toBeNull();
    expect(withPremium.input.destinationPremium).toMatchObject({
      price: 4.6,
      lowPrice: 4.6,
      highPrice: 4.6,
      currencyCode: 'EUR',
      source: 'your destination',
    });
    // €4.60 at 0.92 €/$ is exactly $5.
    const difference =
      priceCalculator(withPremium.input, fx).price - priceCalculator(without.input, fx).price;
    expect(Math.round(difference * 100) / 100).toBe(5);
  });

  it('refuses a period without a published price', () => {
    if (london === undefined || iceEu === undefined) throw new Error('calendars missing');
    const period = futuresPeriod(
      {
        calendar: london,
        holidays: createHolidayCalendar(iceEu),
        today: calendarDate(2026, 11, 22),
        prices: null,
      },
      2027,
      3,
    );
    const result = resolvePricingInput({
      setup: {
        contractId: 'London5',
        currencyCode: 'USD',
        tons: 1,
        tonsPerContainer: null,
        originCountryId: null,
        destinationCountryId: '276',
        destinationCharges: null,
        landFreight: null,
        adjustments: {},
      },
      period,
      originPort: null,
      destinationPort: null,
      distance: null,
      tables,
      onDate: '2026-11-22',
    });
    expect(result).toEqual({ ok: false, reason: 'no published price for London5 Mar-27' });
  });
});
