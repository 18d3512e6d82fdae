import { randomUUID } from 'node:crypto';
import type { PaymentMethodReply } from '@psc/core/billing/payment.schemas';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../../security-events/record-security-event.ts';
import { readPaymentMethods, requireNonDefaultCard } from './payment-methods.ts';

/** DELETE /api/v1/paymentmethods/{id}: removes a card; the default card cannot be deleted (§6). Replies the updated list. */
export const deletePaymentMethod = async (
  deps: Pick<Deps, 'billingCustomersRepository' | 'paymentProvider' | 'securityEventsRepository' | 'clock'>,
  principal: Principal,
  paymentMethodId: string,
  requestKey: string | undefined,
  origin: RequestOrigin,
): Promise<PaymentMethodReply[]> => {
  const { card: target, customerId } = await requireNonDefaultCard(
    deps,
    principal.accountId,
    paymentMethodId,
    'default_method',
  );
  await deps.paymentProvider.detachCard(
    customerId,
    paymentMethodId,
    `detach-card:${paymentMethodId}:${requestKey ?? randomUUID()}`,
  );
  await recordSecurityEvent(deps, {
    type: 'payment_method_deleted',
    accountId: principal.accountId,
    personId: principal.personId,
    email: principal.email,
    origin,
    detail: { last4: target.last4Digits },
  });
  return readPaymentMethods(deps, principal.accountId);
};
