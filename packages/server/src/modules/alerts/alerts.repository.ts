import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { alerts, calculators, parityMatrices } from '../../db/schema.ts';
import { isUuid } from '../../shared/is-uuid.ts';

export type AlertRecord = typeof alerts.$inferSelect;
export type NewAlert = typeof alerts.$inferInsert;
export type AlertChange = Partial<Pick<AlertRecord, 'paused' | 'email' | 'direction' | 'level'>> &
  Partial<Pick<AlertRecord, 'conditionMet' | 'lastValue' | 'lastVersion' | 'lastEvaluatedAt'>>;

/** An alert whose evaluation turned its condition true: what its notification and e-mail say. */
export type Firing = {
  id: string;
  accountId: string;
  personId: string;
  kind: AlertRecord['kind'];
  matrixId: string | null;
  email: boolean;
  direction: 'above' | 'below' | null;
  level: number | null;
  value: number;
  previous: number | null;
  subject: string;
  unit: string;
  /** Calculator and spread alerts: the calculators watched (the second only for a spread). */
  calculatorId: string | null;
  otherCalculatorId: string | null;
};

/** A watched value computed outside SQL (a board price, a matrix column's cheapest origin), keyed as alerts key it. */
export type ComputedValue = { key: string; value: number | null; subject: string; unit: string };

type FiringRow = {
  id: string;
  account_id: string;
  person_id: string;
  kind: AlertRecord['kind'];
  matrix_id: string | null;
  email: boolean;
  direction: 'above' | 'below' | null;
  level: number | null;
  value: number;
  previous: number | null;
  subject: string;
  unit: string;
  calculator_id: string | null;
  other_calculator_id: string | null;
};

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

const firingOf = (row: FiringRow): Firing => ({
  id: row.id,
  accountId: row.account_id,
  personId: row.person_id,
  kind: row.kind,
  matrixId: row.matrix_id,
  email: row.email,
  direction: row.direction,
  level: row.level === null ? null : Number(row.level),
  value: Number(row.value),
  previous: row.previous === null ? null : Number(row.previous),
  subject: row.subject,
  unit: row.unit,
  calculatorId: row.calculator_id,
  otherCalculatorId: row.other_calculator_id,
});

const ownerIs = (accountId: string, personId: string) =>
  and(eq(alerts.accountId, accountId), eq(alerts.personId, personId));

/** Values computed outside SQL as a table `v(key, value, subject, unit)`, one statement whatever their number. */
const computedValues = (values: readonly ComputedValue[]) => sql`unnest(
  ${sql.param(values.map((entry) => entry.key))}::text[],
  ${sql.param(values.map((entry) => entry.value))}::float8[],
  ${sql.param(values.map((entry) => entry.subject))}::text[],
  ${sql.param(values.map((entry) => entry.unit))}::text[]
) as v(key, value, subject, unit)`;

/**
 * The state change of every candidate alert in one statement, returning only those that fire. A level alert's
 * condition holds when its value is strictly beyond the level; it fires when an evaluation finds it holding after
 * one that did not, and a paused alert keeps its state without firing. Rows are locked (FOR UPDATE) and filtered on
 * `last_version`, so two instances evaluating the same publication fire each alert once.
 */
const levelUpdate = (candidates: ReturnType<typeof sql>, version: string, now: Date) => sql`
  with candidates as (${candidates}),
  judged as (
    select c.*,
      case when c.value is null then null
           when c.direction = 'above' then c.value > c.level
           else c.value < c.level end as met
    from candidates c
  ),
  updated as (
    update ${alerts} a set
      condition_met = coalesce(j.met, a.condition_met),
      last_value = coalesce(j.value, a.last_value),
      last_version = ${version},
      last_evaluated_at = ${now.toISOString()}::timestamptz,
      fired_count = a.fired_count + case when j.met is true and not j.was_met and not a.paused then 1 else 0 end,
      last_fired_at = case when j.met is true and not j.was_met and not a.paused
                           then ${now.toISOString()}::timestamptz else a.last_fired_at end
    from judged j
    where a.id = j.id
    returning a.id, a.account_id, a.person_id, a.kind, a.matrix_id, a.email, a.direction, a.level, j.value,
      j.previous, j.subject, j.unit, a.calculator_id, a.other_calculator_id,
      (j.met is true and not j.was_met and not a.paused) as fires
  )
  select * from updated where fires`;

/** An owner's alerts: list, count, find, write, and the names of what they watch. */
const ownedAlertQueries = (db: Database) => ({
  listOwned: (accountId: string, personId: string): Promise<AlertRecord[]> =>
    db
      .select()
      .from(alerts)
      .where(ownerIs(accountId, personId))
      .orderBy(desc(alerts.createdAt), desc(alerts.id)),

  countOwned: async (accountId: string, personId: string): Promise<number> => {
    const [row] = await db.select({ value: count() }).from(alerts).where(ownerIs(accountId, personId));
    return row?.value ?? 0;
  },

  findOwned: async (accountId: string, personId: string, id: string): Promise<AlertRecord | null> => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.id, id), ownerIs(accountId, personId)))
      .limit(1);
    return row ?? null;
  },

  findById: async (id: string): Promise<AlertRecord | null> => {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
    return row ?? null;
  },

  insert: async (alert: NewAlert): Promise<AlertRecord> => {
    const [row] = await db.insert(alerts).values(alert).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  update: async (id: string, change: AlertChange): Promise<AlertRecord | null> => {
    const [row] = await db.update(alerts).set(change).where(eq(alerts.id, id)).returning();
    return row ?? null;
  },

  deleteOwned: async (accountId: string, personId: string, id: string): Promise<boolean> => {
    if (!isUuid(id)) return false;
    const rows = await db
      .delete(alerts)
      .where(and(eq(alerts.id, id), ownerIs(accountId, personId)))
      .returning({ id: alerts.id });
    return rows.length > 0;
  },

  /** The caller's own calculators among `ids`, with what an alert names and prices them by. */
  ownedCalculators: (accountId: string, personId: string, ids: readonly string[]) =>
    db
      .select({ id: calculators.id, name: calculators.name, currencyCode: calculators.currencyCode })
      .from(calculators)
      .where(
        and(
          inArray(calculators.id, ids.filter(isUuid)),
          eq(calculators.accountId, accountId),
          eq(calculators.personId, personId),
        ),
      ),

  /** Names of calculators and matrices the caller's alerts watch, for the list. */
  namesFor: async (accountId: string, personId: string) => {
    const [calculatorNames, matrixNames] = await Promise.all([
      db
        .select({ id: calculators.id, name: calculators.name, currencyCode: calculators.currencyCode })
        .from(calculators)
        .where(and(eq(calculators.accountId, accountId), eq(calculators.personId, personId))),
      db
        .select({ id: parityMatrices.id, name: parityMatrices.name })
        .from(parityMatrices)
        .where(and(eq(parityMatrices.accountId, accountId), eq(parityMatrices.personId, personId))),
    ]);
    return { calculatorNames, matrixNames };
  },

  /** Calculator DDP and spread alerts against the priced columns of `version` (the repricing job's output). */
});

/** The set-based evaluation after a publication: each kind of target, moved in statements (docs/decisions/0048). */
const alertEvaluationQueries = (db: Database) => ({
  evaluateCalculatorAlerts: async (version: string, now: Date, executor: Database = db): Promise<Firing[]> =>
    rowsOf<FiringRow>(
      await executor.execute(
        levelUpdate(
          sql`select a.id, a.condition_met as was_met, a.direction, a.level, a.last_value as previous,
                case when a.kind = 'calculatorDdp' then c.priced_price else c.priced_price - o.priced_price end as value,
                case when a.kind = 'calculatorDdp' then coalesce(nullif(c.name, ''), 'Calculator')
                     else coalesce(nullif(c.name, ''), 'Calculator') || ' − ' || coalesce(nullif(o.name, ''), 'Calculator')
                end as subject,
                c.currency_code || '/t' as unit
              from ${alerts} a
              join ${calculators} c on c.id = a.calculator_id
              left join ${calculators} o on o.id = a.other_calculator_id
              where a.kind in ('calculatorDdp', 'spread')
                and a.last_version is distinct from ${version}
                and c.priced_version = ${version}
                and (a.kind = 'calculatorDdp' or o.priced_version = ${version})
              for update of a`,
          version,
          now,
        ),
      ),
    ).map(firingOf),

  /** The board prices the unevaluated board alerts watch: distinct contract, period and region. */
  boardKeysToEvaluate: async (version: string) =>
    db
      .selectDistinct({ contractId: alerts.contractId, periodId: alerts.periodId, regionId: alerts.regionId })
      .from(alerts)
      .where(and(eq(alerts.kind, 'boardPrice'), sql`${alerts.lastVersion} is distinct from ${version}`)),

  /** Board alerts against the prices of `version`, given per `contract|period|region`. */
  evaluateBoardAlerts: async (
    version: string,
    now: Date,
    values: readonly ComputedValue[],
    executor: Database = db,
  ): Promise<Firing[]> => {
    if (values.length === 0) return [];
    return rowsOf<FiringRow>(
      await executor.execute(
        levelUpdate(
          sql`select a.id, a.condition_met as was_met, a.direction, a.level, a.last_value as previous,
                v.value, v.subject, v.unit
              from ${alerts} a
              join ${computedValues(values)}
                on v.key = a.contract_id || '|' || a.period_id || '|' || coalesce(a.region_id, '')
              where a.kind = 'boardPrice' and a.last_version is distinct from ${version}
              for update of a`,
          version,
          now,
        ),
      ),
    ).map(firingOf);
  },

  /** The matrix columns the unevaluated matrix alerts watch, with their matrices. */
  matrixTargetsToEvaluate: async (version: string) =>
    db
      .selectDistinct({
        matrix: parityMatrices,
        destination: alerts.destinationIndex,
        position: alerts.periodPosition,
      })
      .from(alerts)
      .innerJoin(parityMatrices, eq(parityMatrices.id, alerts.matrixId))
      .where(and(eq(alerts.kind, 'matrixCheapest'), sql`${alerts.lastVersion} is distinct from ${version}`)),

  /**
   * Matrix alerts against the cheapest origin (a row index) of their column, given per `matrix|destination|position`:
   * an alert fires when the row differs from the last one it saw (a column without a price keeps the last one).
   */
  evaluateMatrixAlerts: async (
    version: string,
    now: Date,
    values: readonly ComputedValue[],
    executor: Database = db,
  ): Promise<Firing[]> => {
    if (values.length === 0) return [];
    const rows = rowsOf<FiringRow>(
      await executor.execute(sql`
        with candidates as (
          select a.id, a.last_value as previous, v.value, v.subject, v.unit
          from ${alerts} a
          join ${computedValues(values)}
            on v.key = a.matrix_id::text || '|' || a.destination_index || '|' || a.period_position
          where a.kind = 'matrixCheapest' and a.last_version is distinct from ${version}
          for update of a
        ),
        updated as (
          update ${alerts} a set
            last_value = coalesce(c.value, a.last_value),
            last_version = ${version},
            last_evaluated_at = ${now.toISOString()}::timestamptz,
            fired_count = a.fired_count + case when c.value is not null and c.previous is not null
              and c.value <> c.previous and not a.paused then 1 else 0 end,
            last_fired_at = case when c.value is not null and c.previous is not null and c.value <> c.previous
              and not a.paused then ${now.toISOString()}::timestamptz else a.last_fired_at end
          from candidates c
          where a.id = c.id
          returning a.id, a.account_id, a.person_id, a.kind, a.matrix_id, a.email, a.direction, a.level, c.value, c.previous,
            c.subject, c.unit,
            (c.value is not null and c.previous is not null and c.value <> c.previous and not a.paused) as fires
        )
        select * from updated where fires`),
    );
    return rows.map(firingOf);
  },
});

export const createAlertsRepository = (db: Database) => ({
  ...ownedAlertQueries(db),
  ...alertEvaluationQueries(db),
});
