import type { Language } from '@psc/core/personalisation/languages';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { recipientLanguage } from '../../shared/translate.ts';

type LanguageDeps = Pick<Deps, 'languageRepository'>;

/** A signed-in user's language for what the server writes them (decision 0147): theirs, else the account's, else English. */
export const userLanguage = async (
  deps: LanguageDeps,
  person: { accountId: string; personId: string },
): Promise<Language> => {
  const row = await deps.languageRepository.findLanguages(person.accountId, person.personId);
  return recipientLanguage(row?.personLanguage ?? null, row?.accountLanguage ?? null);
};

/**
 * The language of a message to an address of the account (the billing recipient's): that user's own when the address
 * is one of the account's users, else the account's default, else English.
 */
export const addressLanguage = async (
  deps: LanguageDeps,
  accountId: string,
  email: string,
  executor?: Database,
): Promise<Language> => {
  const row = await deps.languageRepository.findAddressLanguages(accountId, email, executor);
  return recipientLanguage(row.personLanguage, row.accountLanguage);
};

/**
 * The language of what a channel receives (decision 0147): a user's own channel their language, an account's channel
 * the account's default, else English. `caller` is a user of the same account, who reads the account's row.
 */
export const channelOwnerLanguage = async (
  deps: LanguageDeps,
  channel: { accountId: string; personId: string | null },
  caller: { personId: string },
): Promise<Language> => {
  const row = await deps.languageRepository.findLanguages(
    channel.accountId,
    channel.personId ?? caller.personId,
  );
  return recipientLanguage(
    channel.personId === null ? null : (row?.personLanguage ?? null),
    row?.accountLanguage ?? null,
  );
};
