import { and, desc, eq, isNull } from 'drizzle-orm';
import { parseStoredScopes } from '@psc/core/authorization-server/scopes';
import type { Database } from '../../db/client.ts';
import { accounts, apiKeys, persons } from '../../db/schema.ts';

export type NewApiKey = {
  accountId: string;
  personId: string;
  name: string;
  prefix: string;
  keyHash: string;
  scopes: string[];
  createdAt: Date;
};

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdByEmail: persons.email,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export const createApiKeysRepository = (db: Database) => ({
  insert: async (key: NewApiKey): Promise<string> => {
    const [row] = await db.insert(apiKeys).values(key).returning({ id: apiKeys.id });
    if (!row) throw new Error('API key insert returned nothing');
    return row.id;
  },

  /** Account-scoped: the account's keys, newest first, revoked ones included for the record. */
  listInAccount: async (accountId: string) =>
    db
      .select(listColumns)
      .from(apiKeys)
      .innerJoin(persons, eq(persons.id, apiKeys.personId))
      .where(eq(apiKeys.accountId, accountId))
      .orderBy(desc(apiKeys.createdAt)),

  findInAccount: async (accountId: string, keyId: string) => {
    const [row] = await db
      .select(listColumns)
      .from(apiKeys)
      .innerJoin(persons, eq(persons.id, apiKeys.personId))
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)))
      .limit(1);
    return row ?? null;
  },

  /** Account-scoped; false when the key is another account's or already revoked. */
  revokeInAccount: async (accountId: string, keyId: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return rows.length > 0;
  },

  /** An unrevoked key of an active user, with what the request's principal needs. */
  findActiveByHash: async (keyHash: string) => {
    const [row] = await db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        personId: persons.id,
        accountId: accounts.id,
        email: persons.email,
        permissions: persons.permissions,
        defaultAdmin: accounts.defaultAdmin,
        accountStatus: accounts.status,
        accountCreatedAt: accounts.dateAdded,
        freePlanDurationMs: accounts.freePlanDurationMs,
        isActive: persons.isActive,
      })
      .from(apiKeys)
      .innerJoin(persons, eq(persons.id, apiKeys.personId))
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
      .limit(1);
    return row && row.isActive ? { ...row, scopes: parseStoredScopes(row.scopes.join(' ')) } : null;
  },

  markUsed: async (keyId: string, now: Date, executor: Database = db): Promise<void> => {
    await executor.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
  },
});

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
