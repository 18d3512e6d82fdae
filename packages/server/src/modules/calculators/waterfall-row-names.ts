import type { MailMessageKey } from '@psc/core/i18n/mail-catalogue';
import { isWordRowName, type WordRowName } from '@psc/core/pricing/cost-block-types';
import type { Translator } from '../../shared/translate.ts';

/** Each row name that is a word (core's list, the card's too) and the catalogue's key for it. */
const rowKeys: Record<WordRowName, MailMessageKey> = {
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
export const rowName = (t: Translator, name: string): string =>
  isWordRowName(name) ? t(rowKeys[name]) : name;
