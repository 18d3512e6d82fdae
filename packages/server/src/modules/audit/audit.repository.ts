import { and, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { securityEvents } from '../../db/schema.ts';

export type AuditFilter = {
  types?: string[] | undefined;
  email?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  beforeId?: number | undefined;
  limit: number;
};

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (character) => `\\${character}`);

export const createAuditRepository = (db: Database) => ({
  /** Newest first, always within one account; keyset paging on the id. */
  listForAccount: async (accountId: string, filter: AuditFilter) => {
    const conditions: SQL[] = [eq(securityEvents.accountId, accountId)];
    if (filter.types && filter.types.length > 0) conditions.push(inArray(securityEvents.type, filter.types));
    if (filter.email) conditions.push(ilike(securityEvents.email, `%${escapeLike(filter.email)}%`));
    if (filter.from) conditions.push(gte(securityEvents.occurredAt, filter.from));
    if (filter.to) conditions.push(lt(securityEvents.occurredAt, filter.to));
    if (filter.beforeId) conditions.push(lt(securityEvents.id, filter.beforeId));
    return db
      .select({
        id: securityEvents.id,
        occurredAt: securityEvents.occurredAt,
        type: securityEvents.type,
        email: securityEvents.email,
        personId: securityEvents.personId,
        ipAddress: securityEvents.ipAddress,
        userAgent: securityEvents.userAgent,
        detail: securityEvents.detail,
      })
      .from(securityEvents)
      .where(and(...conditions))
      .orderBy(desc(securityEvents.id))
      .limit(filter.limit);
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
