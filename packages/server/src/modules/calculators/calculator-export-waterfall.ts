import type { CalculatorReply, InputFreshnessReply } from '@psc/core/calculators/calculators.schemas';
import { waterfallRows } from '@psc/core/pricing/cost-block-types';
import { translatorFor, type Translator } from '../../shared/translate.ts';
import type { ExportCell } from './calculator-export-section.ts';
import { iso, percent } from './calculator-export-inputs.ts';
import { rowName } from './waterfall-row-names.ts';

/** Whether a row's inputs are stale ('yes'/'no'; blank for a user's own entry) and the as-of date they carry. */
export const freshnessCells = (
  stale: boolean | undefined,
  asOf: string | null | undefined,
  t: Translator = translatorFor('en'),
): ExportCell[] => [stale === undefined ? '' : t(stale ? 'exportValue.yes' : 'exportValue.no'), asOf ?? ''];

/**
 * What the rows so far were priced from: a subtotal's or the Finance line's inputs are the published series (prices,
 * FX rates, lanes) of the blocks above it, judged as the reply's `inputFreshness` judges them; DDP's are all of them.
 */
const runningFreshness = (inputs: readonly InputFreshnessReply[], t: Translator) => {
  const above = new Set<string>();
  return {
    add: (blockType: string) => above.add(blockType),
    cells: () => {
      const read = inputs.filter((input) => input.blocks.some((blockType) => above.has(blockType)));
      const dates = read.flatMap((input) => (input.asOf === null ? [] : [input.asOf])).sort();
      return freshnessCells(
        read.some((input) => input.stale),
        dates[0] ?? null,
        t,
      );
    },
  };
};

/**
 * The Cost waterfall section: each block with its state and provenance, the parts shown inside Contract
 * (polarisation) and DEST. CHARGES (destination premium), the Finance line before DDP, and the subtotals; `keys`
 * names each row for the live sheet's formulas.
 */
export const exportWaterfall = (
  calculator: CalculatorReply,
  t: Translator = translatorFor('en'),
): { rows: ExportCell[][]; keys: (string | null)[] } => {
  const blocks = new Map(calculator.costBlocks.map((block) => [block.type as string, block]));
  const subtotals = new Map(calculator.subtotals.map((subtotal) => [subtotal.name as string, subtotal]));
  const waterfall: ExportCell[][] = [];
  const waterfallKeys: (string | null)[] = [];
  const above = runningFreshness(calculator.inputFreshness ?? [], t);
  for (const name of waterfallRows) {
    const block = blocks.get(name);
    if (block) {
      const { stale, asOf } = block.provenance;
      above.add(block.type);
      const inQuota =
        block.type === 'Duty' && block.active && calculator.customQuota && !calculator.customDuty;
      const state = !block.active
        ? 'exportValue.inactive'
        : inQuota
          ? 'exportValue.inQuota'
          : block.custom
            ? 'exportValue.custom'
            : 'exportValue.default';
      const name = rowName(t, block.displayName);
      waterfall.push([
        name,
        block.price,
        block.lowPrice,
        block.highPrice,
        block.defaultPrice,
        t(state),
        block.provenance.source,
        block.provenance.period ?? '',
        iso(block.provenance.timestamp),
        block.basePrice,
        block.provenance.currencyCode,
        block.provenance.fxRate,
        block.provenance.formula,
        block.provenance.fxSource,
        ...freshnessCells(stale, asOf, t),
      ]);
      waterfallKeys.push(block.type);
      const polarisation = calculator.polarisation;
      if (block.type === 'Contract' && polarisation !== null) {
        waterfall.push([
          t('exportRow.ofWhichPolarisation', {
            block: name,
            grade: polarisation.gradeName,
            degrees: String(polarisation.degrees),
          }),
          polarisation.price,
          polarisation.lowPrice,
          polarisation.highPrice,
          polarisation.price,
          t(polarisation.custom ? 'exportValue.customDegrees' : 'exportValue.default'),
          polarisation.source,
          '',
          '',
          '',
          '',
          '',
          `polarisation premium at ${percent(polarisation.rate)} = contract per tonne at 96° × rate (part of Contract)`,
          t('exportValue.none'),
          ...freshnessCells(stale, asOf, t),
        ]);
        waterfallKeys.push(null);
      }
      const premium = calculator.destinationPremium;
      if (block.type === 'Loading' && premium !== null)
        waterfall.push([
          t('exportRow.ofWhichPremium', { block: name }),
          premium.price,
          premium.lowPrice,
          premium.highPrice,
          premium.defaultPrice,
          t(
            !block.active
              ? 'exportValue.inactive'
              : block.custom
                ? 'exportValue.inCustomCost'
                : 'exportValue.default',
          ),
          premium.source,
          '',
          '',
          premium.basePrice,
          premium.currencyCode,
          premium.fxRate,
          'destination premium per tonne × FX (part of DEST. CHARGES)',
          premium.fxSource,
          ...freshnessCells(stale, asOf, t),
        ]);
      if (block.type === 'Loading' && premium !== null) waterfallKeys.push(null);
      continue;
    }
    const finance = calculator.finance;
    if (name === 'DDP' && finance !== null && finance.active) {
      // The Finance line comes after the blocks and before DDP, which includes it (docs/decisions/0034).
      waterfall.push([
        t('exportRow.finance'),
        finance.price,
        finance.lowPrice,
        finance.highPrice,
        finance.price,
        t('exportValue.financeParts', {
          carry: String(finance.carry),
          lc: String(finance.letterOfCredit),
          demurrage: String(finance.demurrage),
        }),
        finance.source,
        '',
        '',
        '',
        calculator.currencyCode,
        '',
        finance.formula ?? '',
        '',
        ...above.cells(),
      ]);
      waterfallKeys.push('Finance');
    }
    const subtotal = subtotals.get(name);
    if (subtotal)
      waterfall.push([
        rowName(t, subtotal.displayName),
        subtotal.price,
        subtotal.lowPrice,
        subtotal.highPrice,
        null,
        t('exportValue.subtotal'),
        '',
        '',
        '',
        null,
        calculator.currencyCode,
        null,
        subtotal.formula,
        '',
        ...above.cells(),
      ]);
    if (subtotal) waterfallKeys.push(subtotal.name);
  }
  return { rows: waterfall, keys: waterfallKeys };
};
