import type { Deps } from '../../../deps.ts';
import type { BillingAccountRow } from '../subscriptions/billing-account.ts';

/** The account's customer at the provider, created once: the key is the account, so a retry finds the same customer. */
export const ensureCustomer = async (
  deps: Pick<Deps, 'billingCustomersRepository' | 'paymentProvider'>,
  account: BillingAccountRow,
): Promise<string> => {
  const provider = deps.paymentProvider;
  const known = await deps.billingCustomersRepository.findCustomer(account.id, provider.kind);
  if (known) return known;
  const created = await provider.createCustomer(
    { accountId: account.id, email: account.defaultEmail, name: account.companyName ?? account.name },
    `customer:${account.id}`,
  );
  await deps.billingCustomersRepository.insertCustomer(account.id, provider.kind, created);
  return (await deps.billingCustomersRepository.findCustomer(account.id, provider.kind)) ?? created;
};

/** The account's customer id at the provider in use, or null before its first card or payment. */
export const findCustomerId = (
  deps: Pick<Deps, 'billingCustomersRepository' | 'paymentProvider'>,
  accountId: string,
): Promise<string | null> =>
  deps.billingCustomersRepository.findCustomer(accountId, deps.paymentProvider.kind);
