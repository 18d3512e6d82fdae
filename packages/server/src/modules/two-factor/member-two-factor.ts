import type { TwoFactorProfileReply } from '@psc/core/auth/auth.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { twoFactorMessages } from '@psc/core/auth/two-factor-policy.schemas';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import { requireAdministrator } from '../../shared/guards.ts';
import type { Principal } from '../../shared/principal.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { removeTwoFactor } from './disable-two-factor.ts';
import type { Mail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/render-mail.ts';
import { recipientLanguage, translatorFor } from '../../shared/translate.ts';
import type { Language } from '@psc/core/personalisation/languages';

/** A user of the caller's account, for an administrator's look at their second factors; 404 for anyone else. */
export const findMember = async (
  deps: Pick<Deps, 'twoFactorRepository'>,
  principal: Principal,
  personId: string,
) => {
  requireAdministrator(principal);
  const member = await deps.twoFactorRepository.findMemberInAccount(principal.accountId, personId);
  if (!member) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  return member;
};

/** GET /api/v1/accounts/otp/profile/{personId}: whether a user of the caller's account has 2FA; never the key. */
export const getMemberTwoFactor = async (
  deps: Pick<Deps, 'twoFactorRepository'>,
  principal: Principal,
  personId: string,
): Promise<TwoFactorProfileReply> => {
  const member = await findMember(deps, principal, personId);
  return {
    success: member.hasKey !== null,
    message: null,
    qrUrl: null,
    verified: member.verifiedAt !== null,
    recoveryCodesLeft: 0,
  };
};

/**
 * Otherwise a second administrator could strip the default admin's second factor and then sign in with a password
 * alone; demoting or deleting the default admin is refused for the same reason.
 */
export const refuseOnDefaultAdmin = (
  member: { isDefaultAdmin: boolean; personId: string },
  principal: Principal,
): void => {
  if (member.isDefaultAdmin && member.personId !== principal.personId)
    throw new AppError('FORBIDDEN', twoFactorMessages.onlyDefaultAdminRemovesDefaultAdmins);
};

/** DELETE /api/v1/accounts/otp/delete/{personId}: an administrator removes a user's 2FA (lost phone). */
export const disableMemberTwoFactor = async (
  deps: Parameters<typeof removeTwoFactor>[0] & Pick<Deps, 'twoFactorRepository' | 'mailSignal'>,
  principal: Principal,
  personId: string,
  origin: RequestOrigin,
) => {
  const member = await findMember(deps, principal, personId);
  refuseOnDefaultAdmin(member, principal);
  const notice =
    member.personId === principal.personId
      ? undefined
      : twoFactorRemovedMail(
          member.email,
          principal,
          recipientLanguage(member.personLanguage, member.accountLanguage),
        );
  const removed = await removeTwoFactor(
    deps,
    { personId, accountId: principal.accountId },
    principal.personId,
    origin,
    notice,
  );
  if (notice) deps.mailSignal.notify();
  return removed;
};

/** Tells the user their sign-in needs only the password now, and who made it so (issue 48). */
const twoFactorRemovedMail = (to: string, principal: Principal, language: Language): Mail => {
  const t = translatorFor(language);
  return {
    to,
    kind: 'two_factor_removed',
    ...renderMail({
      language,
      subject: t('twoFactorRemoved.subject'),
      paragraphs: [t('twoFactorRemoved.by', { admin: principal.email }), t('twoFactorRemoved.next')],
    }),
  };
};
