import { useMutation } from '@tanstack/react-query';
import { subscriptionEndpoints } from '@psc/core/billing/billing.endpoints';
import { apiRequest } from '#lib/api-client.ts';

/** PUT /api/v1/purchases/clear: the card form was cancelled. */
export const clearPurchase = () =>
  apiRequest(subscriptionEndpoints.clearPurchase.path, {
    method: subscriptionEndpoints.clearPurchase.method,
    schema: subscriptionEndpoints.clearPurchase.reply,
  });

export const useClearPurchase = () => useMutation({ mutationFn: clearPurchase });
