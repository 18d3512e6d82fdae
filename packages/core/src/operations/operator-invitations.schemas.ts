import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import { newOperatorRequestSchema, operatorRoleSchema } from './operations.schemas.ts';

/** An administrator invites a colleague by e-mail (issue 15 item 1, decision 0049). */

/** How long an invitation's link works. */
export const operatorInvitationDays = 3;

export const operatorInvitationRequestSchema = newOperatorRequestSchema.omit({ password: true });
export type OperatorInvitationRequest = z.infer<typeof operatorInvitationRequestSchema>;

export const operatorInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  invitedBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type OperatorInvitation = z.infer<typeof operatorInvitationSchema>;
export const operatorInvitationListReplySchema = z.array(operatorInvitationSchema);
export const operatorInvitationIdParamsSchema = z.object({ invitationId: z.uuid() });

export const invitationTokenParamsSchema = z.object({ token: z.string().max(100) });
/** What the link shows before a password is chosen: who is invited, as what, until when. */
export const invitationReplySchema = operatorInvitationSchema.pick({
  email: true,
  name: true,
  role: true,
  expiresAt: true,
});
export const acceptInvitationRequestSchema = newOperatorRequestSchema.pick({ password: true });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;
export const acceptInvitationReplySchema = z.object({
  email: z.string(),
  /** The authenticator key, in this reply only: every console sign-in asks for its code. */
  totpSecret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code (a PNG data URL) for the authenticator app to scan. */
  qrUrl: z.string(),
});
export type AcceptInvitationReply = z.infer<typeof acceptInvitationReplySchema>;

/** The link's own calls: no sign-in (the token is the proof), outside /api/ops, limited per address. */
export const operatorInvitationLinkEndpoints = defineEndpoints({
  invitation: {
    method: 'GET',
    path: '/api/operator-invitations/:token',
    summary: 'The invitation behind an e-mailed link: who is invited, as what, until when',
    params: invitationTokenParamsSchema,
    reply: invitationReplySchema,
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/operator-invitations/:token/accept',
    summary:
      'Accept an invitation with a password: the operator is created and the authenticator key shown once',
    params: invitationTokenParamsSchema,
    body: acceptInvitationRequestSchema,
    reply: acceptInvitationReplySchema,
  },
});

/** The administrator's side: list, invite, withdraw; part of operationsEndpoints. */
export const operatorInvitationDeskEndpoints = defineEndpoints({
  listInvitations: {
    method: 'GET',
    path: '/api/ops/invitations',
    summary: 'Administrators: the invitations not yet accepted, revoked or expired',
    reply: operatorInvitationListReplySchema,
  },
  inviteOperator: {
    method: 'POST',
    path: '/api/ops/invitations',
    summary: 'Administrators: invite a colleague by e-mail with a role; the link works once, for three days',
    body: operatorInvitationRequestSchema,
    reply: operatorInvitationSchema,
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/ops/invitations/:invitationId',
    summary: 'Administrators: withdraw an invitation before it is accepted',
    params: operatorInvitationIdParamsSchema,
    reply: simpleReplySchema,
  },
});
