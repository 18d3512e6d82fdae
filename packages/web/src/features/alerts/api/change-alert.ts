import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import type { AlertRequest } from '@psc/core/alerts/alerts.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { alertsQueryKey } from './get-alerts.ts';

const { create, update, remove } = alertEndpoints;

/** POST /api/v1/alerts. */
export const createAlert = (request: AlertRequest) =>
  apiRequest(create.path, { method: create.method, body: request, schema: create.reply });

export type AlertChange = {
  paused?: boolean;
  email?: boolean;
  direction?: 'above' | 'below';
  level?: number;
};

/** PUT /api/v1/alerts/{alertId}. */
export const changeAlert = ({ id, change }: { id: string; change: AlertChange }) =>
  apiRequest(endpointUrl(update, { alertId: id }), {
    method: update.method,
    body: change,
    schema: update.reply,
  });

/** DELETE /api/v1/alerts/{alertId}. */
export const deleteAlert = (id: string) =>
  apiRequest(endpointUrl(remove, { alertId: id }), { method: remove.method, schema: remove.reply });

const useAlertMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
};

export const useCreateAlert = () => useAlertMutation(createAlert);
export const useChangeAlert = () => useAlertMutation(changeAlert);
export const useDeleteAlert = () => useAlertMutation(deleteAlert);
