import { sql } from 'drizzle-orm';
import { periodsOfContract } from '../../packages/core/src/market-data/contract-periods-on.ts';
import type { Deps } from '../../packages/server/src/deps.ts';
import { accounts, persons, userDestinations } from '../../packages/server/src/db/schema.ts';
import { todayOf } from '../../packages/server/src/modules/market-data/market-calendar.ts';

/**
 * Stores `count` calculators of one desk of 50 users in the database itself (INSERT … SELECT over generate_series,
 * 100,000 a statement), so a million take a minute rather than the half hour of inserts sent from Node. The mix is
 * the one the repricing figures have used since 2026-11-22: New York #11 and London #5 on every live period, six
 * origin ports, every destination port and ten user-defined destinations (with and without a port and a destination
 * cost), five currencies, some insurance turned off and some custom sea freight.
 */
export const seedBenchCalculators = async (
  deps: Pick<Deps, 'database' | 'referenceData' | 'clock' | 'currentMarketData'>,
  count: number,
  label: string,
): Promise<void> => {
  const db = deps.database.db;
  const [account] = await db
    .insert(accounts)
    .values({ name: 'Bench Desk', currentPlanId: 3, status: 2, freePlanDurationMs: 0 })
    .returning({ id: accounts.id });
  const accountId = account?.id ?? '';
  const people = await db
    .insert(persons)
    .values(
      Array.from({ length: 50 }, (_, index) => ({
        accountId,
        email: `bench-${index}-${label}@bench.example`,
        firstname: 'Bench',
        lastname: String(index),
        passwordHash: 'x',
        permissions: 'U',
      })),
    )
    .returning({ id: persons.id });
  const own = await db
    .insert(userDestinations)
    .values(
      people.slice(0, 10).map((person, index) => ({
        accountId,
        personId: person.id,
        name: `Plant ${index}`,
        region: 'North America',
        countryId: '840',
        arrivalPortId: index % 2 === 0 ? 'USNYC' : '',
        currencyCode: 'USD',
        perTonLandFreightCost: 10 + index,
        destinationCost: index % 3 === 0 ? null : 25 + index,
      })),
    )
    .returning({ id: userDestinations.id, personId: userDestinations.personId });

  const today = todayOf(deps.clock);
  const market = await deps.currentMarketData.get();
  const live = (contractId: 'NewYork11' | 'London5') =>
    periodsOfContract(deps.referenceData, contractId, today, market.prices)
      .filter((period) => !period.concluded && period.price !== null)
      .map((period) => period.id);
  const origins = ['BRSSZ', 'BRPNG', 'BRMCZ', 'BRREC', 'COCTG', 'GTPRQ'];
  const countryOf = (portId: string) =>
    deps.referenceData.ports.find((port) => port.id === portId)?.countryId ?? null;
  const globalDestinations = deps.referenceData.ports
    .filter((port) => port.isDestination)
    .map((port) => port.id);
  // PostgreSQL arrays count from 1: element (i % n) + 1 is the i-th calculator's pick.
  const pick = (array: string, length: number) => sql.raw(`${array}[(i % ${length}) + 1]`);
  const arrays = {
    people: people.map((person) => person.id),
    own: own.map((destination) => destination.id),
    ownPeople: own.map((destination) => destination.personId),
    london: live('London5'),
    newYork: live('NewYork11'),
    origins,
    originCountries: origins.map(countryOf),
    destinations: globalDestinations,
    currencies: ['USD', 'EUR', 'GBP', 'INR', 'AED'],
  };
  for (let offset = 0; offset < count; offset += 100_000) {
    const last = Math.min(count, offset + 100_000) - 1;
    await db.execute(sql`
      with picks as (
        select ${sql.param(arrays.people)}::uuid[] as people, ${sql.param(arrays.own)}::uuid[] as own,
          ${sql.param(arrays.ownPeople)}::uuid[] as own_people, ${sql.param(arrays.london)}::text[] as london,
          ${sql.param(arrays.newYork)}::text[] as new_york, ${sql.param(arrays.origins)}::text[] as origins,
          ${sql.param(arrays.originCountries)}::text[] as origin_countries,
          ${sql.param(arrays.destinations)}::text[] as destinations, ${sql.param(arrays.currencies)}::text[] as currencies
      )
      insert into calculators (account_id, person_id, name, contract_id, period_id, origin_region_id,
        origin_country_id, origin_port_id, user_destination_id, global_destination_id, currency_code, tons,
        active_insurance, custom_sea_freight, custom_sea_freight_cost)
      select ${accountId}::uuid,
        case when i % 4 = 0 then ${pick('own_people', arrays.own.length)} else ${pick('people', arrays.people.length)} end,
        'Bench ' || i,
        case when i % 3 = 0 then 'London5' else 'NewYork11' end,
        case when i % 3 = 0 then ${pick('london', arrays.london.length)} else ${pick('new_york', arrays.newYork.length)} end,
        case when ${pick('origins', origins.length)} like 'BR%' or ${pick('origins', origins.length)} like 'CO%'
          then 'South America' else 'North America' end,
        ${pick('origin_countries', origins.length)},
        ${pick('origins', origins.length)},
        case when i % 4 = 0 then ${pick('own', arrays.own.length)} end,
        case when i % 4 <> 0 then ${pick('destinations', globalDestinations.length)} end,
        ${pick('currencies', arrays.currencies.length)},
        (i % 97) * 250,
        i % 10 <> 0,
        i % 7 = 0,
        case when i % 7 = 0 then 40 + i % 30 end
      from picks, generate_series(${offset}::int, ${last}::int) as i`);
  }
  await db.execute(sql`analyze calculators`);
};
