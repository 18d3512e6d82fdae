import ExcelJS from 'exceljs';
import type { Principal } from '../../shared/principal.ts';
import {
  calculatorExportSections,
  defaultBaseName,
  exportSubject,
  withExtension,
  type ExportFile,
} from './calculator-export-sheet.ts';
import type { CalculatorDeps } from './owned-calculator-reply.ts';

/** POST /calculator/{id}/downloadasexcel?filename=: a real workbook, numbers as numbers with a money format. */
export const exportCalculatorExcel = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  query: { filename?: string | undefined },
): Promise<ExportFile> => {
  const { calculator, displayName } = await exportSubject(deps, principal, calculatorId);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PSC';
  workbook.created = deps.clock.now();
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
  ];
  for (const section of calculatorExportSections(calculator, displayName, {
    generatedAt: deps.clock.now().getTime(),
  })) {
    const title = sheet.addRow([section.title]);
    title.font = { bold: true, size: 12 };
    const header = sheet.addRow(section.header);
    header.font = { bold: true };
    for (const values of section.rows) {
      const row = sheet.addRow(values);
      for (const column of section.moneyColumns) {
        const cell = row.getCell(column + 1);
        if (typeof cell.value === 'number') cell.numFmt = '#,##0.00';
      }
    }
    sheet.addRow([]);
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    fileName: withExtension(query.filename, defaultBaseName(displayName, deps.clock.now()), 'xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
};
