import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { rateToPercent } from '@psc/core/pricing/finance-terms';
import { waterfallRows } from '@psc/core/pricing/cost-block-types';
import {
  calculatorDisplayName,
  calculatorExportBaseName,
  sanitizeFileName,
} from '@psc/core/calculators/calculator-naming';
import type { Principal } from '../../shared/principal.ts';
import { listCalculators } from './list-calculators.ts';
import { calculatorNotFound, type CalculatorDeps } from './owned-calculator-reply.ts';

/** A date stays a date: a spreadsheet gets a date cell, a CSV its ISO 8601 text. */
export type ExportCell = string | number | Date | null;
/**
 * `keys` names the rows a spreadsheet's formulas refer to (a cost block's type, a subtotal's name, 'Tonnes', …),
 * parallel to `rows`; a CSV ignores them.
 */
export type ExportSection = {
  title: string;
  header: string[];
  rows: ExportCell[][];
  keys: (string | null)[];
  moneyColumns: number[];
};

const iso = (epochMs: number | null): Date | '' => (epochMs === null ? '' : new Date(epochMs));

const inputKeyOf: Record<string, string> = {
  Tonnes: 'Tonnes',
  'Tonnes per container': 'TonnesPerContainer',
  'Sea freight per 20-ft container': 'SeaFreightPerContainer',
};

const percent = (rate: number): string => `${(rate * 100).toFixed(2)} %`;

const freightModeNames = {
  container: '20-ft containers',
  bulk: 'bulk vessel',
  inland: 'inland, by truck',
} as const;

/** How the freight line was made (docs/decisions/0033): the mode and, in bulk, the voyage model's figures. */
const freightInputs = (calculator: CalculatorReply): ExportCell[][] => {
  const freight = calculator.freight;
  if (freight === null) return [];
  const rows: ExportCell[][] = [['Freight mode', freightModeNames[freight.mode]]];
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

const financeInputs = (calculator: CalculatorReply): ExportCell[][] => {
  const finance = calculator.finance;
  if (finance === null || !finance.active) return [];
  return [
    ['Finance: cost of money (% a year)', rateToPercent(finance.carryRatePerYear)],
    ['Finance: transit + payment days', Math.round((finance.transitDays + finance.paymentDays) * 100) / 100],
    [
      'Finance: LC issuance + confirmation (%)',
      rateToPercent(finance.lcIssuanceRate + finance.lcConfirmationRate),
    ],
    ['Finance: waiting days (low to high)', `${finance.waitingDaysLow} to ${finance.waitingDaysHigh}`],
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
const dutyInputs = (calculator: CalculatorReply): ExportCell[][] => {
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
    ['Duty regime', applied === undefined ? 'no duty rule' : applied.label],
    ['Duty regime reason', duty.reason],
    ['Duty yield factor', duty.yieldFactor],
    ...duty.options
      .filter((option) => option.id !== duty.appliedId)
      .map((option): ExportCell[] => [`Duty option: ${option.label}`, rate(option)]),
  ];
};

/**
 * What an export holds (§7 'downloadasexcel'; issue 5): the inputs, the whole waterfall with each block's provenance,
 * and the totals — the same numbers the calculator reply carries, so a spreadsheet always agrees with the card.
 */
export const calculatorExportSections = (
  calculator: CalculatorReply,
  displayName: string,
  market: { generatedAt: number },
): ExportSection[] => {
  const route = calculator.route;
  const inputs: ExportCell[][] = [
    ['Name', displayName],
    ['Basis', calculator.contractName],
    ['Contract period', calculator.period.displayName + (calculator.period.concluded ? ' (expired)' : '')],
    ['Price last updated', iso(calculator.period.lastUpdated)],
    ['From: Region', calculator.originRegionId ?? ''],
    ['From: Country', calculator.originCountryName ?? ''],
    ['From: Port', calculator.originPortName ?? (route ? `Any (${route.fromPortName})` : 'Any')],
    ['To: Destination', calculator.destination.name],
    ['To: Country', calculator.destination.countryName],
    ['To: Port', calculator.destination.arrivalPortName || 'Any'],
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
    ['Exchange rate source', calculator.customForex ? 'custom rate entered by the user' : 'published'],
    [
      `In-quota duty per tonne${calculator.customQuotaCurrencyCode ? ` (${calculator.customQuotaCurrencyCode})` : ''}`,
      calculator.customQuota ? calculator.customQuotaCost : '',
    ],
    ...freightInputs(calculator),
    ...polarisationInputs(calculator),
    ...financeInputs(calculator),
    ...dutyInputs(calculator),
    ['FX last updated', iso(calculator.lastForexUpdated)],
    ['Generated', iso(market.generatedAt)],
  ];
  if (calculator.pricingError !== null) inputs.push(['Not priced', calculator.pricingError]);
  const inputKeys = inputs.map(([label]) => inputKeyOf[label as string] ?? null);

  const blocks = new Map(calculator.costBlocks.map((block) => [block.type as string, block]));
  const subtotals = new Map(calculator.subtotals.map((subtotal) => [subtotal.name as string, subtotal]));
  const waterfall: ExportCell[][] = [];
  const waterfallKeys: (string | null)[] = [];
  for (const name of waterfallRows) {
    const block = blocks.get(name);
    if (block) {
      const inQuota =
        block.type === 'Duty' && block.active && calculator.customQuota && !calculator.customDuty;
      const state = !block.active ? 'inactive' : inQuota ? 'in quota' : block.custom ? 'custom' : 'default';
      waterfall.push([
        block.displayName,
        block.price,
        block.lowPrice,
        block.highPrice,
        block.defaultPrice,
        state,
        block.provenance.source,
        block.provenance.period ?? '',
        iso(block.provenance.timestamp),
        block.basePrice,
        block.provenance.currencyCode,
        block.provenance.fxRate,
        block.provenance.formula,
        block.provenance.fxSource,
      ]);
      waterfallKeys.push(block.type);
      const polarisation = calculator.polarisation;
      if (block.type === 'Contract' && polarisation !== null) {
        waterfall.push([
          `${block.displayName}: of which polarisation (${polarisation.gradeName} ${polarisation.degrees}°)`,
          polarisation.price,
          polarisation.lowPrice,
          polarisation.highPrice,
          polarisation.price,
          polarisation.custom ? 'custom degrees' : 'default',
          polarisation.source,
          '',
          '',
          '',
          '',
          '',
          `polarisation premium at ${percent(polarisation.rate)} = contract per tonne at 96° × rate (part of Contract)`,
          'none',
        ]);
        waterfallKeys.push(null);
      }
      const premium = calculator.destinationPremium;
      if (block.type === 'Loading' && premium !== null)
        waterfall.push([
          `${block.displayName}: of which destination premium`,
          premium.price,
          premium.lowPrice,
          premium.highPrice,
          premium.defaultPrice,
          !block.active ? 'inactive' : block.custom ? 'in custom cost' : 'default',
          premium.source,
          '',
          '',
          premium.basePrice,
          premium.currencyCode,
          premium.fxRate,
          'destination premium per tonne × FX (part of DEST. CHARGES)',
          premium.fxSource,
        ]);
      if (block.type === 'Loading' && premium !== null) waterfallKeys.push(null);
      continue;
    }
    const finance = calculator.finance;
    if (name === 'DDP' && finance !== null && finance.active) {
      // The Finance line comes after the blocks and before DDP, which includes it (docs/decisions/0034).
      waterfall.push([
        'Finance',
        finance.price,
        finance.lowPrice,
        finance.highPrice,
        finance.price,
        `carry ${finance.carry} + LC ${finance.letterOfCredit} + demurrage ${finance.demurrage}`,
        finance.source,
        '',
        '',
        '',
        calculator.currencyCode,
        '',
        finance.formula ?? '',
        '',
      ]);
      waterfallKeys.push('Finance');
    }
    const subtotal = subtotals.get(name);
    if (subtotal)
      waterfall.push([
        subtotal.displayName,
        subtotal.price,
        subtotal.lowPrice,
        subtotal.highPrice,
        null,
        'subtotal',
        '',
        '',
        '',
        null,
        calculator.currencyCode,
        null,
        subtotal.formula,
        '',
      ]);
    if (subtotal) waterfallKeys.push(subtotal.name);
  }

  const totals: ExportCell[][] = [
    ['Flat price per tonne', calculator.flatPrice, null, null],
    ['DDP per tonne', calculator.price, calculator.lowPrice, calculator.highPrice],
    ['DDP total', calculator.total, calculator.lowTotal, calculator.highTotal],
  ];

  return [
    { title: 'Inputs', header: ['Field', 'Value'], rows: inputs, keys: inputKeys, moneyColumns: [] },
    {
      title: `Cost waterfall (per tonne, ${calculator.currencyCode})`,
      header: [
        'Block',
        'Price',
        'Low',
        'High',
        'Default',
        'State',
        'Source',
        'Period',
        'Published',
        'Base amount',
        'Base currency',
        'FX rate',
        'Formula',
        'FX source',
      ],
      rows: waterfall,
      keys: waterfallKeys,
      moneyColumns: [1, 2, 3, 4, 9],
    },
    {
      title: `Totals (${calculator.currencyCode})`,
      header: ['', 'Price', 'Low', 'High'],
      rows: totals,
      keys: ['FlatPrice', 'DdpPerTonne', 'DdpTotal'],
      moneyColumns: [1, 2, 3],
    },
  ];
};

export type ExportFile = { fileName: string; contentType: string; body: Buffer };

/** The calculator, priced now, with its '# n' position (for the 'Calculator - N' name). */
export const exportSubject = async (deps: CalculatorDeps, principal: Principal, calculatorId: string) => {
  const all = await listCalculators(deps, principal);
  const index = all.findIndex((calculator) => calculator.id === calculatorId);
  const calculator = all[index];
  if (calculator === undefined) throw calculatorNotFound();
  return { calculator, displayName: calculatorDisplayName(calculator.name, index + 1) };
};

export const defaultBaseName = (displayName: string, at: Date): string =>
  calculatorExportBaseName(displayName, {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hours: at.getUTCHours(),
    minutes: at.getUTCMinutes(),
  });

export const withExtension = (requested: string | undefined, fallback: string, extension: string): string => {
  const base =
    sanitizeFileName((requested ?? '').replace(new RegExp(`\\.${extension}$`, 'i'), '')) || fallback;
  return `${base}.${extension}`;
};
