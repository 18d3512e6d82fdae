import { sql } from 'drizzle-orm';
import type { FinanceTerms } from '@psc/core/pricing/finance-terms';
import {
  bigint,
  boolean,
  integer,
  char,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PreviousCoordinates } from '@psc/core/calculators/calculators.schemas';
import { accounts, persons } from './accounts.ts';
import { userDestinations } from './destinations.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

const active = (column: string) => boolean(column).notNull().default(true);
const custom = (column: string) => boolean(column).notNull().default(false);

/**
 * Calculator of calculators.md §3: what the user chose. Prices are never trusted from here on a read (the engine
 * prices every reply from the current publications); the `priced_*` columns are the set-based job's output for
 * lists, exports of many and alerts (docs/decisions/0018-calculator-storage-and-repricing.md).
 */
export const calculators = pgTable(
  'calculators',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    contractId: text('contract_id').notNull(),
    periodId: text('period_id').notNull(),
    originRegionId: text('origin_region_id'),
    originCmpRegionId: text('origin_cmp_region_id'),
    originCountryId: char('origin_country_id', { length: 3 }),
    originPortId: text('origin_port_id'),
    /** Exactly one of the two: the user's own destination, or a global destination (a port id). NO ACTION, checked at statement end, so a person's or account's cascade deletes both, while deleting a used destination alone fails. */
    userDestinationId: uuid('user_destination_id').references(() => userDestinations.id, {
      onDelete: 'no action',
    }),
    globalDestinationId: text('global_destination_id'),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    tons: doublePrecision('tons').notNull().default(0),
    /** null = the destination country's default. */
    tonsPerContainer: doublePrecision('tons_per_container'),
    /** Per 20-ft container in the calculator currency; null = the freight table's default. */
    seaFreightContainerCost: doublePrecision('sea_freight_container_cost'),
    activePremium: active('active_premium'),
    activeSeaFreight: active('active_sea_freight'),
    activeInsurance: active('active_insurance'),
    activeDuty: active('active_duty'),
    activeLoading: active('active_loading'),
    activeLandFreight: active('active_land_freight'),
    customPremium: custom('custom_premium'),
    customSeaFreight: custom('custom_sea_freight'),
    customInsurance: custom('custom_insurance'),
    customDuty: custom('custom_duty'),
    customLoading: custom('custom_loading'),
    customLandFreight: custom('custom_land_freight'),
    customPremiumCost: doublePrecision('custom_premium_cost'),
    customSeaFreightCost: doublePrecision('custom_sea_freight_cost'),
    customInsuranceCost: doublePrecision('custom_insurance_cost'),
    customDutyCost: doublePrecision('custom_duty_cost'),
    customLoadingCost: doublePrecision('custom_loading_cost'),
    customLandFreightCost: doublePrecision('custom_land_freight_cost'),
    /** The user's fixed rate: units of the calculator currency per unit of the contract currency (docs/decisions/0021). Cleared when either currency changes. */
    customForex: custom('custom_forex'),
    customForexCost: doublePrecision('custom_forex_cost'),
    /** The user's in-quota duty per tonne in `custom_quota_currency_code` (the duty rule's currency when it was set). Cleared when contract, origin country or destination changes. */
    customQuota: custom('custom_quota'),
    customQuotaCost: doublePrecision('custom_quota_cost'),
    customQuotaCurrencyCode: char('custom_quota_currency_code', { length: 3 }),
    /** Raw cargoes: the user's polarisation in degrees; null = the origin's grade (docs/decisions/0032). */
    polarisation: doublePrecision('polarisation'),
    /** The duty option (rule or customs-union id) the user picked on the card; null = automatic (docs/decisions/0032). */
    dutyRegime: text('duty_regime'),
    /** 'bulk' or 'container'; null = the basis's default (docs/decisions/0033). */
    freightMode: text('freight_mode'),
    /** Bulk: the vessel class id; null = the basis's default class. */
    vesselClass: text('vessel_class'),
    /** Bulk: the cargo on the vessel, tonnes; null = the class's usual cargo. */
    cargoTonnes: doublePrecision('cargo_tonnes'),
    /** 'suez' or 'cape' for a pair routed through Suez; null = the shortest (Suez) (docs/decisions/0035). */
    seaRoute: text('sea_route'),
    /** Follows the front (1), second or third period instead of periodId (decision 0043); null = fixed period. */
    rollingPosition: integer('rolling_position'),
    rollBusinessDays: integer('roll_business_days'),
    /** The calculator's own cost-of-money terms, over the account's default (docs/decisions/0034); null = none. */
    financeTerms: jsonb('finance_terms').$type<FinanceTerms>(),
    /** Sea-side ends of the route before the latest change that moved them, with when; null = none. */
    previousCoordinates: jsonb('previous_coordinates').$type<PreviousCoordinates>(),
    creationTimestamp: timestamp('creation_timestamp', timestamps).notNull().defaultNow(),
    /** Market-data version (price and FX publication sequences, 'p:f') the priced columns were computed with. */
    pricedVersion: text('priced_version'),
    pricedAt: timestamp('priced_at', timestamps),
    pricedPrice: doublePrecision('priced_price'),
    pricedLowPrice: doublePrecision('priced_low_price'),
    pricedHighPrice: doublePrecision('priced_high_price'),
    pricedTotal: doublePrecision('priced_total'),
    pricedContractPrice: doublePrecision('priced_contract_price'),
    pricedError: text('priced_error'),
    /** Orders calculators created in the same millisecond. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [
    index('calculators_owner_idx').on(table.accountId, table.personId, table.creationTimestamp),
    index('calculators_user_destination_idx').on(table.userDestinationId),
    check(
      'calculators_one_destination',
      sql`(${table.userDestinationId} is null) <> (${table.globalDestinationId} is null)`,
    ),
  ],
);
