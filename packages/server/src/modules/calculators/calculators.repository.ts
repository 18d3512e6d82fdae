import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, calculators, plans, userDestinations } from '../../db/schema.ts';
import type { FinanceTerms } from '@psc/core/pricing/finance-terms';
import { marketVersionKey } from '@psc/core/market-data/market-data-version';
import { isUuid } from '../../shared/is-uuid.ts';
import { repricingPageQueries } from './repricing-pages.repository.ts';

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

type OwnedId = { accountId: string; personId: string; id: string };

/** The rows of `findOwnedMany`: the wanted (id, account, person) triples as one unnest, one parameter per column. */
const selectOwnedMany = async (executor: Database, wanted: readonly OwnedId[]): Promise<CalculatorRow[]> => {
  const valid = wanted.filter((entry) => isUuid(entry.id));
  if (valid.length === 0) return [];
  // Array literals of validated uuids: no element needs quoting.
  const uuids = (pick: (entry: OwnedId) => string) => `{${valid.map(pick).join(',')}}`;
  return executor
    .select(rowColumns)
    .from(calculators)
    .leftJoin(userDestinations, eq(userDestinations.id, calculators.userDestinationId))
    .innerJoin(accounts, eq(accounts.id, calculators.accountId))
    .where(
      sql`(${calculators.id}, ${calculators.accountId}, ${calculators.personId}) in (select * from unnest(${uuids((entry) => entry.id)}::uuid[], ${uuids((entry) => entry.accountId)}::uuid[], ${uuids((entry) => entry.personId)}::uuid[]))`,
    );
};

const ownerIs = (accountId: string, personId: string) =>
  and(eq(calculators.accountId, accountId), eq(calculators.personId, personId));

/** The periods of a user's calculators and their moves. */
const periodQueries = (db: Database) => ({
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
    ...periodQueries(db),
    ...repricingPageQueries(db),
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

    /**
     * Many calculators, each by its owner and id, in one statement whatever their number (an alert evaluation's
     * firings): a pair whose person of that account does not own the id finds nothing.
     */
    findOwnedMany: (wanted: readonly OwnedId[], executor: Database = db): Promise<CalculatorRow[]> =>
      selectOwnedMany(executor, wanted),

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
