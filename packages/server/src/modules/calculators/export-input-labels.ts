import type { MailMessageKey } from '@psc/core/i18n/mail-catalogue';
import type { Language } from '@psc/core/personalisation/languages';
import { translatorFor, type Translator } from '../../shared/translate.ts';
import type { ExportCell } from './calculator-export-section.ts';

/** The Inputs section's labels (calculator-export-inputs.ts) and their messages in the catalogue. */
const keyOfLabel: Record<string, MailMessageKey> = {
  Name: 'exportInput.name',
  Basis: 'exportInput.basis',
  'Contract period': 'exportInput.contractPeriod',
  'Price last updated': 'exportInput.priceUpdated',
  'From: Region': 'exportInput.fromRegion',
  'From: Country': 'exportInput.fromCountry',
  'From: Port': 'exportInput.fromPort',
  'To: Destination': 'exportInput.toDestination',
  'To: Country': 'exportInput.toCountry',
  'To: Port': 'exportInput.toPort',
  Currency: 'exportInput.currency',
  Tonnes: 'exportInput.tonnes',
  'Tonnes per container': 'exportInput.tonnesPerContainer',
  'Sea freight per 20-ft container': 'exportInput.seaFreightPerContainer',
  'Distance (km)': 'exportInput.distanceKm',
  'Distance (nm)': 'exportInput.distanceNm',
  'Transit time (hours)': 'exportInput.transitHours',
  'Exchange rate source': 'exportInput.fxSource',
  'In-quota duty per tonne': 'exportInput.inQuotaDuty',
  'FX last updated': 'exportInput.fxUpdated',
  Generated: 'exportInput.generated',
  'Not priced': 'exportInput.notPriced',
  'Freight mode': 'exportInput.freightMode',
  'Vessel class': 'exportInput.vesselClass',
  'Cargo on the vessel (t)': 'exportInput.cargoOnVessel',
  'Voyage days (at sea + ballast + in port)': 'exportInput.voyageDays',
  'Voyage hire (US$)': 'exportInput.voyageHire',
  'Voyage bunkers (US$)': 'exportInput.voyageBunkers',
  'Voyage port calls (US$)': 'exportInput.voyagePorts',
  'Voyage canal dues (US$)': 'exportInput.voyageCanal',
  'Voyage cost (US$)': 'exportInput.voyageCost',
  'Bulk freight per tonne (US$)': 'exportInput.bulkFreight',
  'Finance: cost of money (% a year)': 'exportInput.financeRate',
  'Finance: transit + payment days': 'exportInput.financeDays',
  'Finance: LC issuance + confirmation (%)': 'exportInput.financeLc',
  'Finance: waiting days (low to high)': 'exportInput.financeWaiting',
  'Polarisation (°)': 'exportInput.polarisation',
  'Polarisation premium': 'exportInput.polarisationPremium',
  'Duty regime': 'exportInput.dutyRegime',
  'Duty regime reason': 'exportInput.dutyReason',
  'DDP complete': 'exportInput.ddpComplete',
  'Duty yield factor': 'exportInput.dutyYield',
  'Import taxes (outside the DDP)': 'exportInput.importTaxes',
  'Import taxes financed in the Finance line (per tonne)': 'exportInput.importTaxesFinanced',
};

/** An import tax's rows (import-taxes-export.ts), the tax's name and its base as the rule table gives them. */
const importTaxLabelIn = (t: Translator, label: string): string => {
  const cargo = /^Import tax: (.+) for the cargo$/.exec(label);
  if (cargo !== null) return t('exportTax.cargo', { name: cargo[1] ?? '' });
  const source = /^Import tax: (.+) source$/.exec(label);
  if (source !== null) return t('exportTax.source', { name: source[1] ?? '' });
  const line = /^Import tax: (.+) \((\S+ %) of (.+) (\S+)\)$/.exec(label);
  if (line !== null)
    return t('exportTax.line', {
      name: line[1] ?? '',
      rate: line[2] ?? '',
      base: line[3] ?? '',
      amount: line[4] ?? '',
    });
  return label;
};

/**
 * An Inputs row's label in the reader's language (decision 0147), read after the formulas' row keys were taken from
 * the English label. An import tax's rows keep the tax's own name and base inside the translated words.
 */
export const inputLabelIn = (language: Language, label: ExportCell): ExportCell => {
  if (language === 'en' || typeof label !== 'string') return label;
  const t = translatorFor(language);
  const key = keyOfLabel[label];
  if (key !== undefined) return t(key);
  const rate = /^Exchange rate \((.+) per (.+)\)$/.exec(label);
  if (rate !== null) return t('exportInput.exchangeRate', { target: rate[1] ?? '', base: rate[2] ?? '' });
  const quota = /^In-quota duty per tonne \((.+)\)$/.exec(label);
  if (quota !== null) return t('exportInput.inQuotaDutyIn', { currency: quota[1] ?? '' });
  const option = /^Duty option: (.*)$/.exec(label);
  if (option !== null) return t('exportInput.dutyOption', { label: option[1] ?? '' });
  return importTaxLabelIn(t, label);
};
