import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import {
  calculatorDisplayName,
  calculatorExportBaseName,
  sanitizeFileName,
} from '@psc/core/calculators/calculator-naming';
import type { Language } from '@psc/core/personalisation/languages';
import type { Principal } from '../../shared/principal.ts';
import { translatorFor } from '../../shared/translate.ts';
import { inputLabelIn } from './export-input-labels.ts';
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
  /** The headers', titles' and word cells' language (decisions 0147, 0151); figures stay machine-readable. */
  language: Language = 'en',
): ExportSection[] => {
  const t = translatorFor(language);
  const inputs = exportInputs(calculator, displayName, market, t);
  const inputKeys = inputs.map(([label]) => inputKeyOf[label as string] ?? null);

  const { rows: waterfall, keys: waterfallKeys } = exportWaterfall(calculator, t);

  // The flat price is the Contract block's; DDP is priced from every input: stale when any is, as of the oldest.
  const contract = calculator.costBlocks.find((block) => block.type === 'Contract')?.provenance;
  const allInputs = freshnessCells(calculator.stale, calculator.oldestInputAsOf, t);
  const totals: ExportCell[][] = [
    [
      t('export.flatPrice'),
      calculator.flatPrice,
      null,
      null,
      ...freshnessCells(contract?.stale, contract?.asOf, t),
    ],
    [t('export.ddpPerTonne'), calculator.price, calculator.lowPrice, calculator.highPrice, ...allInputs],
    [t('export.ddpTotal'), calculator.total, calculator.lowTotal, calculator.highTotal, ...allInputs],
  ];
  const currency = calculator.currencyCode;

  return [
    {
      title: t('export.inputs'),
      header: [t('export.field'), t('export.value')],
      rows: inputs.map(([label = '', ...values]) => [inputLabelIn(language, label), ...values]),
      keys: inputKeys,
      moneyColumns: [],
    },
    {
      title: t('export.waterfall', { currency }),
      header: (
        [
          'export.block',
          'export.price',
          'export.low',
          'export.high',
          'export.default',
          'export.state',
          'export.source',
          'export.period',
          'export.published',
          'export.baseAmount',
          'export.baseCurrency',
          'export.fxRate',
          'export.formula',
          'export.fxSource',
          'export.stale',
          'export.asOf',
        ] as const
      ).map((key) => t(key)),
      rows: waterfall,
      keys: waterfallKeys,
      moneyColumns: [1, 2, 3, 4, 9],
    },
    {
      title: t('export.totals', { currency }),
      header: [
        '',
        t('export.price'),
        t('export.low'),
        t('export.high'),
        t('export.stale'),
        t('export.inputsAsOf'),
      ],
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
