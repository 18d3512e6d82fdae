import { couponCheckReplySchema } from '@psc/core/billing/billing.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/accounts/checkcoupon?coupon. */
export const checkCoupon = (coupon: string, currency: string) =>
  apiRequest(`/api/v1/accounts/checkcoupon?${new URLSearchParams({ coupon, currency }).toString()}`, {
    schema: couponCheckReplySchema,
  });

export const useCheckCoupon = () =>
  useMutation({
    mutationFn: (input: { coupon: string; currency: string }) => checkCoupon(input.coupon, input.currency),
  });
