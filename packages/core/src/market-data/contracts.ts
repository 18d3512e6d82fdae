/** Basis types of calculators.md §1. */
export const contractIds = [
  'London5',
  'NewYork11',
  'CashMarketPrice',
  'BrazilSRP',
  'BrazilSPRP',
  'WhitePremium',
] as const;
export type ContractId = (typeof contractIds)[number];

export const contractDisplayNames: Readonly<Record<ContractId, string>> = {
  London5: 'London #5',
  NewYork11: 'New York #11',
  CashMarketPrice: 'Europe Cash Market Price',
  BrazilSRP: 'Brazil 150ic Santos',
  BrazilSPRP: 'Brazil 45ic Santos',
  WhitePremium: 'White Premium',
};

/** How a contract's published price is quoted; the engine turns every unit into an amount per tonne. */
export type PriceUnit = 'perTonne' | 'centsPerPound';

export interface ContractDefinition {
  readonly id: ContractId;
  readonly displayName: string;
  readonly currencyCode: string;
  readonly priceUnit: PriceUnit;
  /** The calculator's new and edit forms never offer WhitePremium as a basis (§1). */
  readonly selectableAsBasis: boolean;
  /** Sugar quality, which picks the duty line: whites (1701 99) or raws for refining (1701 14). */
  readonly product: 'white' | 'raw';
}

export const contracts: Readonly<Record<ContractId, ContractDefinition>> = {
  London5: {
    id: 'London5',
    displayName: 'London #5',
    currencyCode: 'USD',
    priceUnit: 'perTonne',
    selectableAsBasis: true,
    product: 'white',
  },
  NewYork11: {
    id: 'NewYork11',
    displayName: 'New York #11',
    currencyCode: 'USD',
    priceUnit: 'centsPerPound',
    selectableAsBasis: true,
    product: 'raw',
  },
  CashMarketPrice: {
    id: 'CashMarketPrice',
    displayName: 'Europe Cash Market Price',
    currencyCode: 'EUR',
    priceUnit: 'perTonne',
    selectableAsBasis: true,
    product: 'white',
  },
  // Brazil 150 ICUMSA is white crystal sugar even though it is priced on the raw-sugar (#11) basis.
  BrazilSRP: {
    id: 'BrazilSRP',
    displayName: 'Brazil 150ic Santos',
    currencyCode: 'USD',
    priceUnit: 'perTonne',
    selectableAsBasis: true,
    product: 'white',
  },
  BrazilSPRP: {
    id: 'BrazilSPRP',
    displayName: 'Brazil 45ic Santos',
    currencyCode: 'USD',
    priceUnit: 'perTonne',
    selectableAsBasis: true,
    product: 'white',
  },
  WhitePremium: {
    id: 'WhitePremium',
    displayName: 'White Premium',
    currencyCode: 'USD',
    priceUnit: 'perTonne',
    selectableAsBasis: false,
    product: 'white',
  },
};

export const isContractId = (value: string): value is ContractId =>
  (contractIds as readonly string[]).includes(value);

/**
 * The bases published as one price per period, whose boards, feeds, alerts and price history list periods: not
 * the cash market (prices per region group) nor the white premium (pairs of months).
 */
export const boardContractIds = [
  'London5',
  'NewYork11',
  'BrazilSRP',
  'BrazilSPRP',
] as const satisfies readonly ContractId[];

/** The list answered by GET /contract/types: every basis a calculator may use. */
export const selectableContractIds = (): ContractId[] =>
  contractIds.filter((id) => contracts[id].selectableAsBasis);
