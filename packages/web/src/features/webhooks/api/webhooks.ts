import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { webhookEndpoints as endpoints } from '@psc/core/webhooks/webhooks.endpoints';
import type { WebhookRequest } from '@psc/core/webhooks/webhooks.schemas';
import { apiRequest } from '#lib/api-client.ts';

export const webhooksQueryKey = endpointQueryKey(endpoints.list);

/** GET /api/v1/webhooks: administrators; never the secrets. */
export const useWebhooks = () =>
  useQuery(
    queryOptions({
      queryKey: webhooksQueryKey,
      queryFn: ({ signal }) => apiRequest(endpoints.list.path, { schema: endpoints.list.reply, signal }),
    }),
  );

/** GET /api/v1/webhooks/{webhookId}/deliveries, while the deliveries are open. */
export const useWebhookDeliveries = (webhookId: string | null) =>
  useQuery({
    queryKey: endpointQueryKey(endpoints.deliveries, { webhookId: webhookId ?? '' }),
    queryFn: ({ signal }) =>
      apiRequest(endpointUrl(endpoints.deliveries, { webhookId: webhookId ?? '' }), {
        schema: endpoints.deliveries.reply,
        signal,
      }),
    enabled: webhookId !== null,
  });

const useWebhookMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};

/** POST /api/v1/webhooks: the reply holds the signing secret, this once. */
export const useRegisterWebhook = () =>
  useWebhookMutation((request: WebhookRequest) =>
    apiRequest(endpoints.create.path, {
      method: endpoints.create.method,
      body: request,
      schema: endpoints.create.reply,
    }),
  );

export const useRotateWebhookSecret = () =>
  useWebhookMutation((webhookId: string) =>
    apiRequest(endpointUrl(endpoints.rotateSecret, { webhookId }), {
      method: endpoints.rotateSecret.method,
      body: {},
      schema: endpoints.rotateSecret.reply,
    }),
  );

export const useRemoveWebhook = () =>
  useWebhookMutation((webhookId: string) =>
    apiRequest(endpointUrl(endpoints.remove, { webhookId }), {
      method: endpoints.remove.method,
      schema: endpoints.remove.reply,
    }),
  );

export const useReplayWebhookDelivery = () =>
  useWebhookMutation(({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
    apiRequest(endpointUrl(endpoints.replay, { webhookId, deliveryId }), {
      method: endpoints.replay.method,
      schema: endpoints.replay.reply,
    }),
  );
