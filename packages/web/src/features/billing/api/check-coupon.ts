import { billingCatalogueEndpoints } from '@psc/core/billing/billing.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/accounts/checkcoupon?coupon. */
export const checkCoupon = (coupon: string, currency: string) =>
  apiRequest(endpointUrl(billingCatalogueEndpoints.checkCoupon, {}, { coupon, currency }), {
    schema: billingCatalogueEndpoints.checkCoupon.reply,
  });

export const useCheckCoupon = () =>
  useMutation({
    mutationFn: (input: { coupon: string; currency: string }) => checkCoupon(input.coupon, input.currency),
  });
