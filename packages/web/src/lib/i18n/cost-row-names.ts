import type { MessageKey } from './catalogue-store.ts';
import type { Translate } from './use-messages.ts';

// The steps whose names are words, as the calculator card says them (FOB, CIF, DDP, Forex and contracts stay).
const translatableRowNames = new Set([
  'Contract',
  'Premium',
  'Sea Freight',
  'Insurance',
  'Duty',
  'DEST. CHARGES',
  'LOCAL FREIGHT',
  'FREIGHT',
  'Finance',
]);

/**
 * A waterfall step's or cost block's name in the reader's language (the card's words, app part): the calculator card
 * and the matrix name the same rows.
 */
export const rowName = (t: Translate, name: string): string =>
  translatableRowNames.has(name) ? t(`calculator.row.${name}` as MessageKey) : name;
