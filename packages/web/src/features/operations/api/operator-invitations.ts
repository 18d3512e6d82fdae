import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { OperatorInvitationRequest } from '@psc/core/operations/operator-invitations.schemas';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

const invitationsQueryKey = endpointQueryKey(operationsEndpoints.listInvitations);

/** GET /api/ops/invitations: the open ones. */
export const useInvitations = () =>
  useQuery(
    queryOptions({
      queryKey: invitationsQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.listInvitations, { signal }),
    }),
  );

/** POST /api/ops/invitations: e-mails the link. */
export const useInviteOperator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OperatorInvitationRequest) =>
      opsRequest(operationsEndpoints.inviteOperator, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
};

/** DELETE /api/ops/invitations/{id}. */
export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      opsRequest(operationsEndpoints.revokeInvitation, { params: { invitationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
};
