import { describe, expect, it } from 'vitest';
import {
  dutyOptionLabel,
  financeSummary,
  percentText,
  polarisationSummary,
  seaRouteLabel,
  voyageSummary,
  assessmentSummary,
} from './trade-terms-format.ts';

const option = {
  id: 'x',
  label: 'EU CXL quota €98/t (09.4317-09.4320)',
  adValoremRate: 0,
  specificPerTonne: 98,
  currencyCode: 'EUR',
  yieldAdjusted: true,
  degreeScale: null,
  verified: true,
  source: 's',
  effectiveFrom: '2009-10-01',
};

describe('trade terms on the card', () => {
  it.each([
    [{ ...option }, 'EU CXL quota €98/t (09.4317-09.4320) · 98 EUR/t × yield'],
    [
      {
        ...option,
        label: 'ATIGA preference 5 % (Thailand)',
        adValoremRate: 0.05,
        specificPerTonne: 0,
        yieldAdjusted: false,
      },
      'ATIGA preference 5 % (Thailand) · 5.00 %',
    ],
    [
      {
        ...option,
        label: 'Indonesia MFN Rp 550/kg',
        specificPerTonne: 550000,
        currencyCode: 'IDR',
        yieldAdjusted: false,
      },
      'Indonesia MFN Rp 550/kg · 550,000 IDR/t',
    ],
    [
      { ...option, regime: 'customsUnion' as const, label: 'EU customs union: no import duty' },
      'EU customs union: no import duty',
    ],
    [
      { ...option, regime: 'domestic' as const, label: 'United Kingdom origin: no import duty' },
      'United Kingdom origin: no import duty',
    ],
  ])('labels a duty option', (input, label) => {
    expect(dutyOptionLabel({ regime: 'mfn', ...input })).toBe(label);
  });

  it('says what the polarisation adds to Contract, and a discount below the basis', () => {
    const vhp = {
      degrees: 99.2,
      custom: false,
      gradeId: 'VHP',
      gradeName: 'Brazil VHP',
      rate: 0.042,
      method: 'normalisation' as const,
      price: 18.52,
      lowPrice: 18.06,
      highPrice: 18.98,
      source: 's',
      verified: false,
    };
    expect(polarisationSummary('USD', vhp)).toBe(
      'Brazil VHP 99.2°: +4.20 % (grade normalisation) = +18.52 USD/t in Contract',
    );
    expect(
      polarisationSummary('EUR', { ...vhp, degrees: 95, rate: -0.016, method: 'scale', price: -6.49 }),
    ).toBe('Brazil VHP 95°: −1.60 % (No. 11 scale) = −6.49 EUR/t in Contract');
  });

  it('sums up a bulk voyage as the model made it', () => {
    const voyage = {
      nauticalMiles: 8685.2,
      speedKnots: 12.5,
      seaDays: 28.95,
      ballastDays: 8.69,
      portDays: 11,
      totalDays: 48.64,
      hireUsdPerDay: 15000,
      hireUsd: 729538,
      bunkerTonnes: 1022.53,
      bunkerUsdPerTonne: 580,
      bunkersUsd: 593068.87,
      portCostsUsd: 120000,
      canalUsd: 0,
      totalUsd: 1442606.87,
      perTonneUsd: 26.23,
    };
    expect(voyageSummary(voyage, 55000)).toBe(
      'Voyage model: 48.6 days (29.0 at sea, 8.7 ballast, 11.0 in port), US$1,442,607 ÷ 55,000 t = US$26.23/t',
    );
    const assessment = {
      usdPerTonne: 31.25,
      assessedOn: '2026-11-19',
      publisher: 'Jane Analyst',
      source: 'broker survey',
      publicationId: 'p',
      isDemo: false,
    };
    expect(assessmentSummary(assessment, voyage)).toBe(
      'Lane assessment US$31.25/t of 2026-11-19 by Jane Analyst (broker survey); the voyage model says US$26.23/t',
    );
    expect(assessmentSummary({ ...assessment, isDemo: true }, null)).toBe(
      'Lane assessment US$31.25/t of 2026-11-19 by Jane Analyst (broker survey), demo data',
    );
  });

  it('shows a stored rate as the percent a user types, and sums up the Finance line', () => {
    expect(percentText(0.065)).toBe('6.5');
    expect(percentText(0.0025)).toBe('0.25');
    const finance = {
      active: true,
      carryRatePerYear: 0.065,
      paymentDays: 30,
      transitDays: 39.95,
      lcIssuanceRate: 0.0025,
      lcConfirmationRate: 0.005,
      waitingDaysLow: 2,
      waitingDaysHigh: 10,
      price: 14.04,
      lowPrice: 12.95,
      highPrice: 15.13,
      carry: 8.91,
      letterOfCredit: 3.49,
      demurrage: 1.64,
      demurrageLow: 0.55,
      demurrageHigh: 2.73,
      importTaxCarry: 0,
      formula: 'f',
      source: 's',
      verified: false,
    };
    expect(financeSummary('USD', finance)).toBe(
      'Carry 8.91 (6.5 % × 70.0 days) + LC 3.49 + demurrage 1.64 (0.55 to 2.73) = 14.04 USD/t',
    );
    expect(
      financeSummary('EUR', { ...finance, demurrage: 0, demurrageLow: 0, demurrageHigh: 0, price: 12.4 }),
    ).toBe('Carry 8.91 (6.5 % × 70.0 days) + LC 3.49 = 12.40 EUR/t');
  });

  it('labels the two sea routes with their distance and transit time', () => {
    const route = {
      id: 'cape' as const,
      routeClass: 'Cape of Good Hope',
      distanceInKM: 20258.4,
      distanceInNM: 10938.6,
      travelTimeInMS: (10938.6 / 14 + 48) * 3_600_000,
      chosen: false,
      cheaper: false,
    };
    expect(seaRouteLabel(route)).toBe('Cape of Good Hope · 10,938.6 nm · 34 days 13 hours');
    expect(seaRouteLabel({ ...route, cheaper: true })).toBe(
      'Cape of Good Hope · 10,938.6 nm · 34 days 13 hours · cheaper',
    );
    expect(
      seaRouteLabel({
        ...route,
        id: 'suez',
        distanceInNM: 4071.2,
        travelTimeInMS: (4071.2 / 14 + 48) * 3_600_000,
      }),
    ).toBe('Suez Canal · 4,071.2 nm · 14 days 3 hours');
  });
});
