import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { operatorInvitationLinkEndpoints } from '@psc/core/operations/operator-invitations.schemas';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

/** GET /api/operator-invitations/{token}: no sign-in, the token is the proof. */
export const useInvitationLink = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operatorInvitationLinkEndpoints.invitation, { token }),
      queryFn: ({ signal }) =>
        opsRequest(operatorInvitationLinkEndpoints.invitation, { params: { token }, signal }),
      retry: false,
    }),
  );

/** POST /api/operator-invitations/{token}/accept: the authenticator key comes back once. */
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (password: string) =>
      opsRequest(operatorInvitationLinkEndpoints.acceptInvitation, { params: { token }, body: { password } }),
  });
