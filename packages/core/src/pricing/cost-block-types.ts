import type { ContractId } from '../market-data/contracts.ts';

/** Cost block types of calculators.md §3 'Cost block'. */
export const costBlockTypes = [
  'Contract',
  'Premium',
  'SeaFreight',
  'Insurance',
  'Duty',
  'Loading',
  'LandFreight',
  'Forex',
] as const;
export type CostBlockType = (typeof costBlockTypes)[number];

/** The blocks a user may switch off or override (calculators.md §3 active{type} / custom{type}). */
export const adjustableCostBlockTypes = [
  'Premium',
  'SeaFreight',
  'Insurance',
  'Duty',
  'Loading',
  'LandFreight',
] as const;
export type AdjustableCostBlockType = (typeof adjustableCostBlockTypes)[number];

/**
 * Names the cost-block override call accepts (calculators.md §3 custom{type}: the adjustable blocks "plus Forex and
 * Quota"). Forex is the user's fixed exchange rate, Quota the user's in-quota duty; neither can be switched off.
 */
export const overridableCostBlockNames = [...adjustableCostBlockTypes, 'Forex', 'Quota'] as const;
export type OverridableCostBlockName = (typeof overridableCostBlockNames)[number];

export const subtotalNames = ['FOB', 'CFR', 'CIF', 'DDP'] as const;
export type SubtotalName = (typeof subtotalNames)[number];

/** The waterfall's rows in the order every view shows them: blocks, subtotals after the blocks they sum, Forex last. */
export const waterfallRows = [
  'Contract',
  'Premium',
  'FOB',
  'SeaFreight',
  'CFR',
  'Insurance',
  'CIF',
  'Duty',
  'Loading',
  'LandFreight',
  'DDP',
  'Forex',
] as const satisfies readonly (CostBlockType | SubtotalName)[];

/** Chart colours; the spec names a colour per row but not its value, so these are ours. */
export const costRowColors: Readonly<Record<CostBlockType | SubtotalName, string>> = {
  Contract: '#1f4e79',
  Premium: '#2e75b6',
  FOB: '#5b9bd5',
  SeaFreight: '#00897b',
  CFR: '#4db6ac',
  Insurance: '#8e24aa',
  CIF: '#ba68c8',
  Duty: '#c62828',
  Loading: '#ef6c00',
  LandFreight: '#f9a825',
  DDP: '#2e7d32',
  Forex: '#757575',
};

const displayNames: Readonly<Record<CostBlockType | SubtotalName, string>> = {
  Contract: 'Contract',
  Premium: 'Premium',
  FOB: 'FOB',
  SeaFreight: 'Sea Freight',
  CFR: 'CFR',
  Insurance: 'Insurance',
  CIF: 'CIF',
  Duty: 'Duty',
  Loading: 'DEST. CHARGES',
  LandFreight: 'LOCAL FREIGHT',
  DDP: 'DDP',
  Forex: 'Forex',
};

/**
 * The row names that are words, which every reader's language translates (the card, the matrix, the exports, the
 * quote PDF); FOB, CFR, CIF, DDP, Forex and EX-W are trade terms and stay as named.
 */
export const wordRowNames = [
  'Contract',
  'Premium',
  'Sea Freight',
  'Insurance',
  'Duty',
  'DEST. CHARGES',
  'LOCAL FREIGHT',
  'FREIGHT',
  'Finance',
] as const;
export type WordRowName = (typeof wordRowNames)[number];
export const isWordRowName = (name: string): name is WordRowName =>
  (wordRowNames as readonly string[]).includes(name);

/** Display name of a row; the cash-market basis is an ex-works price moved by truck, hence 'EX-W' and 'FREIGHT' (§2.2). */
export const costRowDisplayName = (row: CostBlockType | SubtotalName, contractId: ContractId): string => {
  if (contractId === 'CashMarketPrice') {
    if (row === 'SeaFreight') return 'FREIGHT';
    if (row === 'Contract') return 'EX-W';
  }
  return displayNames[row];
};
