import { contractPeriodsQueryOptions } from '#api/get-contract-periods.ts';
import { getCalculatorsQueryOptions } from '../../features/calculators/api/get-calculators.ts';
import { routeReads } from '../route-reads.ts';

/**
 * What Home and My Calculators read: the calculators, priced (their DDP figures are the pages' first paint), and
 * then, not waited for, the periods of the futures bases those calculators use, which their cards' contract rows
 * show.
 */
export const calculatorsLoader = routeReads((client) => [
  client.ensureQueryData(getCalculatorsQueryOptions()).then((calculators) => {
    for (const contractId of new Set(calculators.map((calculator) => calculator.contractId)))
      void client.prefetchQuery(contractPeriodsQueryOptions(contractId));
  }),
]);
