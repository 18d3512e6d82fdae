import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

/**
 * The people whose calculators price from these published series, with the series each uses (decision 0135): who
 * hears of a publication. Read in the publishing transaction, so it sees the calculators as they are then.
 */
export const whoPricesFrom = (
  deps: Pick<Deps, 'calculatorsRepository'>,
  kind: 'prices' | 'fx' | 'freight',
  series: readonly string[],
  tx: Database,
) => deps.calculatorsRepository.pricingFrom(kind, series, tx);
