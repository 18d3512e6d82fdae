import type { ProductReply } from '@psc/core/billing/billing.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { billingRecordMessages } from '@psc/core/billing/billing-record-messages';
import type { Deps } from '../../../deps.ts';

/** GET /api/v1/products/{productPersistentId}: the product with its prices grouped by 'Plan-CUR-Frequency'. */
export const getProduct = async (
  deps: Pick<Deps, 'catalogueRepository'>,
  persistentId: string,
): Promise<ProductReply> => {
  const product = await deps.catalogueRepository.findProduct(persistentId);
  if (!product) throw new AppError('NOT_FOUND', billingRecordMessages.productNotFound);
  const [rows, plans] = await Promise.all([
    deps.catalogueRepository.listProductPrices(product.id),
    deps.catalogueRepository.listPlans(),
  ]);
  const planName = new Map(plans.map((plan) => [plan.id, plan.name]));
  const grouped: ProductReply['prices'] = {};
  for (const row of rows) {
    const key = `${planName.get(row.planId) ?? row.planId}-${row.currency}-${row.periodicity}`;
    (grouped[key] ??= []).push({
      id: row.id,
      productId: row.productId,
      planId: row.planId,
      currency: row.currency,
      flatAmount: row.flatAmount,
      periodFee: row.periodFee,
      periodicity: row.periodicity,
      quantityUpTo: row.quantityUpTo,
    });
  }
  return { id: product.id, name: product.name, persistentId: product.persistentId, prices: grouped };
};
