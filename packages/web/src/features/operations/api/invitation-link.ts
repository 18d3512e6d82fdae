import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { operatorInvitationLinkEndpoints } from '@psc/core/operations/operator-invitations.schemas';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

/** GET /api/operator-invitations/{token}: no sign-in, the token is the proof. */
export const useInvitationLink = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: [...operationsQueryKey, 'invitation-link', token],
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
