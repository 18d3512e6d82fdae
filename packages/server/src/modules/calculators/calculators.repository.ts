import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, calculators, plans, userDestinations } from '../../db/schema.ts';
import type { FinanceTerms } from '@psc/core/pricing/finance-terms';
import { marketVersionKey } from '@psc/core/market-data/market-data-version';
import { isUuid } from '../../shared/is-uuid.ts';

export type CalculatorRecord = typeof calculators.$inferSelect;
export type NewCalculator = typeof calculators.$inferInsert;
export type CalculatorChanges = Partial<
  Omit<NewCalculator, 'id' | 'accountId' | 'personId' | 'creationTimestamp' | 'sequence'>
>;

/** The user-defined destination a calculator uses, joined on every read (null for a global destination). */
const destinationColumns = {
  destinationName: userDestinations.name,
  destinationRegion: userDestinations.region,
  destinationCountryId: userDestinations.countryId,
  destinationArrivalPortId: userDestinations.arrivalPortId,
  destinationCurrencyCode: userDestinations.currencyCode,
  destinationLandFreight: userDestinations.perTonLandFreightCost,
  destinationCost: userDestinations.destinationCost,
  destinationPremiumCost: userDestinations.premiumCost,
};

const rowColumns = {
  ...getTableColumns(calculators),
  ...destinationColumns,
  /** The account's default cost-of-money terms (docs/decisions/0034), joined on every read. */
  accountFinanceTerms: accounts.financeTerms,
};

export type CalculatorRow = CalculatorRecord & {
  destinationName: string | null;
  destinationRegion: string | null;
  destinationCountryId: string | null;
  destinationArrivalPortId: string | null;
  destinationCurrencyCode: string | null;
  destinationLandFreight: number | null;
  destinationCost: number | null;
  destinationPremiumCost: number | null;
  accountFinanceTerms: FinanceTerms | null;
};

/** The priced columns the set-based job writes for one calculator. */
export type PricedColumns = {
  id: string;
  price: number | null;
  lowPrice: number | null;
  highPrice: number | null;
  total: number | null;
  contractPrice: number | null;
  error: string | null;
};

const ownerIs = (accountId: string, personId: string) =>
  and(eq(calculators.accountId, accountId), eq(calculators.personId, personId));

/** The periods of a user's calculators and their moves, and the pages the repricing job reads and writes. */
const periodAndRepricingQueries = (db: Database) => ({
  /** The (contract, period) pairs the caller's calculators use, to find the expired ones. */
  ownedPeriods: async (accountId: string, personId: string) =>
    db
      .selectDistinct({ contractId: calculators.contractId, periodId: calculators.periodId })
      .from(calculators)
      .where(ownerIs(accountId, personId)),

  /** One statement per contract: every calculator of the caller on one of `fromPeriodIds` moves to `toPeriodId`. */
  movePeriods: async (
    accountId: string,
    personId: string,
    contractId: string,
    fromPeriodIds: string[],
    toPeriodId: string,
    executor: Database = db,
  ): Promise<number> => {
    const moved = await executor
      .update(calculators)
      .set({ periodId: toPeriodId, pricedVersion: null })
      .where(
        and(
          ownerIs(accountId, personId),
          eq(calculators.contractId, contractId),
          inArray(calculators.periodId, fromPeriodIds),
        ),
      )
      .returning({ id: calculators.id });
    return moved.length;
  },

  /** A page of calculators for the set-based job, by id (keyset); `owner` limits it to one user's. */
  pageForPricing: async (
    afterId: string | null,
    limit: number,
    owner: { accountId: string; personId: string } | null,
    staleFor: string | null,
  ): Promise<CalculatorRow[]> =>
    db
      .select(rowColumns)
      .from(calculators)
      .leftJoin(userDestinations, eq(userDestinations.id, calculators.userDestinationId))
      .innerJoin(accounts, eq(accounts.id, calculators.accountId))
      .where(
        and(
          afterId === null ? undefined : gt(calculators.id, afterId),
          owner === null ? undefined : ownerIs(owner.accountId, owner.personId),
          staleFor === null ? undefined : sql`${calculators.pricedVersion} is distinct from ${staleFor}`,
        ),
      )
      .orderBy(asc(calculators.id))
      .limit(limit),

  /**
   * Who prices from these published series (decision 0135): each person with a calculator on one of them, with the
   * ones they use. Prices by contract, FX by the calculator currency, freight by the loading port.
   */
  pricingFrom: async (
    kind: 'prices' | 'fx' | 'freight',
    series: readonly string[],
    executor: Database = db,
  ): Promise<{ accountId: string; personId: string; series: string[] }[]> => {
    if (series.length === 0) return [];
    const column =
      kind === 'prices'
        ? calculators.contractId
        : kind === 'fx'
          ? calculators.currencyCode
          : calculators.originPortId;
    return executor
      .select({
        accountId: calculators.accountId,
        personId: calculators.personId,
        series: sql<string[]>`array_agg(distinct ${column}::text order by ${column}::text)`,
      })
      .from(calculators)
      .where(sql`${column}::text = any(${sql.param([...new Set(series)])}::text[])`)
      .groupBy(calculators.accountId, calculators.personId);
  },

  /**
   * Writes a page of priced columns in one statement (unnest of arrays), whatever the page size. The page's id range
   * (its rows come in id order) lets the planner read only that slice of the table: joined on ids alone, it hashed
   * the whole table for every page, so a million calculators cost 200 full scans (docs/benchmarks-log.md).
   */
  writePriced: async (
    rows: PricedColumns[],
    versionKey: string,
    pricedAt: Date,
    executor: Database = db,
  ): Promise<void> => {
    if (rows.length === 0) return;
    const column = <T>(pick: (row: PricedColumns) => T) => rows.map(pick);
    const ids = column((row) => row.id);
    // Lower-case hexadecimal text sorts as PostgreSQL orders uuids (byte by byte).
    const inIdOrder = [...ids].sort();
    const [lowestId, highestId] = [inIdOrder[0], inIdOrder[inIdOrder.length - 1]];
    await executor.execute(sql`
      update ${calculators} as c set
        priced_version = ${versionKey},
        priced_at = ${pricedAt.toISOString()}::timestamptz,
        priced_price = v.price,
        priced_low_price = v.low_price,
        priced_high_price = v.high_price,
        priced_total = v.total,
        priced_contract_price = v.contract_price,
        priced_error = v.error
      from unnest(
        ${sql.param(ids)}::uuid[],
        ${sql.param(column((row) => row.price))}::float8[],
        ${sql.param(column((row) => row.lowPrice))}::float8[],
        ${sql.param(column((row) => row.highPrice))}::float8[],
        ${sql.param(column((row) => row.total))}::float8[],
        ${sql.param(column((row) => row.contractPrice))}::float8[],
        ${sql.param(column((row) => row.error))}::text[]
      ) as v(id, price, low_price, high_price, total, contract_price, error)
      where c.id = v.id and c.id between ${lowestId}::uuid and ${highestId}::uuid`);
  },
});

export const createCalculatorsRepository = (db: Database) => {
  // The hot read of every calculators screen: one prepared statement (research §3.7).
  // The market-data version rides along (four uncorrelated subqueries, evaluated once), so a read needs no second
  // round trip to know whether its cached prices are current.
  const listOwnedQuery = db
    .select({
      ...rowColumns,
      pricesVersion: sql<string | number>`(select coalesce(max(sequence), 0) from price_publications)`,
      fxVersion: sql<string | number>`(select coalesce(max(sequence), 0) from fx_publications)`,
      freightVersion: sql<string | number>`(select coalesce(max(sequence), 0) from freight_publications)`,
      rulesVersion: sql<string | number>`(select coalesce(max(sequence), 0) from rule_table_versions)`,
    })
    .from(calculators)
    .leftJoin(userDestinations, eq(userDestinations.id, calculators.userDestinationId))
    .innerJoin(accounts, eq(accounts.id, calculators.accountId))
    .where(
      and(
        eq(calculators.accountId, sql.placeholder('accountId')),
        eq(calculators.personId, sql.placeholder('personId')),
      ),
    )
    .orderBy(asc(calculators.creationTimestamp), asc(calculators.sequence))
    .prepare('calculators_list_owned');

  const findOwnedQuery = db
    .select(rowColumns)
    .from(calculators)
    .leftJoin(userDestinations, eq(userDestinations.id, calculators.userDestinationId))
    .innerJoin(accounts, eq(accounts.id, calculators.accountId))
    .where(
      and(
        eq(calculators.id, sql.placeholder('id')),
        eq(calculators.accountId, sql.placeholder('accountId')),
        eq(calculators.personId, sql.placeholder('personId')),
      ),
    )
    .limit(1)
    .prepare('calculators_find_owned');

  return {
    ...periodAndRepricingQueries(db),
    /** The caller's calculators by creationTimestamp ascending (§9 'Sorting'), each with its user-defined destination. */
    listOwned: async (
      accountId: string,
      personId: string,
    ): Promise<{ rows: CalculatorRow[]; versionKey: string | null }> => {
      const rows = await listOwnedQuery.execute({ accountId, personId });
      const first = rows[0];
      return {
        rows,
        versionKey:
          first === undefined
            ? null
            : marketVersionKey({
                prices: Number(first.pricesVersion),
                fx: Number(first.fxVersion),
                freight: Number(first.freightVersion),
                rules: Number(first.rulesVersion),
              }),
      };
    },

    /** Scoped by account and person: another user's or another account's id finds nothing. */
    findOwned: async (
      accountId: string,
      personId: string,
      id: string,
      executor: Database = db,
    ): Promise<CalculatorRow | null> => {
      if (!isUuid(id)) return null;
      if (executor === db) return (await findOwnedQuery.execute({ id, accountId, personId }))[0] ?? null;
      const [row] = await executor
        .select(rowColumns)
        .from(calculators)
        .leftJoin(userDestinations, eq(userDestinations.id, calculators.userDestinationId))
        .innerJoin(accounts, eq(accounts.id, calculators.accountId))
        .where(and(eq(calculators.id, id), ownerIs(accountId, personId)))
        .limit(1);
      return row ?? null;
    },

    /** Locks the account row (serialises concurrent creations) and returns its plan and calculator count. */
    lockAccountAllowance: async (accountId: string, executor: Database) => {
      const [account] = await executor
        .select({ planId: accounts.currentPlanId, planName: plans.name, planSources: plans.numberOfSources })
        .from(accounts)
        .innerJoin(plans, eq(plans.id, accounts.currentPlanId))
        .where(eq(accounts.id, accountId))
        .for('update', { of: accounts });
      if (!account) return null;
      const [counted] = await executor
        .select({ value: sql<number>`count(*)::int` })
        .from(calculators)
        .where(eq(calculators.accountId, accountId));
      return { ...account, calculators: counted?.value ?? 0 };
    },

    insert: async (values: NewCalculator, executor: Database = db): Promise<string> => {
      const [created] = await executor.insert(calculators).values(values).returning({ id: calculators.id });
      if (!created) throw new Error('calculator insert returned nothing');
      return created.id;
    },

    updateOwned: async (
      accountId: string,
      personId: string,
      id: string,
      changes: CalculatorChanges,
      executor: Database = db,
    ): Promise<boolean> => {
      if (!isUuid(id)) return false;
      // A changed input makes the stored prices stale until the job or the next read prices it again.
      const updated = await executor
        .update(calculators)
        .set({ ...changes, pricedVersion: null })
        .where(and(eq(calculators.id, id), ownerIs(accountId, personId)))
        .returning({ id: calculators.id });
      return updated.length > 0;
    },

    deleteOwned: async (accountId: string, personId: string, id: string): Promise<boolean> => {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(calculators)
        .where(and(eq(calculators.id, id), ownerIs(accountId, personId)))
        .returning({ id: calculators.id });
      return deleted.length > 0;
    },

    /** The caller's own destination, for a calculator choosing it. */
    findOwnedDestination: async (accountId: string, personId: string, destinationId: string) => {
      if (!isUuid(destinationId)) return null;
      const [row] = await db
        .select({
          id: userDestinations.id,
          region: userDestinations.region,
          countryId: userDestinations.countryId,
        })
        .from(userDestinations)
        .where(
          and(
            eq(userDestinations.id, destinationId),
            eq(userDestinations.accountId, accountId),
            eq(userDestinations.personId, personId),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
};

export type CalculatorsRepository = ReturnType<typeof createCalculatorsRepository>;
