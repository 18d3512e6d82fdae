/**
 * One RFC 4180 cell. Text a spreadsheet would run as a formula (= + - @, tab, CR at the start) gets a leading quote
 * (OWASP CSV injection); numbers stay numbers, so a negative amount is not mistaken for one.
 */
export const csvCell = (value: string | number | boolean | Date | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * Rows of one shape as CSV with a header line, CRLF line ends (RFC 4180). `columns` names the header when the
 * rows may be none: an empty list still has its header row.
 */
export const toCsv = (
  rows: ReadonlyArray<Record<string, string | number | boolean | null>>,
  columns: readonly string[] = Object.keys(rows[0] ?? {}),
): string => {
  const lines = [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
};
