import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentMethodEndpoints } from '@psc/core/billing/billing.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const paymentMethodsQueryKey = endpointQueryKey(paymentMethodEndpoints.list);

/** GET /api/v1/paymentmethods. */
export const getPaymentMethods = (signal?: AbortSignal) =>
  apiRequest(paymentMethodEndpoints.list.path, {
    schema: paymentMethodEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });
export const usePaymentMethods = () =>
  useQuery(
    queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: ({ signal }) => getPaymentMethods(signal) }),
  );

/** GET /api/v1/stripepk. */
export const getPublishableKey = () =>
  apiRequest(paymentMethodEndpoints.publishableKey.path, {
    schema: paymentMethodEndpoints.publishableKey.reply,
  });
export const usePublishableKey = () =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(paymentMethodEndpoints.publishableKey),
      queryFn: getPublishableKey,
      staleTime: Infinity,
    }),
  );

const operationKey = () => `web-${crypto.randomUUID()}`;

/** POST /api/v1/paymentmethods/createintent: message is the setup intent's client secret. */
export const createSetupIntent = () =>
  apiRequest(paymentMethodEndpoints.createIntent.path, {
    method: paymentMethodEndpoints.createIntent.method,
    headers: { 'Idempotency-Key': operationKey() },
    schema: paymentMethodEndpoints.createIntent.reply,
  });
export const useCreateSetupIntent = () => useMutation({ mutationFn: createSetupIntent });

/** PUT /api/v1/paymentmethods/{id}: replies the updated list. */
export const setDefaultPaymentMethod = (id: string) =>
  apiRequest(endpointUrl(paymentMethodEndpoints.makeDefault, { id }), {
    method: paymentMethodEndpoints.makeDefault.method,
    headers: { 'Idempotency-Key': operationKey() },
    schema: paymentMethodEndpoints.makeDefault.reply,
  });

/** DELETE /api/v1/paymentmethods/{id}: replies the updated list. */
export const deletePaymentMethod = (id: string) =>
  apiRequest(endpointUrl(paymentMethodEndpoints.remove, { id }), {
    method: paymentMethodEndpoints.remove.method,
    headers: { 'Idempotency-Key': operationKey() },
    schema: paymentMethodEndpoints.remove.reply,
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
