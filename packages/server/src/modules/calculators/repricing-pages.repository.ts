import { sql, type SQL } from 'drizzle-orm';
import type { StoredCalculator } from '@psc/core/pricing/stored-calculator';
import type { Database } from '../../db/client.ts';

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

/**
 * Exactly the columns pricing reads (StoredCalculator), named as it names them, so a row needs no mapping in Node:
 * at a million calculators the ORM's per-column mapping of every column (the priced outputs, timestamps and route
 * history included) cost more than the engine (docs/decisions/0139).
 */
const storedCalculatorColumns = sql.raw(`
  c.id, c.contract_id as "contractId", c.period_id as "periodId",
  c.origin_cmp_region_id as "originCmpRegionId", c.origin_country_id as "originCountryId",
  c.origin_port_id as "originPortId", c.user_destination_id as "userDestinationId",
  c.global_destination_id as "globalDestinationId", d.name as "destinationName", d.region as "destinationRegion",
  d.country_id as "destinationCountryId", d.arrival_port_id as "destinationArrivalPortId",
  d.currency_code as "destinationCurrencyCode", d.destination_cost as "destinationCost",
  d.per_ton_land_freight_cost as "destinationLandFreight", d.premium_cost as "destinationPremiumCost",
  c.currency_code as "currencyCode", c.tons, c.tons_per_container as "tonsPerContainer",
  c.sea_freight_container_cost as "seaFreightContainerCost", c.active_premium as "activePremium",
  c.active_sea_freight as "activeSeaFreight", c.active_insurance as "activeInsurance",
  c.active_duty as "activeDuty", c.active_loading as "activeLoading", c.active_land_freight as "activeLandFreight",
  c.custom_premium as "customPremium", c.custom_sea_freight as "customSeaFreight",
  c.custom_insurance as "customInsurance", c.custom_duty as "customDuty", c.custom_loading as "customLoading",
  c.custom_land_freight as "customLandFreight", c.custom_premium_cost as "customPremiumCost",
  c.custom_sea_freight_cost as "customSeaFreightCost", c.custom_insurance_cost as "customInsuranceCost",
  c.custom_duty_cost as "customDutyCost", c.custom_loading_cost as "customLoadingCost",
  c.custom_land_freight_cost as "customLandFreightCost", c.custom_forex as "customForex",
  c.custom_forex_cost as "customForexCost", c.custom_quota as "customQuota",
  c.custom_quota_cost as "customQuotaCost", c.custom_quota_currency_code as "customQuotaCurrencyCode",
  c.polarisation, c.duty_regime as "dutyRegime", c.freight_mode as "freightMode", c.vessel_class as "vesselClass",
  c.cargo_tonnes as "cargoTonnes", c.sea_route as "seaRoute", c.rolling_position as "rollingPosition",
  c.roll_business_days as "rollBusinessDays", c.finance_terms as "financeTerms",
  a.finance_terms as "accountFinanceTerms",
  c.account_id as "accountId", c.name, c.priced_version as "pricedVersion", c.priced_price as "pricedPrice",
  c.priced_error as "pricedError"`);

/**
 * A page's row: what pricing reads, and what the job compares its new price with to say `calculator.repriced`
 * (decision 0135): whose it is, its name, and the version, price and error it was last priced with.
 */
export type RepricingRow = StoredCalculator & {
  accountId: string;
  name: string;
  pricedVersion: string | null;
  pricedPrice: number | null;
  pricedError: string | null;
};

/** A PostgreSQL array literal of uuids or numbers (no element needs quoting). */
const plainArray = (values: readonly (string | number | null)[]): string => {
  let text = '{';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    text += (index === 0 ? '' : ',') + (value === null || value === undefined ? 'NULL' : String(value));
  }
  return `${text}}`;
};

/** A PostgreSQL array literal of texts, each quoted (backslash and double quote escaped). */
const textArray = (values: readonly (string | null)[]): string =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

/** The pages the set-based repricing job reads and writes (docs/decisions/0018, 0112, 0139). */
export const repricingPageQueries = (db: Database) => ({
  /** A page of calculators for the set-based job, by id (keyset); `owner` limits it to one user's. */
  pageForPricing: async (
    afterId: string | null,
    limit: number,
    owner: { accountId: string; personId: string } | null,
    staleFor: string | null,
  ): Promise<RepricingRow[]> => {
    const conditions: SQL[] = [];
    if (afterId !== null) conditions.push(sql`c.id > ${afterId}::uuid`);
    if (owner !== null)
      conditions.push(sql`c.account_id = ${owner.accountId}::uuid and c.person_id = ${owner.personId}::uuid`);
    if (staleFor !== null) conditions.push(sql`c.priced_version is distinct from ${staleFor}`);
    const where = conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
    const result: unknown = await db.execute(sql`
      select ${storedCalculatorColumns}
      from calculators c
      left join user_destinations d on d.id = c.user_destination_id
      join accounts a on a.id = c.account_id
      ${where}
      order by c.id limit ${limit}`);
    // Both drivers answer { rows }; drizzle's shared type does not say so.
    return (result as { rows: RepricingRow[] }).rows;
  },

  /**
   * Writes a page of priced columns in one statement (unnest of arrays), whatever the page size. The page's id range
   * (its rows come in id order) lets the planner read only that slice of the table: joined on ids alone, it hashed
   * the whole table for every page, so a million calculators cost 200 full scans (docs/benchmarks-log.md). The
   * arrays go as literals built here: the driver's generic array encoding was a tenth of the job's Node time.
   */
  writePriced: async (
    rows: PricedColumns[],
    versionKey: string,
    pricedAt: Date,
    executor: Database = db,
  ): Promise<void> => {
    if (rows.length === 0) return;
    const numbers = (pick: (row: PricedColumns) => number | null) => plainArray(rows.map(pick));
    const ids = rows.map((row) => row.id);
    // Lower-case hexadecimal text sorts as PostgreSQL orders uuids (byte by byte).
    const inIdOrder = [...ids].sort();
    const [lowestId, highestId] = [inIdOrder[0], inIdOrder[inIdOrder.length - 1]];
    await executor.execute(sql`
      update calculators as c set
        priced_version = ${versionKey},
        priced_at = ${pricedAt.toISOString()}::timestamptz,
        priced_price = v.price,
        priced_low_price = v.low_price,
        priced_high_price = v.high_price,
        priced_total = v.total,
        priced_contract_price = v.contract_price,
        priced_error = v.error
      from unnest(
        ${plainArray(ids)}::uuid[],
        ${numbers((row) => row.price)}::float8[],
        ${numbers((row) => row.lowPrice)}::float8[],
        ${numbers((row) => row.highPrice)}::float8[],
        ${numbers((row) => row.total)}::float8[],
        ${numbers((row) => row.contractPrice)}::float8[],
        ${textArray(rows.map((row) => row.error))}::text[]
      ) as v(id, price, low_price, high_price, total, contract_price, error)
      where c.id = v.id and c.id between ${lowestId}::uuid and ${highestId}::uuid`);
  },
});
