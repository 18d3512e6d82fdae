/** Europe cash-market region groups, fixed by calculators.md §3 (the European Commission's price-reporting regions). */
export interface CashMarketRegion {
  readonly id: string;
  readonly name: string;
  /** ISO 3166 numeric ids, in the spec's order. */
  readonly countryIds: readonly string[];
  readonly countryNames: readonly string[];
}

export const europeCashMarketRegions: readonly CashMarketRegion[] = [
  { id: 'UK', name: 'UK', countryIds: ['826'], countryNames: ['United Kingdom'] },
  {
    id: 'Region1',
    name: 'EU Region 1',
    countryIds: ['040', '203', '208', '246', '348', '440', '616', '752', '703'],
    countryNames: [
      'Austria',
      'Czech Republic',
      'Denmark',
      'Finland',
      'Hungary',
      'Lithuania',
      'Poland',
      'Sweden',
      'Slovakia',
    ],
  },
  {
    id: 'Region2',
    name: 'EU Region 2',
    countryIds: ['056', '276', '250', '528'],
    countryNames: ['Belgium', 'Germany', 'France', 'Netherlands'],
  },
  {
    id: 'Region3',
    name: 'EU Region 3',
    countryIds: ['100', '724', '300', '191', '380', '620', '642'],
    countryNames: ['Bulgaria', 'Spain', 'Greece', 'Croatia', 'Italy', 'Portugal', 'Romania'],
  },
];

/** The one period a cash-market calculator uses (calculators.md §4 'Basis change'); it displays as 'CMP'. */
export const cashMarketPeriodId = 'CMPFY';

export const findCashMarketRegion = (regionId: string): CashMarketRegion | null =>
  europeCashMarketRegions.find((region) => region.id === regionId) ?? null;

export const cashMarketRegionOfCountry = (countryId: string): CashMarketRegion | null =>
  europeCashMarketRegions.find((region) => region.countryIds.includes(countryId)) ?? null;
