import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/** accountEndpoints.me's path, written here: the account view's loader reads it before the contracts are built (0153). */
export const myAccountPath = '/api/v1/accounts/me';

/** accountEndpoints.me.reply, from the module that builds only the frame's replies (docs/web-delivery.md). */
export const loadMyAccountReply = () =>
  import('@psc/core/accounts/account-replies.schemas').then((module) => module.accountReplySchema);

/** GET /api/v1/accounts/me (administrators). */
export const getMyAccount = (signal?: AbortSignal) =>
  apiRequest(myAccountPath, {
    schema: loadReplySchema(loadMyAccountReply),
    ...(signal ? { signal } : {}),
  });

export const myAccountQueryKey = endpointQueryKey({ path: myAccountPath });

export const getMyAccountQueryOptions = () =>
  queryOptions({ queryKey: myAccountQueryKey, queryFn: ({ signal }) => getMyAccount(signal) });

export const useMyAccount = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyAccountQueryOptions(), enabled: options.enabled ?? true });
