import type { Route } from './stored-calculator-route.ts';

/**
 * The route a calculator is priced on (docs/decisions/0118): the one the user chose ('suez' | 'cape'), else the one
 * with the lower delivered price per tonne. A pair that has no Cape alternative keeps its only route. Both routes
 * are priced whatever the choice, so the card can offer the cheaper one first; `cheaper` is null when either route
 * cannot be priced (then, without a choice, the shortest route is kept).
 */
export const chooseSeaRoute = (
  shortest: Route,
  seaRoute: string | null,
  deliveredPerTonneOn: (route: Route) => number | null,
): Route => {
  const { suez, cape } = shortest;
  if (suez === null || cape === null) return { ...shortest, cheaper: null };
  const viaSuez: Route = { ...shortest, distance: suez };
  const viaCape: Route = { ...shortest, distance: cape };
  const suezPrice = deliveredPerTonneOn(viaSuez);
  const capePrice = deliveredPerTonneOn(viaCape);
  // A tie keeps the shorter route: the same money arrives sooner.
  const cheaper = suezPrice === null || capePrice === null ? null : capePrice < suezPrice ? 'cape' : 'suez';
  const chosen = seaRoute === 'cape' || seaRoute === 'suez' ? seaRoute : (cheaper ?? 'suez');
  return { ...(chosen === 'cape' ? viaCape : viaSuez), cheaper };
};
