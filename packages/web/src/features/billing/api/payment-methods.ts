import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentIntentReplySchema,
  paymentMethodListReplySchema,
  publishableKeyReplySchema,
} from '@psc/core/billing/billing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export const paymentMethodsQueryKey = ['billing', 'payment-methods'] as const;

/** GET /api/v1/paymentmethods. */
export const getPaymentMethods = (signal?: AbortSignal) =>
  apiRequest('/api/v1/paymentmethods', {
    schema: paymentMethodListReplySchema,
    ...(signal ? { signal } : {}),
  });
export const usePaymentMethods = () =>
  useQuery(
    queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: ({ signal }) => getPaymentMethods(signal) }),
  );

/** GET /api/v1/stripepk. */
export const getPublishableKey = () => apiRequest('/api/v1/stripepk', { schema: publishableKeyReplySchema });
export const usePublishableKey = () =>
  useQuery(
    queryOptions({ queryKey: ['billing', 'stripepk'], queryFn: getPublishableKey, staleTime: Infinity }),
  );

const operationKey = () => `web-${crypto.randomUUID()}`;

/** POST /api/v1/paymentmethods/createintent: message is the setup intent's client secret. */
export const createSetupIntent = () =>
  apiRequest('/api/v1/paymentmethods/createintent', {
    method: 'POST',
    headers: { 'Idempotency-Key': operationKey() },
    schema: paymentIntentReplySchema,
  });
export const useCreateSetupIntent = () => useMutation({ mutationFn: createSetupIntent });

/** PUT /api/v1/paymentmethods/{id}: replies the updated list. */
export const setDefaultPaymentMethod = (id: string) =>
  apiRequest(`/api/v1/paymentmethods/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { 'Idempotency-Key': operationKey() },
    schema: paymentMethodListReplySchema,
  });

/** DELETE /api/v1/paymentmethods/{id}: replies the updated list. */
export const deletePaymentMethod = (id: string) =>
  apiRequest(`/api/v1/paymentmethods/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'Idempotency-Key': operationKey() },
    schema: paymentMethodListReplySchema,
  });

export const useSetDefaultPaymentMethod = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: (methods) => queryClient.setQueryData(paymentMethodsQueryKey, methods),
  });
};

/** Deletes several cards one call each; default cards were left out by the caller. */
export const useDeletePaymentMethods = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await deletePaymentMethod(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
};
