import type { AuditEvent } from '@psc/core/audit/audit.schemas';

/** A row of the Audit Trail: one event, or a run of the same API key's calls to the same address (issue 48). */
export type AuditRow = { event: AuditEvent; count: number; firstAt: number };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The key and the call, e.g. 'Desk sheet: GET /api/v1/feeds/calculators.csv'. */
export const describeApiKeyUse = (event: AuditEvent): string => {
  const detail = event.detail ?? {};
  return `${text(detail.name)}: ${text(detail.method)} ${text(detail.path)}`.trim();
};

const sameUse = (one: AuditEvent, other: AuditEvent): boolean =>
  one.type === 'api_key_used' &&
  other.type === 'api_key_used' &&
  one.detail?.keyId === other.detail?.keyId &&
  one.detail?.method === other.detail?.method &&
  one.detail?.path === other.detail?.path &&
  one.ipAddress === other.ipAddress;

/**
 * Newest first, as the server sends them; a spreadsheet refreshing its feed every minute wrote one 'API key used'
 * row a call, hiding everything else: consecutive calls of one key to one address become one row with their count.
 */
export const groupAuditRows = (events: readonly AuditEvent[]): AuditRow[] => {
  const rows: AuditRow[] = [];
  for (const event of events) {
    const last = rows.at(-1);
    if (last !== undefined && sameUse(last.event, event)) {
      last.count += 1;
      last.firstAt = event.occurredAt;
    } else rows.push({ event, count: 1, firstAt: event.occurredAt });
  }
  return rows;
};
