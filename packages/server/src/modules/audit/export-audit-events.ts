import { auditEventLabels, type AuditFilterQuery } from '@psc/core/audit/audit.schemas';
import type { Language } from '@psc/core/personalisation/languages';
import type { Deps } from '../../deps.ts';
import { translatorFor } from '../../shared/translate.ts';
import type { Principal } from '../../shared/principal.ts';

/** More than enough for a small desk's compliance review, and a bound on one request's work. */
const maximumRows = 50_000;
const pageSize = 1_000;

/**
 * A cell that a spreadsheet would read as a formula (= + - @, tab, CR) is prefixed with a quote (OWASP CSV
 * injection), and every cell is quoted.
 */
const csvCell = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** The columns' headers, in the reader's language (decision 0147). */
const auditCsvColumns = [
  'audit.time',
  'audit.event',
  'audit.type',
  'audit.who',
  'audit.ip',
  'audit.userAgent',
  'audit.details',
] as const;

/** GET /api/v1/accounts/audit.csv: the same filters as the list, every matching event, as CSV. */
export const exportAuditEvents = async (
  deps: Pick<Deps, 'auditRepository'>,
  principal: Principal,
  filter: AuditFilterQuery,
  language: Language = 'en',
): Promise<string> => {
  const t = translatorFor(language);
  const lines = [auditCsvColumns.map((key) => csvCell(t(key))).join(',')];
  let beforeId: number | undefined = filter.before;
  for (let fetched = 0; fetched < maximumRows;) {
    const rows = await deps.auditRepository.listForAccount(principal.accountId, {
      types: filter.types,
      email: filter.email,
      from: filter.from === undefined ? undefined : new Date(filter.from),
      to: filter.to === undefined ? undefined : new Date(filter.to),
      beforeId,
      limit: pageSize,
    });
    for (const row of rows) {
      lines.push(
        [
          row.occurredAt.toISOString(),
          auditEventLabels[row.type] ?? row.type,
          row.type,
          row.email,
          row.ipAddress,
          row.userAgent,
          row.detail,
        ]
          .map(csvCell)
          .join(','),
      );
    }
    fetched += rows.length;
    if (rows.length < pageSize) break;
    beforeId = rows.at(-1)?.id;
  }
  return `${lines.join('\r\n')}\r\n`;
};
