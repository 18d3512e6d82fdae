import { describe, expect, it } from 'vitest';
import type { CalculatorReply } from '../calculators/calculators.schemas.ts';
import type { PinnedPublications } from './quotes.schemas.ts';
import { quoteProvenanceLines } from './quote-document.ts';

// Only the parts the provenance reads: no contract block, no FX conversion.
const quoteWith = (publications: PinnedPublications) => ({
  publications,
  calculator: {
    costBlocks: [],
    contractName: 'New York #11',
    lastForexUpdated: null,
  } as unknown as CalculatorReply,
});

describe('a quote prints what it was priced from', () => {
  it.each([
    [
      { prices: 12, fx: 7, freight: 3, rules: 9, pricingDay: '2026-11-20' },
      'Priced on 2026-11-20 from price publication #12, FX publication #7, freight publication #3 and rule tables as of save #9.',
    ],
    [
      { prices: 12, fx: 7, freight: 0, rules: 9, pricingDay: '2026-11-20' },
      'Priced on 2026-11-20 from price publication #12, FX publication #7, no freight publication and rule tables as of save #9.',
    ],
    [
      { prices: 4, fx: 2, freight: 0, pricingDay: '2026-11-02' },
      'Priced on 2026-11-02 from price publication #4, FX publication #2, no freight publication and the rule tables shipped with PSC.',
    ],
  ])('%j', (publications, first) => {
    expect(quoteProvenanceLines(quoteWith(publications))).toEqual([first, 'FX: no conversion.']);
  });
});
