import { passkeyMessages, type Passkey } from '@psc/core/passkeys/passkeys.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { findMember, refuseOnDefaultAdmin } from '../two-factor/member-two-factor.ts';

export const toPasskeyReply = (row: {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.getTime(),
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  backedUp: row.backedUp,
});

/** GET /api/v1/users/me/passkeys: the caller's own passkeys, oldest first. */
export const listPasskeys = async (
  deps: Pick<Deps, 'passkeysRepository'>,
  principal: Principal,
): Promise<Passkey[]> => (await deps.passkeysRepository.listOfPerson(principal.personId)).map(toPasskeyReply);

/** Whether a person holds at least one passkey: with a confirmed authenticator key, a second factor. */
export const hasPasskey = async (
  deps: Pick<Deps, 'passkeysRepository'>,
  personId: string,
): Promise<boolean> => (await deps.passkeysRepository.countOfPerson(personId)) > 0;

/** DELETE /api/v1/users/me/passkeys/{id}: the caller's own passkey only; another's answers 404. */
export const removePasskey = async (
  deps: Pick<Deps, 'passkeysRepository' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  id: string,
  origin: RequestOrigin,
): Promise<{ success: true; message: string }> =>
  deps.database.db.transaction(async (tx) => {
    const name = await deps.passkeysRepository.remove(principal.personId, id, tx);
    if (name === null) throw new AppError('NOT_FOUND', passkeyMessages.notFound);
    await recordSecurityEvent(
      deps,
      {
        type: 'passkey_removed',
        personId: principal.personId,
        accountId: principal.accountId,
        email: principal.email,
        origin,
        detail: { name },
      },
      tx,
    );
    return { success: true, message: passkeyMessages.removed };
  });

/**
 * DELETE /api/v1/accounts/passkeys/{personId}: an administrator removes every passkey of a user of the account (lost
 * devices), under the rule that protects the default administrator's second factor.
 */
export const removeMemberPasskeys = async (
  deps: Parameters<typeof findMember>[0] &
    Pick<Deps, 'passkeysRepository' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  personId: string,
  origin: RequestOrigin,
): Promise<{ success: true; message: string }> => {
  const member = await findMember(deps, principal, personId);
  refuseOnDefaultAdmin(member, principal);
  const removed = await deps.database.db.transaction(async (tx) => {
    const count = await deps.passkeysRepository.removeAllOfPerson(personId, tx);
    if (count > 0)
      await recordSecurityEvent(
        deps,
        {
          type: 'passkey_removed',
          personId,
          accountId: principal.accountId,
          email: member.email,
          origin,
          detail: { by: principal.personId, count },
        },
        tx,
      );
    return count;
  });
  return {
    success: true,
    message: removed > 0 ? `${removed} passkey(s) removed` : 'The user had no passkeys',
  };
};
