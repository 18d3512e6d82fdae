import type { Language } from '@psc/core/personalisation/languages';
import { sanitizeFileName } from '@psc/core/calculators/calculator-naming';
import type { Principal } from '../../shared/principal.ts';
import {
  calculatorExportSections,
  defaultBaseName,
  exportSubject,
  withExtension,
  type ExportFile,
} from './calculator-export-sheet.ts';
import type { CalculatorDeps } from './owned-calculator-reply.ts';
import { csvCell } from '../../shared/csv.ts';

/** POST /calculator/{id}/downloadascsv?name=&ts=: the three sections one after another, RFC 4180. */
export const exportCalculatorCsv = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  query: { name?: string | undefined; ts?: string | undefined },
  language: Language = 'en',
): Promise<ExportFile> => {
  const { calculator, displayName } = await exportSubject(deps, principal, calculatorId);
  const at =
    query.ts !== undefined && /^\d{1,15}$/.test(query.ts) ? new Date(Number(query.ts)) : deps.clock.now();
  const lines: string[] = [];
  for (const section of calculatorExportSections(
    calculator,
    displayName,
    { generatedAt: deps.clock.now().getTime() },
    language,
  )) {
    lines.push(
      csvCell(section.title),
      section.header.map(csvCell).join(','),
      ...section.rows.map((row) => row.map(csvCell).join(',')),
      '',
    );
  }
  const fallback = defaultBaseName(query.name ? sanitizeFileName(query.name) : displayName, at);
  return {
    fileName: withExtension(undefined, fallback, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(`\uFEFF${lines.join('\r\n')}`, 'utf8'),
  };
};
