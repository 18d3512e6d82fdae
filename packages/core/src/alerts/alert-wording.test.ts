import { describe, expect, it } from 'vitest';
import { alertFiringMessage, levelConditionMet } from './alert-wording.ts';

describe('alertFiringMessage', () => {
  it.each([
    {
      firing: {
        kind: 'calculatorDdp' as const,
        subject: 'Santos to NY',
        unit: 'USD/t',
        value: 452.1,
        level: 460,
        direction: 'below' as const,
      },
      text: 'Santos to NY: DDP 452.10 USD/t is now below 460.00',
    },
    {
      firing: {
        kind: 'spread' as const,
        subject: 'A − B',
        unit: 'EUR/t',
        value: 1234.5,
        level: 1000,
        direction: 'above' as const,
      },
      text: 'A − B: spread 1,234.50 EUR/t is now above 1,000.00',
    },
    {
      // A zero-decimal currency shows whole units (docs/decisions/0119).
      firing: {
        kind: 'calculatorDdp' as const,
        subject: 'Bangkok to Yokohama',
        unit: 'JPY/t',
        value: 93_201,
        level: 95_000,
        direction: 'below' as const,
      },
      text: 'Bangkok to Yokohama: DDP 93,201 JPY/t is now below 95,000',
    },
    {
      firing: {
        kind: 'boardPrice' as const,
        subject: 'New York #11 Mar-27',
        unit: 'USc/lb',
        value: 21.1,
        level: 21,
        direction: 'above' as const,
      },
      text: 'New York #11 Mar-27: price 21.10 USc/lb is now above 21.00',
    },
    {
      firing: {
        kind: 'matrixCheapest' as const,
        subject: 'Raws into Europe, Rotterdam, Front period',
        unit: '',
        value: 1,
        previous: 0,
        level: null,
        direction: null,
        originLabels: ['NY #11 · Santos', 'London #5 · Le Havre'],
      },
      text: 'Raws into Europe, Rotterdam, Front period: the cheapest origin is now London #5 · Le Havre (was NY #11 · Santos)',
    },
  ])('$text', ({ firing, text }) => {
    expect(alertFiringMessage(firing)).toBe(text);
  });
});

describe('levelConditionMet', () => {
  it.each([
    [461, 'above', 460, true],
    [460, 'above', 460, false],
    [459, 'below', 460, true],
    [460, 'below', 460, false],
  ] as const)('%d %s %d → %s', (value, direction, level, met) => {
    expect(levelConditionMet(value, direction, level)).toBe(met);
  });
});
