import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ThirdPartyScope } from '@psc/core/authorization-server/scopes';
import { parseStoredScopes } from '@psc/core/authorization-server/scopes';
import type { Database } from '../../db/client.ts';
import { authorizationCodes, oauthClients, persons, tokenFamilies, tokens } from '../../db/schema.ts';

export type StoredClient = {
  clientId: string;
  name: string;
  secretHash: string;
  redirectUris: string[];
  scopes: ThirdPartyScope[];
  createdAt: Date;
  revokedAt: Date | null;
};

export type NewAuthorizationCode = {
  codeHash: string;
  clientId: string;
  personId: string;
  accountId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  createdAt: Date;
  expiresAt: Date;
};

const toStoredClient = (row: typeof oauthClients.$inferSelect): StoredClient => ({
  ...row,
  scopes: parseStoredScopes(row.scopes.join(' ')),
});

export const createAuthorizationServerRepository = (db: Database) => ({
  insertClient: async (client: Omit<StoredClient, 'revokedAt'>): Promise<StoredClient> => {
    const [row] = await db.insert(oauthClients).values(client).returning();
    if (!row) throw new Error('client insert returned nothing');
    return toStoredClient(row);
  },

  listClients: async (): Promise<StoredClient[]> =>
    (await db.select().from(oauthClients).orderBy(desc(oauthClients.createdAt))).map(toStoredClient),

  /** A registered client that has not been revoked. */
  findActiveClient: async (clientId: string): Promise<StoredClient | null> => {
    const [row] = await db
      .select()
      .from(oauthClients)
      .where(and(eq(oauthClients.clientId, clientId), isNull(oauthClients.revokedAt)))
      .limit(1);
    return row ? toStoredClient(row) : null;
  },

  /** Revokes the client and every session it holds, in one transaction; false if it was unknown or already revoked. */
  revokeClient: async (clientId: string, now: Date): Promise<boolean> =>
    db.transaction(async (tx) => {
      const revoked = await tx
        .update(oauthClients)
        .set({ revokedAt: now })
        .where(and(eq(oauthClients.clientId, clientId), isNull(oauthClients.revokedAt)))
        .returning({ clientId: oauthClients.clientId });
      if (revoked.length === 0) return false;
      await tx
        .update(tokenFamilies)
        .set({ revokedAt: now, revokedReason: 'client_revoked' })
        .where(and(eq(tokenFamilies.clientId, clientId), isNull(tokenFamilies.revokedAt)));
      return true;
    }),

  insertCode: async (code: NewAuthorizationCode): Promise<void> => {
    await db.insert(authorizationCodes).values(code);
  },

  /** Marks a code used; of two concurrent exchanges only one gets the row back. */
  consumeCode: async (codeHash: string, now: Date, executor: Database = db) => {
    const [row] = await executor
      .update(authorizationCodes)
      .set({ usedAt: now })
      .where(and(eq(authorizationCodes.codeHash, codeHash), isNull(authorizationCodes.usedAt)))
      .returning();
    return row ?? null;
  },

  findCode: async (codeHash: string) => {
    const [row] = await db
      .select()
      .from(authorizationCodes)
      .where(eq(authorizationCodes.codeHash, codeHash))
      .limit(1);
    return row ?? null;
  },

  attachFamilyToCode: async (codeHash: string, familyId: string, executor: Database): Promise<void> => {
    await executor
      .update(authorizationCodes)
      .set({ familyId })
      .where(eq(authorizationCodes.codeHash, codeHash));
  },

  isPersonActive: async (personId: string, executor: Database = db): Promise<boolean> => {
    const [row] = await executor
      .select({ isActive: persons.isActive })
      .from(persons)
      .where(eq(persons.id, personId))
      .limit(1);
    return row?.isActive ?? false;
  },

  /** A token with everything introspection reports and checks (RFC 7662 §2.2). */
  findTokenForIntrospection: async (tokenHash: string) => {
    const [row] = await db
      .select({
        kind: tokens.kind,
        personId: tokens.personId,
        accountId: tokens.accountId,
        createdAt: tokens.createdAt,
        expiresAt: tokens.expiresAt,
        usedAt: tokens.usedAt,
        familyId: tokens.familyId,
        clientId: tokenFamilies.clientId,
        scope: tokenFamilies.scope,
        familyRevokedAt: tokenFamilies.revokedAt,
        familyExpiresAt: tokenFamilies.absoluteExpiresAt,
        email: persons.email,
        isActive: persons.isActive,
      })
      .from(tokens)
      .innerJoin(tokenFamilies, eq(tokenFamilies.id, tokens.familyId))
      .innerJoin(persons, eq(persons.id, tokens.personId))
      .where(eq(tokens.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  },
});

export type AuthorizationServerRepository = ReturnType<typeof createAuthorizationServerRepository>;
