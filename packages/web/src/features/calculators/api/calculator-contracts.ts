import { loadContract } from '#lib/api-client.ts';

/**
 * The calculators' contracts, loaded when a card first sends a change (an amendment, a deletion, a download, moving
 * expired calculators): the calculator pages' first paint only reads, and does not wait for every calculator call's
 * contract to be built (docs/web-delivery.md).
 */
export const loadCalculatorContracts = () =>
  loadContract(() =>
    import('@psc/core/calculators/calculators.endpoints').then((module) => module.calculatorEndpoints),
  );
