import { and, desc, eq, getTableColumns, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  operatorApiKeys,
  operatorAudit,
  operatorInvitations,
  operators,
  operatorTokens,
} from '../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperator = Omit<typeof operators.$inferInsert, 'id'>;
export type NewOperatorToken = typeof operatorTokens.$inferInsert;
export type OperatorApiKeyRow = typeof operatorApiKeys.$inferSelect;
export type NewOperatorApiKey = Omit<typeof operatorApiKeys.$inferInsert, 'id'>;
export type OperatorAuditRow = typeof operatorAudit.$inferSelect;
export type OperatorInvitationRow = typeof operatorInvitations.$inferSelect;
export type NewOperatorAuditEntry = Omit<typeof operatorAudit.$inferInsert, 'id'>;

/** Operators, their console tokens, their API keys and their audit trail: none of it scoped to a customer account. */
/** Operators, their sign-in (TOTP steps, tokens) and their API keys. */
const operatorQueries = (db: Database) => ({
  insertOperator: async (operator: NewOperator, executor: Database = db): Promise<string> => {
    const [row] = await executor.insert(operators).values(operator).returning({ id: operators.id });
    if (!row) throw new Error('operator insert returned nothing');
    return row.id;
  },

  listOperators: async (): Promise<OperatorRow[]> => db.select().from(operators).orderBy(operators.email),

  findOperatorByEmail: async (email: string): Promise<OperatorRow | null> => {
    const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
    return row ?? null;
  },

  /** Takes the time step once: false when this or a later step was already used (a replayed code). */
  consumeTotpStep: async (operatorId: string, step: number): Promise<boolean> => {
    const rows = await db
      .update(operators)
      .set({ totpLastUsedStep: step })
      .where(
        and(
          eq(operators.id, operatorId),
          or(isNull(operators.totpLastUsedStep), lt(operators.totpLastUsedStep, step)),
        ),
      )
      .returning({ id: operators.id });
    return rows.length === 1;
  },

  insertTokens: async (rows: NewOperatorToken[], executor: Database = db): Promise<void> => {
    await executor.insert(operatorTokens).values(rows);
  },

  /** The operator behind a live access token: not expired, not revoked, not disabled. */
  findAccessTokenOwner: async (tokenHash: string, now: Date) => {
    const [row] = await db
      .select({
        id: operators.id,
        email: operators.email,
        name: operators.name,
        role: operators.role,
        familyId: operatorTokens.familyId,
      })
      .from(operatorTokens)
      .innerJoin(operators, eq(operators.id, operatorTokens.operatorId))
      .where(
        and(
          eq(operatorTokens.tokenHash, tokenHash),
          eq(operatorTokens.kind, 'access'),
          gt(operatorTokens.expiresAt, now),
          isNull(operatorTokens.revokedAt),
          isNull(operators.disabledAt),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  findRefreshToken: async (tokenHash: string) => {
    const [row] = await db
      .select({
        familyId: operatorTokens.familyId,
        operatorId: operatorTokens.operatorId,
        expiresAt: operatorTokens.expiresAt,
        usedAt: operatorTokens.usedAt,
        revokedAt: operatorTokens.revokedAt,
        disabledAt: operators.disabledAt,
      })
      .from(operatorTokens)
      .innerJoin(operators, eq(operators.id, operatorTokens.operatorId))
      .where(and(eq(operatorTokens.tokenHash, tokenHash), eq(operatorTokens.kind, 'refresh')))
      .limit(1);
    return row ?? null;
  },

  /** Spends a refresh token once: false when another request spent it first (then the family is revoked). */
  spendRefreshToken: async (tokenHash: string, now: Date, executor: Database): Promise<boolean> => {
    const rows = await executor
      .update(operatorTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(operatorTokens.tokenHash, tokenHash),
          isNull(operatorTokens.usedAt),
          isNull(operatorTokens.revokedAt),
        ),
      )
      .returning({ tokenHash: operatorTokens.tokenHash });
    return rows.length === 1;
  },

  revokeFamily: async (familyId: string, now: Date, executor: Database = db): Promise<void> => {
    await executor
      .update(operatorTokens)
      .set({ revokedAt: now })
      .where(and(eq(operatorTokens.familyId, familyId), isNull(operatorTokens.revokedAt)));
  },

  insertApiKey: async (key: NewOperatorApiKey, executor: Database = db): Promise<OperatorApiKeyRow> => {
    const [row] = await executor.insert(operatorApiKeys).values(key).returning();
    if (!row) throw new Error('operator key insert returned nothing');
    return row;
  },

  listApiKeys: async (): Promise<OperatorApiKeyRow[]> =>
    db.select().from(operatorApiKeys).orderBy(desc(operatorApiKeys.createdAt)),

  findLiveApiKey: async (keyHash: string): Promise<OperatorApiKeyRow | null> => {
    const [row] = await db
      .select()
      .from(operatorApiKeys)
      .where(and(eq(operatorApiKeys.keyHash, keyHash), isNull(operatorApiKeys.revokedAt)))
      .limit(1);
    return row ?? null;
  },

  /** At most once a minute per key, so a busy script does not write on every call. */
  touchApiKey: async (id: string, now: Date): Promise<void> => {
    await db
      .update(operatorApiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(operatorApiKeys.id, id),
          or(
            isNull(operatorApiKeys.lastUsedAt),
            lt(operatorApiKeys.lastUsedAt, new Date(now.getTime() - 60_000)),
          ),
        ),
      );
  },

  revokeApiKey: async (id: string, now: Date, executor: Database = db): Promise<OperatorApiKeyRow | null> => {
    const [row] = await executor
      .update(operatorApiKeys)
      .set({ revokedAt: now })
      .where(and(eq(operatorApiKeys.id, id), isNull(operatorApiKeys.revokedAt)))
      .returning();
    return row ?? null;
  },
});

/** The operators' audit trail, the health probe and the sealed keys' report. */
const operatorAuditQueries = (db: Database) => ({
  insertAudit: async (entry: NewOperatorAuditEntry, executor: Database = db): Promise<void> => {
    await executor.insert(operatorAudit).values(entry);
  },

  listAudit: async (filter: { action?: string | undefined; target?: string | undefined; limit: number }) =>
    db
      .select({
        ...getTableColumns(operatorAudit),
        // What the target id names, where it is an account or an operator: support reads names, not UUIDs
        // (issue 48). Qualified by hand: in a one-table select Drizzle writes its columns bare.
        targetName: sql<string | null>`coalesce(
          (select ${accounts.name} from ${accounts} where ${accounts.id}::text = "operator_audit"."target"),
          (select ${operators.name} || ' (' || ${operators.email} || ')' from ${operators}
            where ${operators.id}::text = "operator_audit"."target"))`,
      })
      .from(operatorAudit)
      .where(
        and(
          filter.action === undefined ? undefined : eq(operatorAudit.action, filter.action),
          filter.target === undefined ? undefined : eq(operatorAudit.target, filter.target),
        ),
      )
      .orderBy(desc(operatorAudit.id))
      .limit(filter.limit),

  /** The newest audit entry of an action on a target: e.g. the status an account had before it was made super. */
  findLatestAudit: async (
    action: string,
    target: string,
    executor: Database = db,
  ): Promise<OperatorAuditRow | null> => {
    const [row] = await executor
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, action), eq(operatorAudit.target, target)))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    return row ?? null;
  },

  /** One round trip: the monitoring health check's database probe. */
  ping: async (): Promise<void> => {
    await db.execute(sql`select 1`);
  },

  /** Every operator's authenticator key, still sealed, for the encryption check. */
  listSealedKeys: async (): Promise<string[]> =>
    (await db.select({ sealed: operators.totpSecretCiphertext }).from(operators)).map((row) => row.sealed),
});

/** Operator invitations: issued, listed, revoked, accepted. */
const invitationQueries = (db: Database) => ({
  countOperators: async (): Promise<number> => {
    const [row] = await db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(operators);
    return row?.value ?? 0;
  },

  insertInvitation: async (
    invitation: Omit<typeof operatorInvitations.$inferInsert, 'id'>,
    executor: Database = db,
  ): Promise<OperatorInvitationRow> => {
    const [row] = await executor.insert(operatorInvitations).values(invitation).returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return row;
  },

  /** Ends the open invitations of an e-mail (a new one replaces them). */
  revokeOpenInvitations: async (email: string, now: Date, executor: Database = db): Promise<void> => {
    await executor
      .update(operatorInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(operatorInvitations.email, email),
          isNull(operatorInvitations.acceptedAt),
          isNull(operatorInvitations.revokedAt),
        ),
      );
  },

  /** Not accepted, not revoked, not expired; newest first. */
  listOpenInvitations: async (now: Date): Promise<OperatorInvitationRow[]> =>
    db
      .select()
      .from(operatorInvitations)
      .where(
        and(
          isNull(operatorInvitations.acceptedAt),
          isNull(operatorInvitations.revokedAt),
          gt(operatorInvitations.expiresAt, now),
        ),
      )
      .orderBy(desc(operatorInvitations.createdAt)),

  findOpenInvitation: async (tokenHash: string, now: Date): Promise<OperatorInvitationRow | null> => {
    const [row] = await db
      .select()
      .from(operatorInvitations)
      .where(
        and(
          eq(operatorInvitations.tokenHash, tokenHash),
          isNull(operatorInvitations.acceptedAt),
          isNull(operatorInvitations.revokedAt),
          gt(operatorInvitations.expiresAt, now),
        ),
      );
    return row ?? null;
  },

  /** Revokes one open invitation; false when it was not open. */
  revokeInvitation: async (id: string, now: Date): Promise<OperatorInvitationRow | null> => {
    const [row] = await db
      .update(operatorInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(operatorInvitations.id, id),
          isNull(operatorInvitations.acceptedAt),
          isNull(operatorInvitations.revokedAt),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Takes the invitation once: false when another accept, a revocation or the expiry came first. */
  acceptInvitation: async (id: string, now: Date, executor: Database = db): Promise<boolean> => {
    const rows = await executor
      .update(operatorInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(operatorInvitations.id, id),
          isNull(operatorInvitations.acceptedAt),
          isNull(operatorInvitations.revokedAt),
          gt(operatorInvitations.expiresAt, now),
        ),
      )
      .returning({ id: operatorInvitations.id });
    return rows.length === 1;
  },

  setInvitationOperator: async (id: string, operatorId: string, executor: Database = db): Promise<void> => {
    await executor.update(operatorInvitations).set({ operatorId }).where(eq(operatorInvitations.id, id));
  },
});

export const createOperationsRepository = (db: Database) => ({
  ...operatorQueries(db),
  ...operatorAuditQueries(db),
  ...invitationQueries(db),
});

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
