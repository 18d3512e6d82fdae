import { randomUUID } from 'node:crypto';
import type { PaymentMethodReply } from '@psc/core/billing/payment.schemas';
import type { Principal } from '../../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../../security-events/record-security-event.ts';
import { readPaymentMethods, requireNonDefaultCard } from './payment-methods.ts';
import type { ChargeRenewalDeps } from '../subscriptions/charge-renewal.ts';
import { retryOwedRenewal } from '../subscriptions/retry-owed-renewal.ts';

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
