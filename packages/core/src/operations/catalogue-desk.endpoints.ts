import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  deskCouponSaveRequestSchema,
  deskCouponsReplySchema,
  deskPricesChangeRequestSchema,
  deskPricesReplySchema,
} from './catalogue-desk.schemas.ts';

/** The settings desk's billing catalogue and coupons (issue 15 item 6); part of operationsEndpoints. */
export const catalogueDeskEndpoints = defineEndpoints({
  cataloguePrices: {
    method: 'GET',
    path: '/api/ops/billing/prices',
    summary:
      'Administrators: every band of the billing catalogue (minor units per period), with its plan and product',
    reply: deskPricesReplySchema,
  },
  changeCataloguePrices: {
    method: 'PUT',
    path: '/api/ops/billing/prices',
    summary: 'Administrators: change band amounts, with a reason; the next quote and renewal use them',
    body: deskPricesChangeRequestSchema,
    reply: simpleReplySchema,
  },
  coupons: {
    method: 'GET',
    path: '/api/ops/billing/coupons',
    summary: 'Administrators: every coupon with its redemptions',
    reply: deskCouponsReplySchema,
  },
  saveCoupon: {
    method: 'PUT',
    path: '/api/ops/billing/coupons',
    summary: 'Administrators: create or change a coupon, with a reason',
    body: deskCouponSaveRequestSchema,
    reply: simpleReplySchema,
  },
});
