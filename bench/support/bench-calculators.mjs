// The calculators the HTTP and browser benches price: the demo team's Full User, whose earlier calculators are
// removed first, gets `count` New York #11 calculators from Santos to five destinations, USD and EUR alternating.

export const demoFullUser = { email: 'user@demo-team.example', password: 'Demo-Team-2026!' };

/** Replaces the user's calculators with `count` fresh ones; answers the priced list. */
export const replaceWithBenchCalculators = async (base, token, count = 20) => {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const calculator of await (await fetch(`${base}/api/v1/calculator/all`, { headers })).json()) {
    await fetch(`${base}/api/v1/calculator/${calculator.id}`, {
      method: 'DELETE',
      headers: { authorization: headers.authorization },
    });
  }
  const periods = await (await fetch(`${base}/api/v1/contract/periods/NewYork11`, { headers })).json();
  const live = periods.filter((period) => !period.concluded).map((period) => period.id);
  const destinations = ['USNYC', 'NLRTM', 'AEJEA', 'INNSA', 'IDCIG'];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${base}/api/v1/calculator`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Bench ${index + 1}`,
        contractId: 'NewYork11',
        periodId: live[index % live.length],
        originRegionId: 'South America',
        originCountryId: '076',
        originPortId: 'BRSSZ',
        destinationId: destinations[index % destinations.length],
        currencyCode: index % 2 === 0 ? 'USD' : 'EUR',
      }),
    });
    if (response.status !== 200)
      throw new Error(`creating calculator ${index}: ${response.status} ${await response.text()}`);
  }
  const list = await (await fetch(`${base}/api/v1/calculator/all`, { headers })).json();
  if (list.length !== count || list.some((calculator) => calculator.pricingError !== null))
    throw new Error(
      `expected ${count} priced calculators, got ${JSON.stringify(list.map((c) => c.pricingError))}`,
    );
  return list;
};
