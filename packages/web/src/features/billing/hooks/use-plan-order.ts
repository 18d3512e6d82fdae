import { useEffect, useState } from 'react';
import type { SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { maxAdditionalUsersInput, maxUsers } from '@psc/core/billing/catalogue';
import { useCheckCoupon } from '../api/check-coupon.ts';
import { usePriceQuote } from '../api/get-price-quote.ts';

export type PaymentFrequency = 'Monthly' | 'Yearly';
type CouponState = { status: 'none' } | { status: 'valid' } | { status: 'invalid'; message: string };

const useDebounced = <T>(value: T, delayMs: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
};

/**
 * What the Paid Plan dialog orders (§2, §5): frequency, licences and coupon, their rules, and the server's quote
 * for them while `quoting` (the dialog is open and no payment is under way).
 */
export const usePlanOrder = (details: SubscriptionDetailsReply, planId: number, quoting: boolean) => {
  const t = useMessages('screens');
  const isPaid = details.planType === 'Paid' && details.status === 2;
  const purchased = isPaid ? details.numberOfUsers : 0;
  const [frequency, setFrequency] = useState<PaymentFrequency>(
    isPaid && details.paymentFrequency === 'Yearly' ? 'Yearly' : 'Monthly',
  );
  const [additional, setAdditional] = useState(isPaid ? '0' : '1');
  const [coupon, setCoupon] = useState('');
  const [couponState, setCouponState] = useState<CouponState>({ status: 'none' });
  const checkCoupon = useCheckCoupon();
  const currency = isPaid ? details.currency : 'USD';

  const additionalNumber = additional.trim() === '' ? 0 : Number(additional);
  const required = purchased + (Number.isFinite(additionalNumber) ? additionalNumber : 0);
  const isChange = !isPaid || planId !== details.planId || frequency !== details.paymentFrequency;
  // A paying account may also give licences up (a negative number), down to the users who hold one.
  const fewestLicences = Math.max(1, details.usedUsers);
  const reachedMax = additionalNumber >= maxUsers || required > maxUsers;
  const validationError = reachedMax
    ? null
    : !Number.isInteger(additionalNumber) || required < 1
      ? t('billing.order.atLeastOne')
      : required < fewestLicences
        ? t('billing.order.fewerThanUsed', { used: details.usedUsers })
        : null;
  // Edit Plan opens on the current plan: its quote shows, and OK waits for a change.
  const unchanged = !isChange && additionalNumber === 0;
  const validCoupon = couponState.status === 'valid' ? coupon.trim() : '';
  const debouncedCoupon = useDebounced(validCoupon, 300);
  const quote = usePriceQuote(
    { planId, numberOfUsers: required, currency, paymentFrequency: frequency, couponCode: debouncedCoupon },
    quoting && !reachedMax && validationError === null,
  );
  const couponMessage =
    couponState.status === 'invalid'
      ? couponState.message
      : quote.data?.message?.includes('Invalid')
        ? quote.data.message
        : null;

  const changeAdditional = (value: string) => {
    // §5: empty resets to 0; only whole numbers up to 999999999 are taken (negative only to give licences up).
    if (value === '' || value === '-') return setAdditional(value === '-' && isPaid ? '-' : '0');
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed > maxAdditionalUsersInput) return;
    if (parsed < 0 && (!isPaid || purchased + parsed < 1)) return;
    setAdditional(String(parsed));
  };

  const changeCoupon = (value: string) => {
    setCoupon(value);
    setCouponState({ status: 'none' });
  };

  const verifyCoupon = async () => {
    if (coupon.trim() === '')
      return setCouponState({ status: 'invalid', message: t('billing.order.couponInvalid') });
    try {
      const reply = await checkCoupon.mutateAsync({ coupon: coupon.trim(), currency });
      setCouponState(
        reply.success ? { status: 'valid' } : { status: 'invalid', message: t('billing.order.invalid') },
      );
    } catch {
      setCouponState({ status: 'invalid', message: t('billing.order.invalid') });
    }
  };

  return {
    isPaid,
    purchased,
    required,
    fewestLicences,
    currency,
    frequency,
    setFrequency,
    additional,
    changeAdditional,
    reachedMax,
    validationError,
    unchanged,
    coupon,
    changeCoupon,
    verifyCoupon,
    checkingCoupon: checkCoupon.isPending,
    couponMessage,
    couponValid: couponState.status === 'valid',
    validCoupon,
    quote,
  };
};

export type PlanOrder = ReturnType<typeof usePlanOrder>;
