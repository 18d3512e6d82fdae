import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** Which countries of a region: those with loading ports (a calculator's From, §4), or all (a destination's To). */
type Having = 'origins' | undefined;

/** GET /api/v1/destination/global/regions/{region}/countries[?having=origins]. Read by calculators and destinations. */
export const getRegionCountries = (region: string, having: Having, signal?: AbortSignal) =>
  apiRequest(endpointUrl(marketDataEndpoints.regionCountries, { region }, having ? { having } : {}), {
    schema: marketDataEndpoints.regionCountries.reply,
    ...(signal ? { signal } : {}),
  });

export const regionCountriesQueryKey = (region: string | null, having: Having) =>
  ['destination', 'global', 'regions', region, 'countries', ...(having ? [having] : [])] as const;

export const useRegionCountries = (region: string | null, having?: Having) =>
  useQuery(
    queryOptions({
      queryKey: regionCountriesQueryKey(region, having),
      queryFn: ({ signal }) => getRegionCountries(region ?? '', having, signal),
      enabled: region !== null,
    }),
  );
