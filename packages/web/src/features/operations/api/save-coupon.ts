import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { DeskCouponSaveRequest } from '@psc/core/operations/catalogue-desk.schemas';
import { couponsQueryKey } from './coupons.ts';
import { opsRequest } from './ops-request.ts';

/** PUT /api/ops/billing/coupons: create or change a coupon, with a reason. */
export const useSaveCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeskCouponSaveRequest) =>
      opsRequest(operationsEndpoints.saveCoupon, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
};
