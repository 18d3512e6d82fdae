import { parseStoredScopes } from '@psc/core/authorization-server/scopes';
import { principalOf, type Principal } from '../../shared/principal.ts';
import { and, desc, eq, gt, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { Database, SideStatement } from '../../db/client.ts';
import { credentialQueries, hasPasskeyOf } from './credentials.repository.ts';
import {
  accounts,
  authorizationCodes,
  oauthClients,
  persons,
  personTotp,
  tokenFamilies,
  tokens,
} from '../../db/schema.ts';

/** Who holds an access token: the request's principal. */
export type AccessTokenOwner = Principal;

export type NewTokenFamily = {
  personId: string;
  accountId: string;
  clientId: string;
  scope?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  createdAt: Date;
  absoluteExpiresAt: Date;
};
export type NewToken = {
  tokenHash: string;
  kind: 'access' | 'refresh';
  familyId: string;
  personId: string;
  accountId: string;
  createdAt: Date;
  expiresAt: Date;
};

/** A person's open sessions (token families): listing, revoking, and purging what has ended. */
const sessionFamilyQueries = (db: Database) => ({
  /**
   * A person's sessions that can still be used: not revoked, inside the absolute limit, with a refresh token that
   * is unused and unexpired. Last activity is the newest token of the family.
   */
  listOpenFamiliesOfPerson: async (personId: string, now: Date) => {
    const liveRefresh = db
      .select({ familyId: tokens.familyId, lastTokenAt: max(tokens.createdAt).as('last_token_at') })
      .from(tokens)
      .where(eq(tokens.personId, personId))
      .groupBy(tokens.familyId)
      .having(
        sql`bool_or(${tokens.kind} = 'refresh' and ${tokens.usedAt} is null and ${tokens.expiresAt} > ${now})`,
      )
      .as('live_refresh');
    return db
      .select({
        id: tokenFamilies.id,
        clientId: tokenFamilies.clientId,
        applicationName: oauthClients.name,
        ipAddress: tokenFamilies.ipAddress,
        userAgent: tokenFamilies.userAgent,
        createdAt: tokenFamilies.createdAt,
        absoluteExpiresAt: tokenFamilies.absoluteExpiresAt,
        lastTokenAt: liveRefresh.lastTokenAt,
      })
      .from(tokenFamilies)
      .innerJoin(liveRefresh, eq(liveRefresh.familyId, tokenFamilies.id))
      .leftJoin(oauthClients, eq(oauthClients.clientId, tokenFamilies.clientId))
      .where(
        and(
          eq(tokenFamilies.personId, personId),
          isNull(tokenFamilies.revokedAt),
          gt(tokenFamilies.absoluteExpiresAt, now),
        ),
      )
      .orderBy(desc(liveRefresh.lastTokenAt));
  },

  /** Person-scoped: revokes one of the person's own families; false for anyone else's or one already ended. */
  revokeFamilyOfPerson: async (
    personId: string,
    familyId: string,
    reason: string,
    now: Date,
    executor: Database = db,
  ): Promise<boolean> => {
    const rows = await executor
      .update(tokenFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          eq(tokenFamilies.id, familyId),
          eq(tokenFamilies.personId, personId),
          isNull(tokenFamilies.revokedAt),
        ),
      )
      .returning({ id: tokenFamilies.id });
    return rows.length > 0;
  },

  /** Removes what can never be used again: tokens and codes expired before `before`, families ended before it. */
  purgeEnded: async (before: Date): Promise<{ families: number; tokens: number; codes: number }> =>
    db.transaction(async (tx) => {
      const families = await tx
        .delete(tokenFamilies)
        .where(or(lt(tokenFamilies.absoluteExpiresAt, before), lt(tokenFamilies.revokedAt, before)))
        .returning({ id: tokenFamilies.id });
      const expiredTokens = await tx
        .delete(tokens)
        .where(lt(tokens.expiresAt, before))
        .returning({ hash: tokens.tokenHash });
      const codes = await tx
        .delete(authorizationCodes)
        .where(lt(authorizationCodes.expiresAt, before))
        .returning({ hash: authorizationCodes.codeHash });
      return { families: families.length, tokens: expiredTokens.length, codes: codes.length };
    }),

  revokeOtherFamiliesOfPerson: async (
    personId: string,
    keepFamilyId: string | null,
    reason: string,
    now: Date,
    executor: Database = db,
  ): Promise<number> => {
    const rows = await executor
      .update(tokenFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          eq(tokenFamilies.personId, personId),
          isNull(tokenFamilies.revokedAt),
          keepFamilyId === null ? undefined : ne(tokenFamilies.id, keepFamilyId),
        ),
      )
      .returning({ id: tokenFamilies.id });
    return rows.length;
  },
});

export const createAuthRepository = (db: Database) => {
  // Prepared once: this runs on every authenticated request.
  const findAccessTokenOwner = db
    .select({
      personId: tokens.personId,
      accountId: tokens.accountId,
      familyId: tokens.familyId,
      email: persons.email,
      permissions: persons.permissions,
      defaultAdmin: accounts.defaultAdmin,
      accountStatus: accounts.status,
      accountCreatedAt: accounts.dateAdded,
      freePlanDurationMs: accounts.freePlanDurationMs,
      expiresAt: tokens.expiresAt,
      familyRevokedAt: tokenFamilies.revokedAt,
      scope: tokenFamilies.scope,
      isActive: persons.isActive,
      requireTwoFactor: accounts.requireTwoFactor,
      twoFactorVerifiedAt: personTotp.verifiedAt,
      hasPasskey: hasPasskeyOf(tokens.personId),
    })
    .from(tokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, tokens.familyId))
    .innerJoin(persons, eq(persons.id, tokens.personId))
    .innerJoin(accounts, eq(accounts.id, tokens.accountId))
    .leftJoin(personTotp, eq(personTotp.personId, tokens.personId))
    .where(and(eq(tokens.tokenHash, sql.placeholder('tokenHash')), eq(tokens.kind, 'access')))
    .prepare('find_access_token_owner');

  return {
    ...sessionFamilyQueries(db),
    ...credentialQueries(db),
    revokeAllFamiliesOfPerson: async (
      personId: string,
      reason: string,
      now: Date,
      executor: Database = db,
    ): Promise<void> => {
      await executor
        .update(tokenFamilies)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(tokenFamilies.personId, personId), isNull(tokenFamilies.revokedAt)));
    },

    /** The owner of an unrevoked access token of an active user, with its expiry (checked by the caller on every use). */
    findAccessTokenOwner: async (
      tokenHash: string,
    ): Promise<{ owner: AccessTokenOwner; expiresAt: Date } | null> => {
      const [row] = await findAccessTokenOwner.execute({ tokenHash });
      if (!row || row.familyRevokedAt !== null || !row.isActive) return null;
      return {
        expiresAt: row.expiresAt,
        owner: principalOf(row, {
          familyId: row.familyId,
          scopes: row.scope === null ? null : new Set(parseStoredScopes(row.scope)),
          twoFactorSetupRequired: row.requireTwoFactor && row.twoFactorVerifiedAt === null && !row.hasPasskey,
        }),
      };
    },

    insertTokens: async (rows: NewToken[], executor: Database = db): Promise<void> => {
      await executor.insert(tokens).values(rows);
    },

    /**
     * A new family and its first tokens in one statement (decision 0077): the family's insert runs as a CTE, and the
     * tokens' foreign key is checked at the statement's end, when the family exists. `alongside` (the sign-in's
     * audit event, decision 0080) is a second CTE of the same statement.
     */
    insertSession: async (
      family: NewTokenFamily & { id: string },
      rows: NewToken[],
      executor: Database = db,
      alongside?: SideStatement,
    ): Promise<void> => {
      const newFamily = executor.$with('new_family').as(executor.insert(tokenFamilies).values(family));
      const statements = alongside ? [newFamily, executor.$with('alongside').as(alongside)] : [newFamily];
      await executor
        .with(...statements)
        .insert(tokens)
        .values(rows);
    },

    /** Marks a refresh token used; only one of several concurrent callers gets the row back. */
    consumeRefreshToken: async (tokenHash: string, now: Date, executor: Database = db) => {
      const [row] = await executor
        .update(tokens)
        .set({ usedAt: now })
        .where(and(eq(tokens.tokenHash, tokenHash), eq(tokens.kind, 'refresh'), isNull(tokens.usedAt)))
        .returning({
          familyId: tokens.familyId,
          personId: tokens.personId,
          accountId: tokens.accountId,
          expiresAt: tokens.expiresAt,
        });
      return row ?? null;
    },

    findRefreshToken: async (tokenHash: string, executor: Database = db) => {
      const [row] = await executor
        .select({
          familyId: tokens.familyId,
          personId: tokens.personId,
          accountId: tokens.accountId,
          usedAt: tokens.usedAt,
        })
        .from(tokens)
        .where(and(eq(tokens.tokenHash, tokenHash), eq(tokens.kind, 'refresh')))
        .limit(1);
      return row ?? null;
    },

    findFamily: async (familyId: string, executor: Database = db) => {
      const [row] = await executor
        .select({
          id: tokenFamilies.id,
          clientId: tokenFamilies.clientId,
          scope: tokenFamilies.scope,
          revokedAt: tokenFamilies.revokedAt,
          absoluteExpiresAt: tokenFamilies.absoluteExpiresAt,
          email: persons.email,
          isActive: persons.isActive,
        })
        .from(tokenFamilies)
        .innerJoin(persons, eq(persons.id, tokenFamilies.personId))
        .where(eq(tokenFamilies.id, familyId))
        .limit(1);
      return row ?? null;
    },

    revokeFamily: async (
      familyId: string,
      reason: string,
      now: Date,
      executor: Database = db,
    ): Promise<void> => {
      await executor
        .update(tokenFamilies)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
    },
  };
};

export type AuthRepository = ReturnType<typeof createAuthRepository>;
