import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractId } from '@psc/core/market-data/contracts';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/**
 * GET /api/v1/contract/periods/{contractId}: the contract's periods with their current prices (§7). Read by the
 * price boards and by the calculator form and card, so it lives below the features, with one caller, one query key
 * and one freshness (revalidated with the reply's ETag: an unchanged board costs a 304).
 */
export const getContractPeriods = (contractId: ContractId, signal?: AbortSignal) =>
  apiRequest(endpointUrl(marketDataEndpoints.contractPeriods, { contractId }), {
    schema: marketDataEndpoints.contractPeriods.reply,
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

/** null (no basis chosen yet) and the white premium, which has a call of its own, fetch nothing. */
export const contractPeriodsQueryOptions = (contractId: ContractId | null) =>
  queryOptions({
    queryKey: endpointQueryKey(marketDataEndpoints.contractPeriods, { contractId: contractId ?? '' }),
    queryFn: ({ signal }) => getContractPeriods(contractId as ContractId, signal),
    enabled: contractId !== null && contractId !== 'WhitePremium',
  });

export const useContractPeriods = (contractId: ContractId | null) =>
  useQuery(contractPeriodsQueryOptions(contractId));
