import FormulaParser from 'fast-formula-parser';
import type ExcelJS from 'exceljs';

/**
 * Recalculates an ExcelJS worksheet as a spreadsheet program would after a trader types into some cells: every
 * formula is evaluated from the cells it names (recursively), with `typed` replacing the cells changed by hand.
 */
export const recalculate = (sheet: ExcelJS.Worksheet, typed: Record<string, number> = {}) => {
  const values = new Map<string, unknown>();
  const valueAt = (address: string): unknown => {
    if (address in typed) return typed[address];
    if (values.has(address)) return values.get(address);
    const cell = sheet.getCell(address);
    const stored = cell.value;
    const value =
      stored !== null &&
      typeof stored === 'object' &&
      'formula' in stored &&
      typeof stored.formula === 'string'
        ? newParser().parse(stored.formula, {
            sheet: sheet.name,
            row: Number(cell.row),
            col: Number(cell.col),
          })
        : (stored ?? null);
    values.set(address, value);
    return value;
  };
  // One parser per formula: a parser is not re-entrant, and a formula's cells may hold formulas themselves.
  const newParser = () =>
    new FormulaParser({
      onCell: ({ row, col }: { row: number; col: number }) => valueAt(sheet.getCell(row, col).address),
    });
  return valueAt;
};
