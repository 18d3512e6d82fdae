import { describe, expect, it } from 'vitest';
import { periodsOfContract } from '../market-data/contract-periods-on.ts';
import { cashMarketPeriodId } from '../market-data/europe-cash-market-regions.ts';
import { findSeaDistance } from '../market-data/rule-lookups.ts';
import {
  contractCurrencyOf,
  dutyOptionsOf,
  dutyRuleOf,
  price,
  routeCoordinatesOf,
} from './price-stored-calculator.ts';
import { withRolledPeriod } from './rolling-calculator.ts';
import {
  block,
  cashMarket,
  contextOf,
  reference,
  stored,
  today,
  userDestination,
} from './stored-calculator.test-support.ts';

describe('price: why a stored calculator cannot be priced', () => {
  it.each([
    [
      'a period the contract does not have',
      stored({ periodId: 'Jan-19' }),
      'Jan-19 is not a period of London5',
    ],
    [
      'a user destination deleted under it',
      stored(userDestination({ destinationCountryId: null, destinationName: null })),
      'The destination no longer exists',
    ],
    [
      'a global destination no longer listed',
      stored({ globalDestinationId: 'XXNOPE' }),
      'The destination no longer exists',
    ],
    ['a currency without a published rate', stored({ currencyCode: 'JPY' }), 'JPY'],
  ])('%s', (_case, calculator, reason) => {
    const result = price(contextOf(), calculator);
    expect(result.priced).toBeNull();
    expect(result.error).toContain(reason);
  });
});

describe('price: the route a stored calculator is priced on', () => {
  it('keeps the chosen ports and their distance', () => {
    const { resolution } = price(contextOf(), stored());
    expect(resolution.route?.from.id).toBe('BRSSZ');
    expect(resolution.route?.to.id).toBe('DEHAM');
    expect(resolution.route?.distance).toEqual(findSeaDistance(reference.seaDistances, 'BRSSZ', 'DEHAM'));
    expect(resolution.route?.distance.nm).toBe(5692);
  });

  it("picks, for 'Any' port, the pair with the shortest known distance among the country's ports", () => {
    const context = contextOf();
    const { resolution } = price(context, stored({ originPortId: null }));
    const brazilOrigins = context.originPortsByCountry.get('076') ?? [];
    expect(brazilOrigins.length).toBeGreaterThan(1);
    const shortest = Math.min(
      ...brazilOrigins.map(
        (port) => findSeaDistance(reference.seaDistances, port.id, 'DEHAM')?.nm ?? Infinity,
      ),
    );
    expect(resolution.route?.distance.nm).toBe(shortest);
    expect(resolution.route?.distance.nm).toBeLessThan(5692);
  });

  it('has no sea leg for the ex-works cash market: FREIGHT is inland, no sea insurance', () => {
    const context = contextOf();
    const priced = price(context, cashMarket);
    expect(priced.error).toBeNull();
    expect(priced.resolution.route).toBeNull();
    expect(priced.resolution.period?.id).toBe(cashMarketPeriodId);
    expect(block(priced, 'SeaFreight')?.provenance.source).toContain(
      'road freight for an ex-works EU delivery',
    );
    expect(block(priced, 'Insurance')?.price).toBe(0);
    expect(routeCoordinatesOf(context, cashMarket).origin).toBeNull();
  });

  it('takes the Cape of Good Hope instead of Suez when the calculator says so, keeping the Suez distance', () => {
    const suezPair = { originCountryId: '784', originPortId: 'AEDXB', globalDestinationId: 'BEANR' };
    const viaSuez = price(contextOf(), stored(suezPair)).resolution.route;
    const viaCape = price(contextOf(), stored({ ...suezPair, seaRoute: 'cape' })).resolution.route;
    expect(viaSuez?.distance.routeClass).toBe('Suez');
    expect(viaSuez?.cape?.nm).toBe(11038.7);
    expect(viaCape?.distance).toMatchObject({ routeClass: 'Cape of Good Hope', nm: 11038.7 });
    expect(viaCape?.suez).toEqual(viaSuez?.distance);
  });

  it('gives the sea-side ends of the priced route', () => {
    expect(routeCoordinatesOf(contextOf(), stored())).toMatchObject({
      origin: { seaportId: 'BRSSZ', seaportName: 'Santos' },
      destination: { seaportId: 'DEHAM' },
    });
  });
});

describe('price: the per-calculator choices on a shared resolution', () => {
  it('resolves once for calculators differing only in tonnes, and the total is the DDP times the tonnes', () => {
    const context = contextOf();
    const small = price(context, stored({ tons: 500 }));
    const large = price(context, stored({ tons: 12_345.678 }));
    expect(context.resolved.size).toBe(1);
    expect(small.resolution).toBe(large.resolution);
    expect(small.priced?.price).toBe(large.priced?.price);
    expect(large.priced?.total).toBeCloseTo((large.priced?.price ?? 0) * 12_345.678, 2);
  });

  it('takes a per-box sea freight in containers and ignores it in bulk', () => {
    const inBox = price(contextOf(), stored({ freightMode: 'container', seaFreightContainerCost: 2000 }));
    const inBulk = price(contextOf(), stored({ freightMode: 'bulk', seaFreightContainerCost: 2000 }));
    expect(block(inBox, 'SeaFreight')?.provenance.source).toBe('your sea freight cost per 20-ft container');
    expect(block(inBulk, 'SeaFreight')?.provenance.source).not.toContain('your sea freight cost');
  });

  it('applies custom block costs and switched-off blocks', () => {
    const priced = price(
      contextOf(),
      stored({ customPremium: true, customPremiumCost: 33, activeInsurance: false }),
    );
    expect(block(priced, 'Premium')?.price).toBe(33);
    expect(block(priced, 'Insurance')?.active).toBe(false);
  });

  it('uses a user destination with its own charges, land freight and currency', () => {
    const priced = price(contextOf(), stored(userDestination()));
    expect(priced.resolution.destination).toMatchObject({
      kind: 'userDefined',
      name: 'Our refinery',
      countryName: 'Germany',
      arrivalPortName: 'Hamburg',
    });
    expect(block(priced, 'LandFreight')).toMatchObject({
      basePrice: 15,
      provenance: { currencyCode: 'EUR' },
    });
    expect(priced.error).toBeNull();
  });
});

describe('the duty question and the contract currency of a stored calculator', () => {
  it.each([
    ['Brazilian whites into Germany: the EU rule', stored(), 'EU-white-MFN'],
    [
      'French whites into Germany: the EU customs union, no import duty',
      stored({ originCountryId: '250', originPortId: 'FRLEH' }),
      'EU',
    ],
  ])('%s', (_case, calculator, ruleId) => {
    expect(dutyRuleOf(contextOf(), calculator)?.id).toContain(ruleId);
  });

  it('has no duty rule and no options once the destination is gone', () => {
    const gone = stored({ globalDestinationId: 'XXNOPE' });
    expect(dutyRuleOf(contextOf(), gone)).toBeNull();
    expect(dutyOptionsOf(contextOf(), gone)).toEqual([]);
  });

  it.each([
    ['London #5', 'USD', stored()],
    ['the Europe cash market', 'EUR', cashMarket],
  ])('%s is published in %s', (_case, currency, calculator) => {
    expect(contractCurrencyOf(contextOf(), calculator)).toBe(currency);
  });
});

describe('withRolledPeriod', () => {
  it('keeps a fixed period and moves a rolling calculator to the period at its position today', () => {
    const context = contextOf();
    const fixed = stored({ periodId: 'Mar-27' });
    expect(withRolledPeriod(context, fixed)).toBe(fixed);
    const live = periodsOfContract(reference, 'London5', today, context.prices).filter(
      (period) => !period.concluded,
    );
    const second = withRolledPeriod(
      context,
      stored({ periodId: 'Mar-26', rollingPosition: 2, rollBusinessDays: 0 }),
    );
    expect(second.periodId).toBe(live[1]?.id);
  });
});
