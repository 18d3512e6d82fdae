import type { AuditEvent, AuditFilterQuery, AuditReply } from '@psc/core/audit/audit.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';

const toDate = (epochMs: number | undefined) => (epochMs === undefined ? undefined : new Date(epochMs));

/** GET /api/v1/accounts/audit: the account's security and user events, newest first, one page at a time. */
export const listAuditEvents = async (
  deps: Pick<Deps, 'auditRepository'>,
  principal: Principal,
  filter: AuditFilterQuery,
): Promise<AuditReply> => listAccountAuditEvents(deps, principal.accountId, filter);

/** The same page of one account's events, for that account's administrators and for PSC's support desk. */
export const listAccountAuditEvents = async (
  deps: Pick<Deps, 'auditRepository'>,
  accountId: string,
  filter: AuditFilterQuery,
): Promise<AuditReply> => {
  const rows = await deps.auditRepository.listForAccount(accountId, {
    types: filter.types,
    email: filter.email,
    from: toDate(filter.from),
    to: toDate(filter.to),
    beforeId: filter.before,
    limit: filter.limit + 1,
  });
  const page = rows.slice(0, filter.limit);
  const events: AuditEvent[] = page.map((row) => ({ ...row, occurredAt: row.occurredAt.getTime() }));
  return { events, nextBefore: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
};
