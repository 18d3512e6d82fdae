import { useMutation } from '@tanstack/react-query';
import { simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/v1/purchases/clear: the card form was cancelled. */
export const clearPurchase = () =>
  apiRequest('/api/v1/purchases/clear', { method: 'PUT', schema: simpleReplySchema });

export const useClearPurchase = () => useMutation({ mutationFn: clearPurchase });
