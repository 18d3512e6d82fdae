import { randomUUID } from 'node:crypto';
import type { PaymentMethodReply } from '@psc/core/billing/payment.schemas';
import type { Principal } from '../../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../../security-events/record-security-event.ts';
import { readPaymentMethods, requireNonDefaultCard } from './payment-methods.ts';
import { chargeRenewal, type ChargeRenewalDeps } from '../subscriptions/charge-renewal.ts';

/**
 * A renewal refused in its grace period is tried again on the new default card at once, as Stripe's recovery does
 * (issue 44), within the attempts' limit and written to the audit trail; its outcome shows on the Details tab.
 */
const retryOwedRenewal = async (deps: ChargeRenewalDeps, accountId: string) => {
  const open = await deps.subscriptionsRepository.findOpenPurchase(accountId);
  if (open?.kind !== 'renewal' || open.status !== 'failed') return;
  try {
    await chargeRenewal(deps, open, 'new_default_card');
  } catch (error) {
    deps.logger.warn({ err: error, purchaseId: open.id }, 'retry on the new default card failed');
  }
};

/** PUT /api/v1/paymentmethods/{id}: makes a card the default; the default card cannot be set again (§6). Replies the updated list. */
export const setDefaultPaymentMethod = async (
  deps: ChargeRenewalDeps,
  principal: Principal,
  paymentMethodId: string,
  requestKey: string | undefined,
  origin: RequestOrigin,
): Promise<PaymentMethodReply[]> => {
  const { card: target, customerId } = await requireNonDefaultCard(
    deps,
    principal.accountId,
    paymentMethodId,
    'already_default',
  );
  await deps.paymentProvider.setDefaultCard(
    customerId,
    paymentMethodId,
    `default-card:${principal.accountId}:${paymentMethodId}:${requestKey ?? randomUUID()}`,
  );
  await recordSecurityEvent(deps, {
    type: 'payment_method_default_changed',
    accountId: principal.accountId,
    personId: principal.personId,
    email: principal.email,
    origin,
    detail: { last4: target.last4Digits },
  });
  await retryOwedRenewal(deps, principal.accountId);
  return readPaymentMethods(deps, principal.accountId);
};
