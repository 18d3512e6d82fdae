import { z } from 'zod';
import { billingCurrencies } from '@psc/core/billing/catalogue';
import type { DeskCoupon } from '@psc/core/operations/catalogue-desk.schemas';

const wholeOrEmpty = z.string().regex(/^\d*$/, 'A whole number');
export const couponFormSchema = z
  .object({
    id: z.string().trim().min(2, 'At least 2 characters').max(64),
    name: z.string().trim().min(1, 'Give a name').max(120),
    kind: z.enum(['percent', 'amount']),
    percentOff: z.string(),
    amountOff: z.string(),
    currency: z.enum(billingCurrencies),
    duration: z.enum(['once', 'repeating', 'forever']),
    durationInMonths: wholeOrEmpty,
    maxRedemptions: wholeOrEmpty,
    redeemBy: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'A date YYYY-MM-DD'),
    valid: z.boolean(),
    reason: z.string().trim().min(1, 'Give a reason'),
  })
  .superRefine((values, context) => {
    const amount = Number(values.kind === 'percent' ? values.percentOff : values.amountOff);
    const field = values.kind === 'percent' ? 'percentOff' : 'amountOff';
    if (!(amount > 0) || (values.kind === 'percent' && amount > 100))
      context.addIssue({
        code: 'custom',
        path: [field],
        message: values.kind === 'percent' ? 'Between 0 and 100' : 'More than 0',
      });
    if (values.duration === 'repeating' && !(Number(values.durationInMonths) > 0))
      context.addIssue({ code: 'custom', path: ['durationInMonths'], message: 'How many months it repeats' });
  });
export type CouponFormValues = z.infer<typeof couponFormSchema>;

export const defaultsOf = (coupon: DeskCoupon | null): CouponFormValues => ({
  id: coupon?.id ?? '',
  name: coupon?.name ?? '',
  kind: coupon?.amountOff != null ? 'amount' : 'percent',
  percentOff: coupon?.percentOff == null ? '' : String(coupon.percentOff),
  amountOff: coupon?.amountOff == null ? '' : (coupon.amountOff / 100).toFixed(2),
  currency: (billingCurrencies as readonly string[]).includes(coupon?.currency ?? '')
    ? (coupon?.currency as CouponFormValues['currency'])
    : 'EUR',
  duration: coupon?.duration ?? 'once',
  durationInMonths: coupon?.durationInMonths == null ? '' : String(coupon.durationInMonths),
  maxRedemptions: coupon?.maxRedemptions == null ? '' : String(coupon.maxRedemptions),
  redeemBy: coupon?.redeemBy == null ? '' : new Date(coupon.redeemBy).toISOString().slice(0, 10),
  valid: coupon?.valid ?? true,
  reason: '',
});

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** What the coupon desk saves: amounts in minor units, the fields the chosen kind and duration do not use cleared. */
export const couponRequestOf = (values: CouponFormValues) => ({
  id: values.id,
  name: values.name,
  percentOff: values.kind === 'percent' ? Number(values.percentOff) : null,
  amountOff: values.kind === 'amount' ? Math.round(Number(values.amountOff) * 100) : null,
  currency: values.kind === 'amount' ? values.currency : null,
  duration: values.duration,
  durationInMonths: values.duration === 'repeating' ? numberOrNull(values.durationInMonths) : null,
  maxRedemptions: numberOrNull(values.maxRedemptions),
  redeemBy: values.redeemBy === '' ? null : Date.parse(`${values.redeemBy}T23:59:59Z`),
  valid: values.valid,
  reason: values.reason,
});
