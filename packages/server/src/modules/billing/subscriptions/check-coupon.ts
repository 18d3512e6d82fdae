import { billingMessages, type CouponCheckReply } from '@psc/core/billing/billing.schemas';
import { checkCoupon } from '@psc/core/billing/coupon';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { toCouponTerms } from './billing-terms.ts';

/** GET /api/v1/accounts/checkcoupon?coupon: 'Valid' or 'Invalid' (§4 'Coupon'), for the account's currency unless given. */
export const checkCouponCode = async (
  deps: Pick<Deps, 'catalogueRepository' | 'subscriptionsRepository' | 'clock'>,
  principal: Principal,
  query: { coupon?: string | undefined; currency?: string | undefined },
): Promise<CouponCheckReply> => {
  const code = query.coupon?.trim() ?? '';
  if (code === '') return { success: false, message: billingMessages.couponInvalid, coupon: null };
  const [row, account] = await Promise.all([
    deps.catalogueRepository.findCoupon(code),
    deps.subscriptionsRepository.findAccount(principal.accountId),
  ]);
  if (!row) return { success: false, message: billingMessages.invalid, coupon: null };
  const terms = toCouponTerms(row);
  const check = checkCoupon(
    terms,
    query.currency ?? account?.currencyCode ?? 'USD',
    deps.clock.now().getTime(),
  );
  if (!check.ok) return { success: false, message: billingMessages.invalid, coupon: null };
  return { success: true, message: billingMessages.valid, coupon: { ...terms, redeemBy: terms.redeemBy } };
};
