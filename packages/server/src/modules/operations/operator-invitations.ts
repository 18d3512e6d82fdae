import {
  operatorInvitationDays,
  type AcceptInvitationReply,
  type OperatorInvitation,
  type OperatorInvitationRequest,
} from '@psc/core/operations/operator-invitations.schemas';
import { operatorRoleNames } from '@psc/core/operations/operator-roles';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { actorOf, type OperatorPrincipal } from '../../shared/operator-principal.ts';
import { limitOpenLink } from '../../shared/open-link-limit.ts';
import { createSecretToken, hashSecretToken, isSecretTokenShape } from '../../shared/secret-token.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { totpQrDataUrl } from '../two-factor/totp.ts';
import { createOperator } from './create-operator.ts';
import type { OperatorInvitationRow } from './operations.repository.ts';
import { recordOperatorAction } from './record-operator-action.ts';

const dayMs = 86_400_000;
const linkNotFound =
  'This invitation link is not valid: it was used, withdrawn or has expired. Ask an administrator for a new one.';

const toInvitation = (row: OperatorInvitationRow): OperatorInvitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
});

/**
 * POST /api/ops/invitations: an e-mail with a link that works once for three days; it replaces any open invitation
 * of the same address. Nothing secret is stored: the token as SHA-256, the password chosen by the invitee.
 */
export const inviteOperator = async (
  deps: Pick<Deps, 'operationsRepository' | 'mailRepository' | 'clock' | 'config' | 'database'>,
  operator: OperatorPrincipal,
  request: OperatorInvitationRequest,
): Promise<OperatorInvitation> => {
  const email = request.email;
  if (await deps.operationsRepository.findOperatorByEmail(email))
    throw new AppError('CONFLICT', `An operator with the e-mail ${email} exists`);
  const token = createSecretToken();
  const now = deps.clock.now();
  const link = `${deps.config.publicUrl}/ops/join/${token}`;
  const content = renderMail({
    subject: 'You are invited to the PSC operations console',
    paragraphs: [
      `${operator.name} invites you, ${request.name}, to the PSC operations console with the role ${operatorRoleNames[request.role]}.`,
      `Open the link, choose a password and add the key it shows to an authenticator app: every sign-in asks for its code. The link works once and expires in ${operatorInvitationDays} days.`,
    ],
    action: { label: 'Accept the invitation', url: link },
  });
  return deps.database.db.transaction(async (tx) => {
    await deps.operationsRepository.revokeOpenInvitations(email, now, tx);
    const row = await deps.operationsRepository.insertInvitation(
      {
        email,
        name: request.name,
        role: request.role,
        tokenHash: hashSecretToken(token),
        invitedBy: actorOf(operator),
        createdAt: now,
        expiresAt: new Date(now.getTime() + operatorInvitationDays * dayMs),
      },
      tx,
    );
    await enqueueMail(deps, { to: email, kind: 'operator_invitation', ...content }, tx);
    await recordOperatorAction(
      deps,
      operator,
      { action: 'operator.invited', target: email, after: { role: request.role, expiresAt: row.expiresAt } },
      tx,
    );
    return toInvitation(row);
  });
};

/** GET /api/ops/invitations. */
export const listInvitations = async (deps: Pick<Deps, 'operationsRepository' | 'clock'>) =>
  (await deps.operationsRepository.listOpenInvitations(deps.clock.now())).map(toInvitation);

/** DELETE /api/ops/invitations/{id}: the link stops working at once. */
export const revokeInvitation = async (
  deps: Pick<Deps, 'operationsRepository' | 'clock'>,
  operator: OperatorPrincipal,
  id: string,
) => {
  const row = await deps.operationsRepository.revokeInvitation(id, deps.clock.now());
  if (row === null) throw new AppError('NOT_FOUND', 'No open invitation has this id');
  await recordOperatorAction(deps, operator, { action: 'operator.invitation-revoked', target: row.email });
  return { success: true, message: `The invitation of ${row.email} is withdrawn` };
};

type LinkDeps = Pick<Deps, 'operationsRepository' | 'rateLimiter' | 'clock' | 'config'>;

/** The open invitation of a link; one 404 for a used, withdrawn, expired, unknown or malformed token. */
const openInvitationOf = async (deps: LinkDeps, token: string, origin: RequestOrigin) => {
  // As many tries as a sign-in: the page is opened once or twice, the password chosen once.
  await limitOpenLink(deps, 'operator-invitation', origin.ipAddress, 1);
  const row = isSecretTokenShape(token)
    ? await deps.operationsRepository.findOpenInvitation(hashSecretToken(token), deps.clock.now())
    : null;
  if (row === null) throw new AppError('NOT_FOUND', linkNotFound);
  return row;
};

/** GET /api/operator-invitations/{token}. */
export const readInvitation = async (deps: LinkDeps, token: string, origin: RequestOrigin) => {
  const row = await openInvitationOf(deps, token, origin);
  return { email: row.email, name: row.name, role: row.role, expiresAt: row.expiresAt.getTime() };
};

/**
 * POST /api/operator-invitations/{token}/accept: the operator is created with the chosen password and a new
 * authenticator key, shown in this reply only; the invitation is taken once (a second accept finds it gone).
 */
export const acceptInvitation = async (
  deps: LinkDeps & Parameters<typeof createOperator>[0] & Pick<Deps, 'database'>,
  token: string,
  origin: RequestOrigin,
  password: string,
): Promise<AcceptInvitationReply> => {
  const row = await openInvitationOf(deps, token, origin);
  const created = await deps.database.db.transaction(async (tx) => {
    if (!(await deps.operationsRepository.acceptInvitation(row.id, deps.clock.now(), tx)))
      throw new AppError('NOT_FOUND', linkNotFound);
    const operator = await createOperator(
      deps,
      { email: row.email, name: row.name, role: row.role, password },
      tx,
    );
    await deps.operationsRepository.setInvitationOperator(row.id, operator.id, tx);
    await recordOperatorAction(
      deps,
      { id: operator.id, email: row.email, name: row.name, role: row.role, via: 'session', familyId: null },
      {
        action: 'operator.invitation-accepted',
        target: operator.id,
        after: { email: row.email, role: row.role, invitedBy: row.invitedBy },
      },
      tx,
    );
    return operator;
  });
  return {
    email: row.email,
    totpSecret: created.totpSecret,
    otpauthUri: created.otpauthUri,
    qrUrl: await totpQrDataUrl(created.otpauthUri),
  };
};
