import { couponUpsertRequestSchema, priceUpdateRequestSchema } from '@psc/core/billing/billing.schemas';
import {
  billingCurrencies,
  dataSetProductId,
  defaultDataSetFee,
  defaultUserBands,
  paymentFrequencies,
  userLicenceProductId,
} from '@psc/core/billing/catalogue';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../../deps.ts';
import { parseBody } from '../../../shared/parse-body.ts';
import type { CataloguePrice } from '../providers/payment-provider.ts';

/** Seeds products and §9's prices once; rows an operator changed are never overwritten. */
export const seedBillingCatalogue = async (deps: Pick<Deps, 'catalogueRepository'>): Promise<void> => {
  const userProduct = await deps.catalogueRepository.ensureProduct(userLicenceProductId, 'User Licence');
  const dataSetProduct = await deps.catalogueRepository.ensureProduct(dataSetProductId, 'Extra Data Set');
  const plans = await deps.catalogueRepository.listPlans();
  for (const plan of plans) {
    if (plan.name !== 'Starter' && plan.name !== 'Team') continue;
    for (const currency of billingCurrencies) {
      for (const periodicity of paymentFrequencies) {
        for (const band of defaultUserBands(plan.name, currency, periodicity)) {
          await deps.catalogueRepository.insertPriceIfMissing({
            productId: userProduct,
            planId: plan.id,
            currency,
            periodicity,
            ...band,
          });
        }
        await deps.catalogueRepository.insertPriceIfMissing({
          productId: dataSetProduct,
          planId: plan.id,
          currency,
          periodicity,
          band: 1,
          quantityUpTo: null,
          flatAmount: 0,
          periodFee: defaultDataSetFee(plan.name, currency, periodicity),
        });
      }
    }
  }
};

/** GET /system/dumpprices: every price row, for operators. */
export const dumpPrices = async (deps: Pick<Deps, 'catalogueRepository'>) => ({
  success: true,
  prices: await deps.catalogueRepository.listAllPrices(),
});

/** PUT /system/prices: operators change band amounts without a deploy; the next quote uses them. */
export const updatePrices = async (
  deps: Pick<Deps, 'catalogueRepository' | 'database' | 'clock'>,
  body: unknown,
) => {
  const request = parseBody(priceUpdateRequestSchema, body);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    for (const price of request.prices) {
      if (
        !(await deps.catalogueRepository.updatePrice(
          price.id,
          { flatAmount: price.flatAmount, periodFee: price.periodFee },
          now,
          tx,
        ))
      )
        throw new AppError('NOT_FOUND', `Price ${price.id} not found`);
    }
  });
  return { success: true, message: `${request.prices.length} price(s) updated` };
};

/** PUT /system/coupons: operators create or change a coupon. */
export const upsertCoupon = async (deps: Pick<Deps, 'catalogueRepository'>, body: unknown) => {
  const request = parseBody(couponUpsertRequestSchema, body);
  if ((request.percentOff === null) === (request.amountOff === null))
    throw new AppError('VALIDATION', 'A coupon takes either a percent or an amount off');
  if (request.amountOff !== null && request.currency === null)
    throw new AppError('VALIDATION', 'An amount-off coupon needs its currency');
  if (request.duration === 'repeating' && request.durationInMonths === null)
    throw new AppError('VALIDATION', 'A repeating coupon needs its months');
  await deps.catalogueRepository.upsertCoupon({
    ...request,
    id: request.id.toUpperCase(),
    redeemBy: request.redeemBy === null ? null : new Date(request.redeemBy),
  });
  return { success: true, message: `Coupon ${request.id.toUpperCase()} saved` };
};

/** The user-licence tiers of every paid plan, as the provider's tiered prices. */
const catalogueForProvider = async (deps: Pick<Deps, 'catalogueRepository'>): Promise<CataloguePrice[]> => {
  const product = await deps.catalogueRepository.findProduct(userLicenceProductId);
  if (!product) return [];
  const [rows, plans] = await Promise.all([
    deps.catalogueRepository.listProductPrices(product.id),
    deps.catalogueRepository.listPlans(),
  ]);
  const result: CataloguePrice[] = [];
  for (const plan of plans) {
    for (const currency of billingCurrencies) {
      for (const periodicity of paymentFrequencies) {
        const bands = rows.filter(
          (row) => row.planId === plan.id && row.currency === currency && row.periodicity === periodicity,
        );
        if (bands.length === 0) continue;
        result.push({
          lookupKey: `psc_${plan.name.toLowerCase()}_${currency.toLowerCase()}_${periodicity.toLowerCase()}`,
          productName: `PSC ${plan.name} user licence`,
          currency,
          interval: periodicity === 'Monthly' ? 'month' : 'year',
          tiers: bands.map((band) => ({
            upTo: band.quantityUpTo,
            flatAmount: band.flatAmount,
            unitAmount: band.periodFee,
          })),
        });
      }
    }
  }
  return result;
};

/** GET /system/stripe/pumpprices: creates our tiered prices at the provider (idempotent per catalogue). */
export const pumpPrices = async (deps: Pick<Deps, 'catalogueRepository' | 'paymentProvider'>) => {
  const created = await deps.paymentProvider.pushCatalogue(await catalogueForProvider(deps));
  return {
    success: true,
    message: `${created.length} tiered price(s) at ${deps.paymentProvider.kind}`,
    prices: created,
  };
};

/** GET /system/stripe/dumpprices: the provider's active prices. */
export const dumpProviderPrices = async (deps: Pick<Deps, 'paymentProvider'>) => ({
  success: true,
  prices: await deps.paymentProvider.listCatalogue(),
});

/** GET /system/stripe/clearexpiredpaymentintents: open purchases untouched for a day are cleared and their intents cancelled. */
export const clearExpiredPaymentIntents = async (
  deps: Pick<Deps, 'subscriptionsRepository' | 'paymentProvider' | 'clock'>,
  clear: (
    purchase: Awaited<ReturnType<Deps['subscriptionsRepository']['listOpenPurchases']>>[number],
  ) => Promise<boolean>,
) => {
  const cutoff = new Date(deps.clock.now().getTime() - 86_400_000);
  let cleared = 0;
  for (const purchase of await deps.subscriptionsRepository.listOpenPurchases(cutoff)) {
    if (purchase.kind !== 'change') continue;
    if (await clear(purchase)) cleared += 1;
  }
  return { success: true, message: `${cleared} expired purchase(s) cleared` };
};
