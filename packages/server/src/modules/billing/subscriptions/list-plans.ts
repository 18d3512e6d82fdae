import type { PlanOffer } from '@psc/core/billing/billing.schemas';
import { dataSetProductId, userLicenceProductId } from '@psc/core/billing/catalogue';
import type { Deps } from '../../../deps.ts';

/** GET /api/v1/plans (the spec's get-all-plans call): every plan with its fees, for the Plan-change dialog. */
export const listPlans = async (deps: Pick<Deps, 'catalogueRepository'>): Promise<PlanOffer[]> => {
  const [plans, users, dataSets] = await Promise.all([
    deps.catalogueRepository.listPlans(),
    deps.catalogueRepository.findProduct(userLicenceProductId),
    deps.catalogueRepository.findProduct(dataSetProductId),
  ]);
  const userPrices = users ? await deps.catalogueRepository.listProductPrices(users.id) : [];
  const dataSetPrices = dataSets ? await deps.catalogueRepository.listProductPrices(dataSets.id) : [];
  return plans.map((plan) => {
    const keys = [
      ...new Set(
        userPrices.filter((row) => row.planId === plan.id).map((row) => `${row.currency}|${row.periodicity}`),
      ),
    ];
    return {
      ...plan,
      mostPopular: plan.name === 'Team',
      prices: keys.map((key) => {
        const [currency = '', paymentFrequency = ''] = key.split('|');
        const bands = userPrices.filter(
          (row) =>
            row.planId === plan.id && row.currency === currency && row.periodicity === paymentFrequency,
        );
        return {
          currency,
          paymentFrequency,
          planFee: bands.find((row) => row.band === 1)?.flatAmount ?? 0,
          extraUserFee: bands.find((row) => row.band === 2)?.periodFee ?? 0,
          dataSetFee:
            dataSetPrices.find(
              (row) =>
                row.planId === plan.id && row.currency === currency && row.periodicity === paymentFrequency,
            )?.periodFee ?? 0,
        };
      }),
    };
  });
};
