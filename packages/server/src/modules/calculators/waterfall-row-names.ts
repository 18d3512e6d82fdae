import type { MailMessageKey } from '@psc/core/i18n/mail-catalogue';
import type { Translator } from '../../shared/translate.ts';

/** The rows whose names are words, as the calculator card names them (FOB, CIF, DDP and contracts stay). */
const rowKeys: Record<string, MailMessageKey> = {
  Contract: 'exportRow.contract',
  Premium: 'exportRow.premium',
  'Sea Freight': 'exportRow.seaFreight',
  Insurance: 'exportRow.insurance',
  Duty: 'exportRow.duty',
  'DEST. CHARGES': 'exportRow.destCharges',
  'LOCAL FREIGHT': 'exportRow.localFreight',
  FREIGHT: 'exportRow.freight',
  Finance: 'exportRow.finance',
};
export const rowName = (t: Translator, name: string): string => {
  const key = rowKeys[name];
  return key === undefined ? name : t(key);
};
