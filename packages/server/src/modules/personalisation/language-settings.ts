import { insufficientPrivilegesMessage } from '@psc/core/accounts/permissions';
import { isLanguage } from '@psc/core/personalisation/languages';
import { languageRequestSchema, type LanguageReply } from '@psc/core/personalisation/personalisation.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { parseBody } from '../../shared/parse-body.ts';

type LanguageDeps = Pick<Deps, 'languageRepository' | 'database'>;

/** GET /api/v1/settings/language (issue 49): the caller's language and their account's default. */
export const getLanguageSettings = async (
  deps: LanguageDeps,
  principal: Principal,
): Promise<LanguageReply> => {
  const row = await deps.languageRepository.findLanguages(principal.accountId, principal.personId);
  if (!row) throw new AppError('NOT_FOUND', userMessages.userNotFound);
  // A value this version does not know (written by a newer one, or by hand) reads as none chosen.
  return {
    personLanguage: isLanguage(row.personLanguage) ? row.personLanguage : null,
    accountLanguage: isLanguage(row.accountLanguage) ? row.accountLanguage : null,
  };
};

/**
 * PUT /api/v1/settings/language: any user sets their own language (it is their profile, as the date format);
 * the account's default is permission A's, as 'account wide' dates are (§6). Both in one transaction.
 */
export const updateLanguageSettings = async (
  deps: LanguageDeps,
  principal: Principal,
  body: unknown,
): Promise<LanguageReply> => {
  const request = parseBody(languageRequestSchema, body);
  if (request.accountLanguage !== undefined && principal.permissions !== 'A')
    throw new AppError('FORBIDDEN', insufficientPrivilegesMessage, { reason: 'insufficient_privileges' });
  await deps.database.db.transaction(async (tx) => {
    if (request.personLanguage !== undefined)
      await deps.languageRepository.setPersonLanguage(
        principal.accountId,
        principal.personId,
        request.personLanguage,
        tx,
      );
    if (request.accountLanguage !== undefined)
      await deps.languageRepository.setAccountLanguage(principal.accountId, request.accountLanguage, tx);
  });
  return getLanguageSettings(deps, principal);
};
