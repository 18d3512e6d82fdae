import { randomUUID } from 'node:crypto';
import { billingMessages, type PaymentMethodReply } from '@psc/core/billing/billing.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { readPaymentMethods } from './payment-methods.ts';

/** DELETE /api/v1/paymentmethods/{id}: removes a card; the default card cannot be deleted (§6). Replies the updated list. */
export const deletePaymentMethod = async (
  deps: Pick<Deps, 'billingRepository' | 'paymentProvider' | 'securityEventsRepository' | 'clock'>,
  principal: Principal,
  paymentMethodId: string,
  requestKey: string | undefined,
  origin: RequestOrigin,
): Promise<PaymentMethodReply[]> => {
  const methods = await readPaymentMethods(deps, principal.accountId);
  const target = methods.find((method) => method.id === paymentMethodId);
  if (!target) throw new AppError('NOT_FOUND', 'Payment method not found');
  if (target.default)
    throw new AppError('CONFLICT', billingMessages.defaultMethodLocked, {
      body: { reason: 'default_method' },
    });
  const customerId = await deps.billingRepository.findCustomer(
    principal.accountId,
    deps.paymentProvider.kind,
  );
  if (!customerId) throw new AppError('NOT_FOUND', 'Payment method not found');
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
