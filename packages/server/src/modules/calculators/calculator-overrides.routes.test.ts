import { exportRows } from '../../../test/export-rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { findSeaDistance, findSeaFreightCost } from '@psc/core/market-data/rule-lookups';
import type { TestApp } from '../../../test/test-app.ts';
import {
  newYorkDestination,
  openCalculatorDesk,
  publishFx,
  santosToNewYork,
  type Caller,
} from '../../../test/calculator-fixtures.ts';

// Forex and Quota overrides, previousCoordinates and a destination's premium (docs/decisions/0021), over HTTP.

let t: TestApp;
let owner: Caller;
let destinationId: string;

beforeAll(async () => {
  ({ t, owner, destinationId } = await openCalculatorDesk());
});
afterAll(() => t.close());

const create = async (body: object): Promise<string> => {
  const response = await owner.post('/api/v1/calculator', body);
  if (response.statusCode !== 200)
    throw new Error(`creation failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
};
const list = async () => (await owner.get('/api/v1/calculator/all')).json<CalculatorReply[]>();
const read = async (id: string) => {
  const found = (await list()).find((calculator) => calculator.id === id);
  if (!found) throw new Error('not listed');
  return found;
};
const ok = async (response: Promise<{ statusCode: number; body: string; json: <T>() => T }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json<CalculatorReply>();
};
const override = (id: string, custom: boolean, name: string, value?: string) =>
  owner.put(
    `/api/v1/calculator/${id}/costblock/${String(custom)}/${name}${value === undefined ? '' : `?value=${encodeURIComponent(value)}`}`,
  );
const amend = (id: string, field: string, value: string) =>
  owner.put(`/api/v1/calculator/${id}/${field}?value=${encodeURIComponent(value)}`);
const block = (calculator: CalculatorReply, type: string) => {
  const found = calculator.costBlocks.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`no ${type} block`);
  return found;
};
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Shown DDP per tonne of Santos → the NY refinery on NY #11 at 20 c/lb (docs/pricing.md), every USD amount converted
 * at `rate` and each line rounded to the cent as the engine does ('Rounding').
 */
const santosToNewYorkIn = (rate = 1, extraAtDestination = 0) => {
  const reference = t.deps.referenceData;
  const distance = findSeaDistance(reference.seaDistances, 'BRSSZ', 'USNYC');
  const freight =
    distance && findSeaFreightCost(reference.seaFreight, distance.nm, distance.routeClass, '2026-11-20');
  if (!freight) throw new Error('no freight');
  const insuranceRate = reference.insuranceRules[0]?.rate ?? 0;
  const basis = cents(20 * 22.046 * rate);
  // Santos raws are Brazil VHP: +4.20 % polarisation premium inside Contract (docs/decisions/0032).
  const contract = cents(basis + cents(basis * 0.042));
  // Santos raws over New York #11 take the VHP premium, +$1.10/t (decision 0121).
  const cfr = cents(contract + cents(1.1 * rate) + cents(freight.costPerContainer * (rate / 17)));
  const cif = cents(cfr + cents(cfr * (1 / (1 - 1.1 * insuranceRate) - 1)));
  return cents(cif + cents(338.7 * rate) + cents((27.6 + extraAtDestination) * rate) + cents(12.5 * rate));
};

describe('Forex: the user fixes the exchange rate', () => {
  it('converts every block with the user’s rate, says so in the provenance, and returns to the published rate', async () => {
    const id = await create({ ...santosToNewYork(destinationId), currencyCode: 'EUR' });
    const published = await read(id);
    expect(published).toMatchObject({
      customForex: false,
      customForexCost: null,
      price: santosToNewYorkIn(0.92),
    });
    expect(block(published, 'Forex')).toMatchObject({
      price: 0.92,
      custom: false,
      provenance: { fxSource: 'published' },
    });

    const fixed = await ok(override(id, true, 'Forex', '0.9'));
    expect(fixed).toMatchObject({
      customForex: true,
      customForexCost: 0.9,
      price: santosToNewYorkIn(0.9),
    });
    expect(block(fixed, 'Forex')).toMatchObject({
      price: 0.9,
      defaultPrice: 0.92,
      custom: true,
      provenance: { source: 'custom rate entered by the user', fxSource: 'custom', fxTimestamp: null },
    });
    for (const type of ['Contract', 'Premium', 'SeaFreight', 'Duty', 'Loading', 'LandFreight'])
      expect(block(fixed, type).provenance, type).toMatchObject({ fxSource: 'custom', fxRate: 0.9 });
    const basis = cents(20 * 22.046 * 0.9);
    expect(block(fixed, 'Contract').price).toBe(cents(basis + cents(basis * 0.042)));

    // A new publication moves the default, not the user's rate.
    t.clock.advance(60_000);
    await publishFx(t, { EUR: 0.8 });
    const after = await read(id);
    expect(after.price).toBe(fixed.price);
    expect(block(after, 'Forex')).toMatchObject({ price: 0.9, defaultPrice: 0.8 });
    await publishFx(t, { EUR: 0.92 });

    const back = await ok(override(id, false, 'Forex'));
    expect(back).toMatchObject({ customForex: false, customForexCost: null, price: published.price });
    expect(block(back, 'Forex').custom).toBe(false);
  });

  it('is also the single-field amendment customForexCost, and a new currency clears it', async () => {
    const id = await create({ ...santosToNewYork(destinationId), currencyCode: 'EUR' });
    expect(await ok(amend(id, 'customForexCost', '0.95'))).toMatchObject({
      customForex: true,
      customForexCost: 0.95,
    });
    expect(await ok(amend(id, 'customForexCost', ''))).toMatchObject({
      customForex: false,
      customForexCost: null,
    });
    await ok(amend(id, 'customForexCost', '0.95'));
    // Same currencies after an edit: kept.
    const renamed = await ok(amend(id, 'name', 'Renamed'));
    expect(renamed.customForexCost).toBe(0.95);
    // 0.95 was euros per dollar; it means nothing in pounds.
    const pounds = await ok(amend(id, 'currencyCode', 'GBP'));
    expect(pounds).toMatchObject({ currencyCode: 'GBP', customForex: false, customForexCost: null });
    expect(block(pounds, 'Forex')).toMatchObject({ price: 0.79, custom: false });
  });

  it.each([
    ['0', 'Custom exchange rate must be above 0'],
    ['-1', 'Custom exchange rate must be at least 0'],
    ['abc', "Custom exchange rate must be a number such as 1234.56 or 1,234.56, not 'abc'"],
    ['', 'Custom exchange rate is required'],
  ])('refuses the rate %j: %s', async (value, message) => {
    const id = await create({ ...santosToNewYork(destinationId), currencyCode: 'EUR' });
    const response = await override(id, true, 'Forex', value);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await read(id)).customForex).toBe(false);
  });

  it('refuses a rate on a calculator priced in its contract currency, and Forex or Quota cannot be switched off', async () => {
    const id = await create(santosToNewYork(destinationId));
    const response = await override(id, true, 'Forex', '1.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This calculator is priced in its contract currency (USD): there is no exchange rate to fix',
    );
    for (const name of ['Forex', 'Quota'])
      expect((await owner.put(`/api/v1/calculator/${id}/costblock/activity/false/${name}`)).statusCode).toBe(
        400,
      );
    expect((await override(id, true, 'Contract', '1')).json().message).toContain(
      'Cost block must be one of Premium, SeaFreight, Insurance, Duty, Loading, LandFreight, Forex, Quota',
    );
  });
});

describe('Quota: the user’s in-quota duty replaces the duty rule', () => {
  const santosToHamburg = { ...santosToNewYork('DEHAM'), name: 'Santos to Hamburg', currencyCode: 'EUR' };

  // Santos raws are VHP (99.2°): the EU specific duty follows the yield, €339 × 98.4 / 92 = €362.58 (decision 0032),
  // and so does a typed in-quota duty, €98 × 98.4 / 92 = €104.82, as customs adjust it (issue 45, decision 0104).
  const mfnVhp = cents((339 * (2 * 99.2 - 100)) / 92);
  const quotaVhp = cents((98 * (2 * 99.2 - 100)) / 92);

  it('EU raw sugar: a typed in-quota €98/t × yield instead of the yield-adjusted MFN €362.58/t, DDP lower by exactly that', async () => {
    const id = await create(santosToHamburg);
    const rule = await read(id);
    expect(rule).toMatchObject({
      dutyCurrencyCode: 'EUR',
      customQuota: false,
      customQuotaCost: null,
      customQuotaCurrencyCode: null,
    });
    expect(block(rule, 'Duty')).toMatchObject({ price: mfnVhp, custom: false });
    expect(block(rule, 'Duty').provenance.source).toContain('EU-raw-MFN');

    const quota = await ok(override(id, true, 'Quota', '98'));
    expect(quota).toMatchObject({
      customQuota: true,
      customQuotaCost: 98,
      customQuotaCurrencyCode: 'EUR',
      customDuty: false,
    });
    expect(block(quota, 'Duty')).toMatchObject({
      price: quotaVhp,
      lowPrice: quotaVhp,
      highPrice: quotaVhp,
      defaultPrice: mfnVhp,
      custom: true,
      active: true,
      provenance: {
        formula:
          "in-quota duty entered by the user, per tonne × yield factor × FX (replaces the duty rule; the yield factor is the rule's)",
      },
    });
    expect(quota.price).toBe(cents(rule.price - (mfnVhp - quotaVhp)));
    expect(quota.lowPrice).toBe(cents(rule.lowPrice - (mfnVhp - quotaVhp)));
    // The same as picking the CXL quota on the card.
    const picked = await ok(amend(await create(santosToHamburg), 'dutyRegime', 'EU-raw-CXL-quota'));
    expect(block(picked, 'Duty').price).toBe(quotaVhp);

    // The quota stays in euros when the calculator is priced in dollars.
    const dollars = await ok(amend(id, 'currencyCode', 'USD'));
    expect(dollars.customQuotaCost).toBe(98);
    expect(block(dollars, 'Duty')).toMatchObject({
      price: cents((98 * (2 * 99.2 - 100)) / 92 / 0.92),
      defaultPrice: cents((339 * (2 * 99.2 - 100)) / 92 / 0.92),
    });
    await ok(amend(id, 'currencyCode', 'EUR'));

    // A custom Duty cost wins; switching Duty off adds nothing; both keep the quota stored.
    const custom = await ok(override(id, true, 'Duty', '50'));
    expect(block(custom, 'Duty')).toMatchObject({ price: 50, custom: true });
    await ok(override(id, false, 'Duty'));
    const off = await ok(owner.put(`/api/v1/calculator/${id}/costblock/activity/false/Duty`));
    expect(block(off, 'Duty').price).toBe(0);
    const on = await ok(owner.put(`/api/v1/calculator/${id}/costblock/activity/true/Duty`));
    expect(block(on, 'Duty').price).toBe(quotaVhp);

    const back = await ok(override(id, false, 'Quota'));
    expect(back).toMatchObject({
      customQuota: false,
      customQuotaCost: null,
      customQuotaCurrencyCode: null,
      price: rule.price,
    });
  });

  it('is kept while the duty rule stays the same and cleared when it changes', async () => {
    const id = await create(santosToHamburg);
    await ok(amend(id, 'customQuotaCost', '98'));
    // Rotterdam is in the EU too: the same MFN rule, so the quota still means what the user typed.
    const rotterdam = await ok(amend(id, 'destinationId', 'NLRTM'));
    expect(rotterdam).toMatchObject({ customQuota: true, customQuotaCost: 98 });
    expect(block(rotterdam, 'Duty').price).toBe(quotaVhp);
    // New York: the US rule; an EU quota rate would be a wrong quote.
    const newYork = await ok(amend(id, 'destinationId', 'USNYC'));
    expect(newYork).toMatchObject({ customQuota: false, customQuotaCost: null, dutyCurrencyCode: 'USD' });
    expect(block(newYork, 'Duty').price).toBe(cents(338.7 * 0.92));
    // The edit form follows the same rule.
    await ok(amend(id, 'customQuotaCost', '14.61'));
    const edited = await ok(
      owner.put(`/api/v1/calculator/${id}`, { ...santosToNewYork('USNYC'), currencyCode: 'EUR' }),
    );
    expect(edited).toMatchObject({
      customQuota: true,
      customQuotaCost: 14.61,
      customQuotaCurrencyCode: 'USD',
    });
    const white = await ok(
      owner.put(`/api/v1/calculator/${id}`, {
        ...santosToNewYork('USNYC'),
        contractId: 'London5',
        currencyCode: 'EUR',
      }),
    );
    expect(white).toMatchObject({ contractId: 'London5', customQuota: false });
  });

  it('refuses a negative in-quota duty', async () => {
    const id = await create(santosToHamburg);
    const response = await override(id, true, 'Quota', '-5');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('In-quota duty must be at least 0');
  });

  it('exports the rate, the quota and their states', async () => {
    const id = await create({ ...santosToHamburg, name: 'Exported' });
    await ok(override(id, true, 'Quota', '98'));
    const calculator = await ok(override(id, true, 'Forex', '0.9'));
    const response = await owner.post(`/api/v1/calculator/${id}/downloadasexcel`);
    expect(response.statusCode).toBe(200);
    const rows = await exportRows(response.rawPayload);
    expect(rows.get('Exchange rate (EUR per USD)')?.[1]).toBe(0.9);
    expect(rows.get('Exchange rate source')?.[1]).toBe('custom rate entered by the user');
    expect(rows.get('In-quota duty per tonne (EUR)')?.[1]).toBe(98);
    expect(rows.get('Duty')?.slice(1, 2)).toEqual([quotaVhp]);
    expect(rows.get('Duty')?.[5]).toBe('in quota');
    expect(rows.get('Forex')?.[5]).toBe('custom');
    expect(rows.get('Contract')?.[13]).toBe('custom');
    expect(rows.get('DDP per tonne')?.[1]).toBe(calculator.price);
    const csv = await owner.post(`/api/v1/calculator/${id}/downloadascsv`);
    expect(csv.body).toContain('Exchange rate source,custom rate entered by the user');
    expect(csv.body).toContain('In-quota duty per tonne (EUR),98');
  });
});

describe("the user's own amounts follow a change of currency (issue 14 item 7)", () => {
  it('converts custom costs and the per-box sea freight at the published rate, to the cent', async () => {
    const id = await create({ ...santosToNewYork(destinationId), name: 'Converted' });
    await ok(override(id, true, 'SeaFreight', '55'));
    await ok(override(id, true, 'Premium', '30'));
    await ok(amend(id, 'seaFreightCost', '2000'));
    const euros = await ok(amend(id, 'currencyCode', 'EUR'));
    const rate = block(euros, 'Forex').price;
    expect(rate).not.toBe(1);
    expect(block(euros, 'SeaFreight')).toMatchObject({ custom: true, price: cents(55 * rate) });
    expect(block(euros, 'Premium')).toMatchObject({ custom: true, price: cents(30 * rate) });
    expect(euros.seaFreightCost).toBe(cents(2000 * rate));

    // Back to dollars: the amounts come back within a cent of what was typed, never as the same number.
    const dollars = await ok(amend(id, 'currencyCode', 'USD'));
    expect(Math.abs(block(dollars, 'SeaFreight').price - 55)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(dollars.seaFreightCost - 2000)).toBeLessThanOrEqual(0.01);
  });
});

describe('previousCoordinates', () => {
  it('keeps the sea-side ends of the route before the latest change that moved them', async () => {
    const id = await create({ ...santosToNewYork('USNYC'), name: 'Moving' });
    const created = await read(id);
    const santos = { seaportId: 'BRSSZ', seaportName: 'Santos', seaportLat: -24.03, seaportLng: -46.3 };
    const newYork = { seaportId: 'USNYC', seaportName: 'New York', seaportLat: 40.47, seaportLng: -73.93 };
    expect(created).toMatchObject({
      previousCoordinates: null,
      coordinates: { origin: santos, destination: newYork },
    });

    t.clock.advance(1_000);
    const moved = await ok(amend(id, 'originPortId', 'BRPNG'));
    expect(moved.coordinates.origin?.seaportId).toBe('BRPNG');
    expect(moved.previousCoordinates).toEqual({
      origin: santos,
      destination: newYork,
      replacedAt: t.clock.now().getTime(),
    });

    // Changes that do not move the route keep the record.
    t.clock.advance(1_000);
    expect((await ok(amend(id, 'name', 'Still moving'))).previousCoordinates).toEqual(
      moved.previousCoordinates,
    );
    expect((await ok(amend(id, 'tons', '10'))).previousCoordinates).toEqual(moved.previousCoordinates);

    const hamburg = await ok(amend(id, 'destinationId', 'DEHAM'));
    expect(hamburg.previousCoordinates).toMatchObject({
      origin: { seaportId: 'BRPNG' },
      destination: newYork,
      replacedAt: t.clock.now().getTime(),
    });
    // A new region clears the origin port: no origin end now, and the previous one is kept.
    const asia = await ok(amend(id, 'originRegionId', 'Asia'));
    expect(asia.coordinates).toMatchObject({ origin: null, destination: { seaportId: 'DEHAM' } });
    expect(asia.previousCoordinates).toMatchObject({
      origin: { seaportId: 'BRPNG' },
      destination: { seaportId: 'DEHAM' },
    });
    const thai = await ok(amend(id, 'originPortId', 'THLCH'));
    expect(thai.previousCoordinates).toMatchObject({ origin: null, destination: { seaportId: 'DEHAM' } });
    expect((await read(id)).previousCoordinates).toEqual(thai.previousCoordinates);
  });
});

describe('a destination premium is part of the delivered price', () => {
  it('adds its converted amount to DEST. CHARGES and DDP, follows edits and the Loading switch', async () => {
    const plainId = await create(santosToNewYork(destinationId));
    const premiumDestination = (
      await owner.post('/api/v1/destination/userdefined', {
        ...newYorkDestination,
        name: 'NY with premium',
        premiumCostAsString: '5',
      })
    ).json().id as string;
    const id = await create({ ...santosToNewYork(premiumDestination), name: 'Premium' });
    await ok(amend(id, 'tons', '1,000'));
    await ok(amend(plainId, 'tons', '1,000'));
    const plain = await read(plainId);
    const withPremium = await read(id);
    expect(withPremium.price).toBe(santosToNewYorkIn(1, 5));
    expect(withPremium.price).toBe(cents(plain.price + 5));
    expect(withPremium.total).toBe(cents(plain.total + 5_000));
    expect(block(withPremium, 'Loading')).toMatchObject({
      price: 32.6,
      basePrice: 32.6,
      provenance: { formula: '(destination charges + destination premium) per tonne × FX' },
    });
    expect(withPremium.destinationPremium).toMatchObject({
      price: 5,
      basePrice: 5,
      currencyCode: 'USD',
      fxSource: 'none',
    });
    expect(plain.destinationPremium).toBeNull();

    // In euros on the destination: €4.60 at 0.92 €/$ is $5.00 on a dollar calculator.
    const euros = await owner.put('/api/v1/destination/userdefined', {
      ...newYorkDestination,
      id: premiumDestination,
      name: 'NY with premium',
      currencyCode: 'EUR',
      perTonLandFreightCostAsString: '11.50',
      destinationCostAsString: '25.392',
      premiumCostAsString: '4.60',
    });
    expect(euros.statusCode, euros.body).toBe(200);
    const converted = await read(id);
    expect(converted.destinationPremium).toMatchObject({
      price: 5,
      basePrice: 4.6,
      currencyCode: 'EUR',
      fxSource: 'published',
    });
    // Charges €25.392 = $27.60 and land freight €11.50 = $12.50: the same DDP as with $5 in dollars.
    expect(converted.price).toBe(withPremium.price);

    // The edit form without premiumCostAsString keeps the premium; '' removes it.
    const withoutPremiumField = {
      ...newYorkDestination,
      id: premiumDestination,
      name: 'NY renamed',
      currencyCode: 'EUR',
      perTonLandFreightCostAsString: '11.50',
      destinationCostAsString: '25.392',
    };
    expect((await owner.put('/api/v1/destination/userdefined', withoutPremiumField)).statusCode).toBe(200);
    expect((await read(id)).destinationPremium?.basePrice).toBe(4.6);
    expect(
      (
        await owner.put('/api/v1/destination/userdefined', {
          ...withoutPremiumField,
          premiumCostAsString: '',
        })
      ).statusCode,
    ).toBe(200);
    const removed = await read(id);
    expect(removed.destinationPremium).toBeNull();
    expect(cents(converted.price - removed.price)).toBe(5);
    expect(cents(converted.total - removed.total)).toBe(5_000);

    // Loading off takes the premium out with the charges; a custom Loading replaces both.
    await owner.put('/api/v1/destination/userdefined', {
      ...withoutPremiumField,
      premiumCostAsString: '4.60',
    });
    const off = await ok(owner.put(`/api/v1/calculator/${id}/costblock/activity/false/Loading`));
    expect(off.destinationPremium).toMatchObject({ price: 0, defaultPrice: 5 });
    expect(block(off, 'Loading').price).toBe(0);
    await ok(owner.put(`/api/v1/calculator/${id}/costblock/activity/true/Loading`));
    const custom = await ok(override(id, true, 'Loading', '40'));
    expect(block(custom, 'Loading').price).toBe(40);
    expect(custom.destinationPremium?.price).toBe(0);
    expect(custom.price).toBe(cents(converted.price - 32.6 + 40));
  });
});
