import type {
  DeskCoupon,
  DeskCouponSaveRequest,
  DeskPricesChangeRequest,
  DeskPricesReply,
} from '@psc/core/operations/catalogue-desk.schemas';
import type { Deps } from '../../../deps.ts';
import type { OperatorPrincipal } from '../../../shared/operator-principal.ts';
import { recordOperatorAction } from '../../operations/record-operator-action.ts';
import { updatePrices, upsertCoupon } from './manage-catalogue.ts';

/** GET /api/ops/billing/prices: every band with its plan's and product's names. */
export const listCataloguePrices = async (
  deps: Pick<Deps, 'catalogueRepository'>,
): Promise<DeskPricesReply> => {
  const [rows, plans] = await Promise.all([
    deps.catalogueRepository.listAllPrices(),
    deps.catalogueRepository.listPlans(),
  ]);
  const planNames = new Map(plans.map((plan) => [plan.id, plan.name]));
  return {
    prices: rows.map((row) => ({
      id: row.id,
      product: row.productName,
      plan: planNames.get(row.planId) ?? String(row.planId),
      currency: row.currency,
      periodicity: row.periodicity,
      band: row.band,
      quantityUpTo: row.quantityUpTo,
      flatAmount: row.flatAmount,
      periodFee: row.periodFee,
      updatedAt: row.updatedAt.getTime(),
    })),
  };
};

/** PUT /api/ops/billing/prices: PUT /system/prices with a reason, audited with each band before and after. */
export const changeCataloguePrices = async (
  deps: Pick<Deps, 'catalogueRepository' | 'database' | 'clock' | 'operationsRepository'>,
  operator: OperatorPrincipal,
  request: DeskPricesChangeRequest,
) => {
  const changed = new Set(request.prices.map((price) => price.id));
  const before = (await deps.catalogueRepository.listAllPrices()).filter((row) => changed.has(row.id));
  const reply = await updatePrices(deps, { prices: request.prices });
  await recordOperatorAction(deps, operator, {
    action: 'billing.prices-changed',
    target: [...changed].join(','),
    reason: request.reason,
    before: before.map(({ id, flatAmount, periodFee }) => ({ id, flatAmount, periodFee })),
    after: request.prices,
  });
  return reply;
};

/** GET /api/ops/billing/coupons. */
export const listCoupons = async (
  deps: Pick<Deps, 'catalogueRepository'>,
): Promise<{ coupons: DeskCoupon[] }> => ({
  coupons: (await deps.catalogueRepository.listCoupons()).map((row) => ({
    ...row,
    redeemBy: row.redeemBy?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  })),
});

/** PUT /api/ops/billing/coupons: PUT /system/coupons with a reason, audited with the coupon before and after. */
export const saveCoupon = async (
  deps: Pick<Deps, 'catalogueRepository' | 'operationsRepository' | 'clock'>,
  operator: OperatorPrincipal,
  request: DeskCouponSaveRequest,
) => {
  const { reason, ...coupon } = request;
  const before = await deps.catalogueRepository.findCoupon(coupon.id);
  const reply = await upsertCoupon(deps, coupon);
  await recordOperatorAction(deps, operator, {
    action: 'billing.coupon-saved',
    target: coupon.id.toUpperCase(),
    reason,
    before,
    after: coupon,
  });
  return reply;
};
