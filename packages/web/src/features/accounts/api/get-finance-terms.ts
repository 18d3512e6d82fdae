import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/accounts/financeterms: the account's default cost-of-money terms (docs/decisions/0034). */
export const getFinanceTerms = (signal?: AbortSignal) =>
  apiRequest(accountEndpoints.financeTerms.path, {
    schema: accountEndpoints.financeTerms.reply,
    ...(signal ? { signal } : {}),
  });

export const financeTermsQueryKey = endpointQueryKey(accountEndpoints.financeTerms);

export const useFinanceTerms = () =>
  useQuery(
    queryOptions({ queryKey: financeTermsQueryKey, queryFn: ({ signal }) => getFinanceTerms(signal) }),
  );
