import type { Deps } from '../../deps.ts';
import type { BillingAccountRow } from './billing.repository.ts';

/** The account's customer at the provider, created once: the key is the account, so a retry finds the same customer. */
export const ensureCustomer = async (
  deps: Pick<Deps, 'billingRepository' | 'paymentProvider'>,
  account: BillingAccountRow,
): Promise<string> => {
  const provider = deps.paymentProvider;
  const known = await deps.billingRepository.findCustomer(account.id, provider.kind);
  if (known) return known;
  const created = await provider.createCustomer(
    { accountId: account.id, email: account.defaultEmail, name: account.companyName ?? account.name },
    `customer:${account.id}`,
  );
  await deps.billingRepository.insertCustomer(account.id, provider.kind, created);
  return (await deps.billingRepository.findCustomer(account.id, provider.kind)) ?? created;
};
