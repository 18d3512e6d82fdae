import type { PriceFeedRunOutcome } from '@psc/core/price-feeds/price-feeds.schemas';

const words: Readonly<Record<PriceFeedRunOutcome, string>> = {
  published: 'Published',
  held: 'Held for approval',
  'rejected-input': 'Refused: bad input, nothing published',
  unreachable: 'Source unreachable',
  failed: 'Failed',
};

/** A run's outcome as the desk says it; a run still going has none yet. */
export const outcomeWords = (outcome: PriceFeedRunOutcome | null): string =>
  outcome === null ? 'Running' : words[outcome];
