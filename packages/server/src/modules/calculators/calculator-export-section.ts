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
