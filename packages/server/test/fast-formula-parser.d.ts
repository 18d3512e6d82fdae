// fast-formula-parser ships no types; the one constructor and method the sheet tests use.
declare module 'fast-formula-parser' {
  export default class FormulaParser {
    constructor(options: { onCell: (reference: { row: number; col: number; sheet: string }) => unknown });
    parse(formula: string, position: { sheet: string; row: number; col: number }): unknown;
  }
}
