import { z } from 'zod';
import { couponUpsertRequestSchema, priceUpdateRequestSchema } from '../billing/billing.schemas.ts';
import { reasonRequestSchema } from './operations.schemas.ts';

/** Settings (administrators): the billing catalogue's prices and the coupons (issue 15 item 6, decision 0049). */

export const deskPriceSchema = z.object({
  id: z.number().int(),
  /** 'User Licence' or 'Extra Data Set'. */
  product: z.string(),
  plan: z.string(),
  currency: z.string(),
  periodicity: z.enum(['Monthly', 'Yearly']),
  band: z.number().int(),
  /** The band's last licence; null = and above. */
  quantityUpTo: z.number().int().nullable(),
  /** Minor units per billing period. */
  flatAmount: z.number().int(),
  periodFee: z.number().int(),
  updatedAt: z.number(),
});
export type DeskPrice = z.infer<typeof deskPriceSchema>;
export const deskPricesReplySchema = z.object({ prices: z.array(deskPriceSchema) });
export type DeskPricesReply = z.infer<typeof deskPricesReplySchema>;

export const deskPricesChangeRequestSchema = priceUpdateRequestSchema.extend(reasonRequestSchema.shape);
export type DeskPricesChangeRequest = z.infer<typeof deskPricesChangeRequestSchema>;

export const deskCouponSchema = z.object({
  id: z.string(),
  name: z.string(),
  percentOff: z.number().nullable(),
  /** Minor units of `currency`. */
  amountOff: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(['once', 'repeating', 'forever']),
  durationInMonths: z.number().int().nullable(),
  maxRedemptions: z.number().int().nullable(),
  timesRedeemed: z.number().int(),
  redeemBy: z.number().nullable(),
  valid: z.boolean(),
  createdAt: z.number(),
});
export type DeskCoupon = z.infer<typeof deskCouponSchema>;
export const deskCouponsReplySchema = z.object({ coupons: z.array(deskCouponSchema) });

export const deskCouponSaveRequestSchema = couponUpsertRequestSchema.extend(reasonRequestSchema.shape);
export type DeskCouponSaveRequest = z.input<typeof deskCouponSaveRequestSchema>;
