import { randomUUID } from 'node:crypto';
import { accountStatus } from '@psc/core/accounts/account-status';
import { billingMessages } from '@psc/core/billing/billing.schemas';
import type { PaymentIntentReply } from '@psc/core/billing/payment.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import type { Deps } from '../../../deps.ts';
import { findBillingAccount } from '../subscriptions/billing-account.ts';
import type { Principal } from '../../../shared/principal.ts';
import { ensureCustomer, findCustomerId } from './ensure-customer.ts';

/**
 * POST /api/v1/paymentmethods/createintent: a setup intent for the New Payment Method card form (§4 'Adding a
 * payment method'). An account that never had a plan gets success false: 'Payment Method Failure' (§8).
 */
export const createSetupIntent = async (
  deps: Pick<Deps, 'billingCustomersRepository' | 'subscriptionsRepository' | 'paymentProvider'>,
  principal: Principal,
  requestKey: string | undefined,
): Promise<PaymentIntentReply> => {
  const account = await findBillingAccount(deps, principal.accountId);
  if (!account) throw new AppError('NOT_FOUND', accountMessages.notFound);
  const provider = deps.paymentProvider.kind;
  const hasCustomer = (await findCustomerId(deps, account.id)) !== null;
  if (
    !hasCustomer &&
    account.status !== accountStatus.paid &&
    account.status !== accountStatus.awaitingPayment
  ) {
    return {
      success: false,
      status: 'no_plan',
      message: billingMessages.paymentMethodFailure,
      stripeSecret: null,
      provider,
    };
  }
  const customerId = await ensureCustomer(deps, account);
  const intent = await deps.paymentProvider.createSetupIntent(
    customerId,
    `setup-intent:${account.id}:${requestKey ?? randomUUID()}`,
  );
  return {
    success: true,
    status: intent.status,
    message: intent.clientSecret,
    stripeSecret: intent.clientSecret,
    provider,
  };
};
