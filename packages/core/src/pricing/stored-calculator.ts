import type { FinanceTerms } from './finance-terms.ts';

/**
 * A calculator as stored (calculators.md §3, with its user destination joined and the account's finance terms):
 * the choices pricing reads. The server's row type satisfies it; a quote keeps one (docs/decisions/0045).
 */
export type StoredCalculator = {
  id: string;
  contractId: string;
  periodId: string;
  originCmpRegionId: string | null;
  originCountryId: string | null;
  originPortId: string | null;
  /** Exactly one of the two: the user's own destination, or a global destination (a port id). */
  userDestinationId: string | null;
  globalDestinationId: string | null;
  /** The user destination's fields, joined; null for a global destination or when it is gone. */
  destinationName: string | null;
  destinationRegion: string | null;
  destinationCountryId: string | null;
  destinationArrivalPortId: string | null;
  destinationCurrencyCode: string | null;
  destinationCost: number | null;
  destinationLandFreight: number | null;
  destinationPremiumCost: number | null;
  currencyCode: string;
  tons: number;
  tonsPerContainer: number | null;
  seaFreightContainerCost: number | null;
  activePremium: boolean;
  activeSeaFreight: boolean;
  activeInsurance: boolean;
  activeDuty: boolean;
  activeLoading: boolean;
  activeLandFreight: boolean;
  customPremium: boolean;
  customSeaFreight: boolean;
  customInsurance: boolean;
  customDuty: boolean;
  customLoading: boolean;
  customLandFreight: boolean;
  customPremiumCost: number | null;
  customSeaFreightCost: number | null;
  customInsuranceCost: number | null;
  customDutyCost: number | null;
  customLoadingCost: number | null;
  customLandFreightCost: number | null;
  customForex: boolean;
  customForexCost: number | null;
  customQuota: boolean;
  customQuotaCost: number | null;
  customQuotaCurrencyCode: string | null;
  polarisation: number | null;
  dutyRegime: string | null;
  freightMode: string | null;
  vesselClass: string | null;
  cargoTonnes: number | null;
  seaRoute: string | null;
  rollingPosition: number | null;
  rollBusinessDays: number | null;
  financeTerms: FinanceTerms | null;
  accountFinanceTerms: FinanceTerms | null;
};
