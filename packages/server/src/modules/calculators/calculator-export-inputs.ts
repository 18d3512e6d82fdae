import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { rateToPercent } from '@psc/core/pricing/finance-terms';
import type { MailMessageKey } from '@psc/core/i18n/mail-catalogue';
import { translatorFor, type Translator } from '../../shared/translate.ts';
import type { ExportCell } from './calculator-export-section.ts';
import { importTaxExportRows } from './import-taxes-export.ts';

export const iso = (epochMs: number | null): Date | '' => (epochMs === null ? '' : new Date(epochMs));

export const inputKeyOf: Record<string, string> = {
  Tonnes: 'Tonnes',
  'Tonnes per container': 'TonnesPerContainer',
  'Sea freight per 20-ft container': 'SeaFreightPerContainer',
};

export const percent = (rate: number): string => `${(rate * 100).toFixed(2)} %`;

const freightModeNames = {
  container: 'exportValue.containers',
  bulk: 'exportValue.bulkVessel',
  inland: 'exportValue.inland',
} as const satisfies Record<string, MailMessageKey>;

/** How the freight line was made (docs/decisions/0033): the mode and, in bulk, the voyage model's figures. */
const freightInputs = (calculator: CalculatorReply, t: Translator): ExportCell[][] => {
  const freight = calculator.freight;
  if (freight === null) return [];
  const rows: ExportCell[][] = [['Freight mode', t(freightModeNames[freight.mode])]];
  if (freight.mode !== 'bulk') return rows;
  rows.push(
    ['Vessel class', freight.vesselClassName ?? ''],
    ['Cargo on the vessel (t)', freight.cargoTonnes],
  );
  const voyage = freight.voyage;
  if (voyage !== null)
    rows.push(
      ['Voyage days (at sea + ballast + in port)', voyage.totalDays],
      ['Voyage hire (US$)', voyage.hireUsd],
      ['Voyage bunkers (US$)', voyage.bunkersUsd],
      ['Voyage port calls (US$)', voyage.portCostsUsd],
      ['Voyage canal dues (US$)', voyage.canalUsd],
      ['Voyage cost (US$)', voyage.totalUsd],
      ['Bulk freight per tonne (US$)', voyage.perTonneUsd],
    );
  return rows;
};

const financeInputs = (calculator: CalculatorReply, t: Translator): ExportCell[][] => {
  const finance = calculator.finance;
  if (finance === null || !finance.active) return [];
  return [
    ['Finance: cost of money (% a year)', rateToPercent(finance.carryRatePerYear)],
    ['Finance: transit + payment days', Math.round((finance.transitDays + finance.paymentDays) * 100) / 100],
    [
      'Finance: LC issuance + confirmation (%)',
      rateToPercent(finance.lcIssuanceRate + finance.lcConfirmationRate),
    ],
    [
      'Finance: waiting days (low to high)',
      t('exportValue.waitingDays', {
        low: String(finance.waitingDaysLow),
        high: String(finance.waitingDaysHigh),
      }),
    ],
  ];
};

const polarisationInputs = (calculator: CalculatorReply): ExportCell[][] => {
  const polarisation = calculator.polarisation;
  if (polarisation === null) return [];
  return [
    ['Polarisation (°)', polarisation.degrees],
    [
      'Polarisation premium',
      `${polarisation.gradeName}: ${polarisation.rate >= 0 ? '+' : ''}${percent(polarisation.rate)} (${polarisation.method})`,
    ],
  ];
};

/** The regime the Duty block applied, why, and the rates listed beside it (docs/decisions/0032). */
const dutyInputs = (calculator: CalculatorReply, t: Translator): ExportCell[][] => {
  const duty = calculator.duty;
  if (duty === null) return [];
  const applied = duty.options.find((option) => option.id === duty.appliedId);
  const rate = (option: (typeof duty.options)[number]) =>
    [
      option.adValoremRate > 0 ? percent(option.adValoremRate) : null,
      option.specificPerTonne > 0 || option.adValoremRate === 0
        ? `${option.specificPerTonne} ${option.currencyCode}/t`
        : null,
    ]
      .filter((part) => part !== null)
      .join(' + ');
  return [
    ['Duty regime', applied === undefined ? t('exportValue.dutyNotKnown') : applied.label],
    ['Duty regime reason', duty.reason],
    // A DDP without a known duty is not duty-paid: the export says so beside the figures (decision 0105).
    [
      'DDP complete',
      calculator.priceComplete
        ? t('exportValue.yes')
        : t('exportValue.incomplete', { reason: calculator.incompleteReason ?? '' }),
    ],
    ['Duty yield factor', duty.yieldFactor],
    ...duty.options
      .filter((option) => option.id !== duty.appliedId)
      .map((option): ExportCell[] => [`Duty option: ${option.label}`, rate(option)]),
  ];
};

/**
 * The Inputs section: what the calculator was asked, and how each line's figure was made. The labels are English
 * here (the formulas' row keys are read from them; calculator-export-sheet.ts translates them after), the values
 * that are words are in the reader's language (decision 0151).
 */
export const exportInputs = (
  calculator: CalculatorReply,
  displayName: string,
  market: { generatedAt: number },
  t: Translator = translatorFor('en'),
): ExportCell[][] => {
  const route = calculator.route;
  const period = calculator.period.displayName;
  const inputs: ExportCell[][] = [
    ['Name', displayName],
    ['Basis', calculator.contractName],
    ['Contract period', calculator.period.concluded ? t('exportValue.expired', { period }) : period],
    ['Price last updated', iso(calculator.period.lastUpdated)],
    ['From: Region', calculator.originRegionId ?? ''],
    ['From: Country', calculator.originCountryName ?? ''],
    [
      'From: Port',
      calculator.originPortName ??
        (route ? t('exportValue.anyPort', { port: route.fromPortName }) : t('exportValue.any')),
    ],
    ['To: Destination', calculator.destination.name],
    ['To: Country', calculator.destination.countryName],
    ['To: Port', calculator.destination.arrivalPortName || t('exportValue.any')],
    ['Currency', calculator.currencyCode],
    ['Tonnes', calculator.tons],
    ['Tonnes per container', calculator.tonsPerContainer],
    ['Sea freight per 20-ft container', calculator.seaFreightCost],
    ['Distance (km)', calculator.distanceInKM],
    ['Distance (nm)', calculator.distanceInNM],
    [
      'Transit time (hours)',
      calculator.travelTimeInMS === null ? null : Math.round(calculator.travelTimeInMS / 36_000) / 100,
    ],
    [
      `Exchange rate (${calculator.currencyCode} per ${calculator.contractCurrencyCode})`,
      calculator.costBlocks.find((block) => block.type === 'Forex')?.price ?? null,
    ],
    ['Exchange rate source', t(calculator.customForex ? 'exportValue.customRate' : 'exportValue.published')],
    [
      `In-quota duty per tonne${calculator.customQuotaCurrencyCode ? ` (${calculator.customQuotaCurrencyCode})` : ''}`,
      calculator.customQuota ? calculator.customQuotaCost : '',
    ],
    ...freightInputs(calculator, t),
    ...polarisationInputs(calculator),
    ...financeInputs(calculator, t),
    ...dutyInputs(calculator, t),
    ...importTaxExportRows(calculator),
    ['FX last updated', iso(calculator.lastForexUpdated)],
    ['Generated', iso(market.generatedAt)],
  ];
  if (calculator.pricingError !== null) inputs.push(['Not priced', calculator.pricingError]);
  return inputs;
};
