import { queryOptions, useQuery } from '@tanstack/react-query';
import { periodsReplySchema } from '@psc/core/market-data/market-data.schemas';
import type { ContractId } from '@psc/core/market-data/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/contract/periods/{contractId}. */
export const getContractPeriods = (contractId: ContractId, signal?: AbortSignal) =>
  apiRequest(`/api/v1/contract/periods/${contractId}`, {
    schema: periodsReplySchema,
    ...(signal ? { signal } : {}),
  });
export const contractPeriodsQueryOptions = (contractId: ContractId | null) =>
  queryOptions({
    queryKey: ['contract', 'periods', contractId],
    queryFn: ({ signal }) => getContractPeriods(contractId as ContractId, signal),
    enabled: contractId !== null && contractId !== 'WhitePremium',
  });
export const useContractPeriods = (contractId: ContractId | null) =>
  useQuery(contractPeriodsQueryOptions(contractId));
