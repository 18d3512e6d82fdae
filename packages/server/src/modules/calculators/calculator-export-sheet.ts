import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import {
  calculatorDisplayName,
  calculatorExportBaseName,
  sanitizeFileName,
} from '@psc/core/calculators/calculator-naming';
import type { Principal } from '../../shared/principal.ts';
import { exportInputs, inputKeyOf } from './calculator-export-inputs.ts';
import { exportWaterfall, freshnessCells } from './calculator-export-waterfall.ts';
import type { ExportCell, ExportSection } from './calculator-export-section.ts';
import { listCalculators } from './list-calculators.ts';
import { calculatorNotFound, type CalculatorDeps } from './owned-calculator-reply.ts';

export type { ExportCell, ExportSection } from './calculator-export-section.ts';

/**
 * What an export holds (§7 'downloadasexcel'; issue 5): the inputs, the whole waterfall with each block's provenance,
 * and the totals — the same numbers the calculator reply carries, so a spreadsheet always agrees with the card.
 */
export const calculatorExportSections = (
  calculator: CalculatorReply,
  displayName: string,
  market: { generatedAt: number },
): ExportSection[] => {
  const inputs = exportInputs(calculator, displayName, market);
  const inputKeys = inputs.map(([label]) => inputKeyOf[label as string] ?? null);

  const { rows: waterfall, keys: waterfallKeys } = exportWaterfall(calculator);

  // The flat price is the Contract block's; DDP is priced from every input: stale when any is, as of the oldest.
  const contract = calculator.costBlocks.find((block) => block.type === 'Contract')?.provenance;
  const allInputs = freshnessCells(calculator.stale, calculator.oldestInputAsOf);
  const totals: ExportCell[][] = [
    [
      'Flat price per tonne',
      calculator.flatPrice,
      null,
      null,
      ...freshnessCells(contract?.stale, contract?.asOf),
    ],
    ['DDP per tonne', calculator.price, calculator.lowPrice, calculator.highPrice, ...allInputs],
    ['DDP total', calculator.total, calculator.lowTotal, calculator.highTotal, ...allInputs],
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
        'Stale',
        'As of',
      ],
      rows: waterfall,
      keys: waterfallKeys,
      moneyColumns: [1, 2, 3, 4, 9],
    },
    {
      title: `Totals (${calculator.currencyCode})`,
      header: ['', 'Price', 'Low', 'High', 'Stale', 'Inputs as of'],
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
