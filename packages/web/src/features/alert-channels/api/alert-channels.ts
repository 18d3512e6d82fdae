import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertChannelEndpoints as endpoints } from '@psc/core/alert-channels/alert-channels.endpoints';
import type {
  AlertChannelChange,
  AlertChannelRequest,
} from '@psc/core/alert-channels/alert-channels.schemas';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const alertChannelsQueryKey = endpointQueryKey(endpoints.list);

/** GET /api/v1/alert-channels: the caller's chat channels and the account's. */
export const getAlertChannels = (signal?: AbortSignal) =>
  apiRequest(endpoints.list.path, { schema: endpoints.list.reply, ...(signal ? { signal } : {}) });

export const useAlertChannels = () =>
  useQuery(
    queryOptions({ queryKey: alertChannelsQueryKey, queryFn: ({ signal }) => getAlertChannels(signal) }),
  );

const useChannelMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertChannelsQueryKey }),
  });
};

/** POST /api/v1/alert-channels: answered once the test message arrived. */
export const useAddAlertChannel = () =>
  useChannelMutation((request: AlertChannelRequest) =>
    apiRequest(endpoints.create.path, {
      method: endpoints.create.method,
      body: request,
      schema: endpoints.create.reply,
    }),
  );

/** PUT /api/v1/alert-channels/{id}: a new name, or whether the channel takes publication notices (decision 0135). */
export const useChangeAlertChannel = () =>
  useChannelMutation(({ channelId, change }: { channelId: string; change: AlertChannelChange }) =>
    apiRequest(endpointUrl(endpoints.update, { channelId }), {
      method: endpoints.update.method,
      body: change,
      schema: endpoints.update.reply,
    }),
  );

export const useResumeAlertChannel = () =>
  useChannelMutation((channelId: string) =>
    apiRequest(endpointUrl(endpoints.resume, { channelId }), {
      method: endpoints.resume.method,
      schema: endpoints.resume.reply,
    }),
  );

export const useRemoveAlertChannel = () =>
  useChannelMutation((channelId: string) =>
    apiRequest(endpointUrl(endpoints.remove, { channelId }), {
      method: endpoints.remove.method,
      schema: endpoints.remove.reply,
    }),
  );
