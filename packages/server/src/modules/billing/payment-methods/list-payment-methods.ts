import type { PaymentMethodReply } from '@psc/core/billing/payment.schemas';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { readPaymentMethods } from './payment-methods.ts';

/** GET /api/v1/paymentmethods. */
export const listPaymentMethods = (
  deps: Pick<Deps, 'billingCustomersRepository' | 'paymentProvider'>,
  principal: Principal,
): Promise<PaymentMethodReply[]> => readPaymentMethods(deps, principal.accountId);
