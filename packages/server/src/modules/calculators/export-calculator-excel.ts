import type { Language } from '@psc/core/personalisation/languages';
import { moneyNumberFormatOf } from '@psc/core/pricing/currency-minor-units';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../adapters/on-demand-libraries.ts';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { Principal } from '../../shared/principal.ts';
import {
  calculatorExportSections,
  defaultBaseName,
  exportSubject,
  withExtension,
  type ExportFile,
} from './calculator-export-sheet.ts';
import type { CalculatorDeps } from './owned-calculator-reply.ts';

const pathColumns = ['B', 'C', 'D'] as const;

/** Each subtotal as the sum of the rows above it, as the engine computes it (docs/pricing.md 'Rounding'). */
const subtotalParts: Record<string, readonly string[]> = {
  FOB: ['Contract', 'Premium'],
  CFR: ['FOB', 'SeaFreight'],
  CIF: ['CFR', 'Insurance'],
  DDP: ['CIF', 'Duty', 'Loading', 'LandFreight'],
};

/**
 * Turns the sheet's figures into a live sheet (issue 12 item 20): subtotals, DDP and totals become formulas over the
 * block rows and the Tonnes input, and the default sea freight the box cost ÷ tonnes per box, each carrying the
 * engine's figure as its cached result. Invoice rounding makes every formula give exactly the figure the card shows,
 * so the sheet opens with the card's numbers and follows when a trader changes an input.
 */
const addFormulas = (
  sheet: ExcelJS.Worksheet,
  rowOf: Map<string, number>,
  seaFreightIsDefault: boolean,
): void => {
  const ref = (key: string, column: string) => `${column}${rowOf.get(key)}`;
  const setFormula = (key: string, column: string, formula: string) => {
    const cell = sheet.getCell(ref(key, column));
    if (typeof cell.value !== 'number') return;
    cell.value = { formula, result: cell.value };
  };
  const tonnesPerBox = sheet.getCell(ref('TonnesPerContainer', 'B')).value;
  const boxCost = sheet.getCell(ref('SeaFreightPerContainer', 'B')).value;
  const freight = sheet.getCell(ref('SeaFreight', 'B')).value;
  if (
    seaFreightIsDefault &&
    typeof tonnesPerBox === 'number' &&
    tonnesPerBox > 0 &&
    typeof boxCost === 'number' &&
    Math.round((boxCost / tonnesPerBox) * 100) / 100 === freight
  )
    setFormula(
      'SeaFreight',
      'B',
      `ROUND(${ref('SeaFreightPerContainer', 'B')}/${ref('TonnesPerContainer', 'B')},2)`,
    );
  for (const [subtotal, required] of Object.entries(subtotalParts)) {
    // DDP takes the Finance line too while it is switched on (docs/decisions/0034).
    const parts = subtotal === 'DDP' && rowOf.has('Finance') ? [...required, 'Finance'] : required;
    if (!rowOf.has(subtotal) || !parts.every((part) => rowOf.has(part))) continue;
    for (const column of pathColumns)
      setFormula(subtotal, column, `ROUND(${parts.map((part) => ref(part, column)).join('+')},2)`);
  }
  if (!rowOf.has('DDP') || !rowOf.has('Tonnes')) return;
  for (const column of pathColumns) {
    setFormula('DdpPerTonne', column, ref('DDP', column));
    setFormula('DdpTotal', column, `ROUND(${ref('DdpPerTonne', column)}*${ref('Tonnes', 'B')},2)`);
  }
};

/**
 * The calculator's sheet: its sections with live formulas, after any `preamble` rows (a quote's header). Shared by
 * the calculator download and a quote's workbook.
 */
export const writeCalculatorSheet = (
  workbook: ExcelJS.Workbook,
  calculator: CalculatorReply,
  displayName: string,
  generatedAt: Date,
  preamble: readonly (readonly (string | number | Date | null)[])[] = [],
  language: Language = 'en',
): void => {
  const rowOf = new Map<string, number>();
  const sheet = workbook.addWorksheet('Calculator');
  sheet.columns = [
    { width: 34 },
    { width: 14 },
    { width: 14 },
    { width: 14 },
    { width: 14 },
    { width: 10 },
    { width: 48 },
    { width: 10 },
    { width: 26 },
    { width: 14 },
    { width: 10 },
    { width: 12 },
    { width: 60 },
    { width: 10 },
    { width: 8 },
    { width: 12 },
  ];
  for (const values of preamble) {
    const row = sheet.addRow([...values]);
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm:ss "UTC"';
    });
  }
  if (preamble.length > 0) sheet.addRow([]);
  for (const section of calculatorExportSections(
    calculator,
    displayName,
    { generatedAt: generatedAt.getTime() },
    language,
  )) {
    const title = sheet.addRow([section.title]);
    title.font = { bold: true, size: 12 };
    const header = sheet.addRow(section.header);
    header.font = { bold: true };
    section.rows.forEach((values, index) => {
      const row = sheet.addRow(values);
      const key = section.keys[index];
      if (key && !rowOf.has(key)) rowOf.set(key, row.number);
      for (const column of section.moneyColumns) {
        const cell = row.getCell(column + 1);
        if (typeof cell.value === 'number') cell.numFmt = moneyNumberFormatOf(calculator.currencyCode);
      }
      row.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm:ss "UTC"';
      });
    });
    sheet.addRow([]);
  }
  const seaFreight = calculator.costBlocks.find((block) => block.type === 'SeaFreight');
  // Only a container freight is the box cost over the tonnes per box; bulk and inland freight are per tonne.
  addFormulas(
    sheet,
    rowOf,
    seaFreight !== undefined &&
      seaFreight.active &&
      !seaFreight.custom &&
      (calculator.freight?.mode ?? 'container') === 'container',
  );
};

/** POST /calculator/{id}/downloadasexcel?filename=: a live workbook, numbers as numbers, dates as dates. */
export const exportCalculatorExcel = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  query: { filename?: string | undefined },
  language: Language = 'en',
): Promise<ExportFile> => {
  const { calculator, displayName } = await exportSubject(deps, principal, calculatorId);
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'PSC';
  workbook.created = deps.clock.now();
  workbook.calcProperties.fullCalcOnLoad = true;
  writeCalculatorSheet(workbook, calculator, displayName, deps.clock.now(), [], language);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    fileName: withExtension(query.filename, defaultBaseName(displayName, deps.clock.now()), 'xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
};
