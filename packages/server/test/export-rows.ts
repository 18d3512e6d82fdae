import ExcelJS from 'exceljs';

/**
 * The downloaded workbook's 'Calculator' sheet by row label (column A), the first row of each label. A formula
 * cell reads as its cached result: the figure the sheet opens with.
 */
export const exportRows = async (payload: Buffer): Promise<Map<string, unknown[]>> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Calculator');
  if (!sheet) throw new Error('no Calculator sheet');
  const shown = (value: unknown) =>
    value !== null && typeof value === 'object' && 'result' in value ? value.result : value;
  const rows = new Map<string, unknown[]>();
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1).map(shown);
    if (typeof values[0] === 'string' && !rows.has(values[0])) rows.set(values[0], values);
  });
  return rows;
};
