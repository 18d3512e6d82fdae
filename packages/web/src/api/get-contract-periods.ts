import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractId } from '@psc/core/market-data/contracts';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * marketDataEndpoints.contractPeriods, its path written here: Home's and My Calculators' loader asks for the periods
 * before the contracts are built (decision 0153).
 */
export const contractPeriodsEndpoint = { path: '/api/v1/contract/periods/:contractId' };

/** marketDataEndpoints.contractPeriods.reply, from a module that builds only it (docs/web-delivery.md). */
export const loadContractPeriodsReply = () =>
  import('@psc/core/market-data/period-reply.schemas').then((module) => module.periodsReplySchema);

/**
 * GET /api/v1/contract/periods/{contractId}: the contract's periods with their current prices (§7). Read by the
 * price boards and by the calculator form and card, so it lives below the features, with one caller, one query key
 * and one freshness (revalidated with the reply's ETag: an unchanged board costs a 304).
 */
export const getContractPeriods = (contractId: ContractId, signal?: AbortSignal) =>
  apiRequest(endpointUrl(contractPeriodsEndpoint, { contractId }), {
    schema: loadReplySchema(loadContractPeriodsReply),
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

/** null (no basis chosen yet) and the white premium, which has a call of its own, fetch nothing. */
export const contractPeriodsQueryOptions = (contractId: ContractId | null) =>
  queryOptions({
    queryKey: endpointQueryKey(contractPeriodsEndpoint, { contractId: contractId ?? '' }),
    queryFn: ({ signal }) => getContractPeriods(contractId as ContractId, signal),
    enabled: contractId !== null && contractId !== 'WhitePremium',
  });

export const useContractPeriods = (contractId: ContractId | null) =>
  useQuery(contractPeriodsQueryOptions(contractId));
