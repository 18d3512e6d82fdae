import type { Deps } from '../../../deps.ts';
import type { BillingAccountRow } from '../subscriptions/billing-account.ts';

type CustomerDeps = Pick<Deps, 'billingCustomersRepository' | 'paymentProvider'>;

/** The account's customer id at the provider in use, or null before its first card or payment. */
export const findCustomerId = (deps: CustomerDeps, accountId: string): Promise<string | null> =>
  deps.billingCustomersRepository.findCustomer(accountId, deps.paymentProvider.kind);

/** The account's customer at the provider, created once: the key is the account, so a retry finds the same customer. */
export const ensureCustomer = async (deps: CustomerDeps, account: BillingAccountRow): Promise<string> => {
  const known = await findCustomerId(deps, account.id);
  if (known) return known;
  const provider = deps.paymentProvider;
  const created = await provider.createCustomer(
    { accountId: account.id, email: account.defaultEmail, name: account.companyName ?? account.name },
    `customer:${account.id}`,
  );
  await deps.billingCustomersRepository.insertCustomer(account.id, provider.kind, created);
  return (await findCustomerId(deps, account.id)) ?? created;
};
