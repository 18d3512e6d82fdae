import type Stripe from 'stripe';
import type { PaymentProvider } from './payment-provider.ts';

/** Our tiered prices at Stripe: created once per catalogue (idempotent), and listed for the operator. */
export const stripeCatalogueCalls = (
  stripe: Stripe,
): Pick<PaymentProvider, 'pushCatalogue' | 'listCatalogue'> => ({
  pushCatalogue: async (catalogue) => {
    const products = new Map<string, string>();
    const created: { lookupKey: string; providerPriceId: string }[] = [];
    for (const price of catalogue) {
      let productId = products.get(price.productName);
      if (!productId) {
        const product = await stripe.products.create(
          { name: price.productName, metadata: { psc: price.productName } },
          { idempotencyKey: `product:${price.productName}` },
        );
        productId = product.id;
        products.set(price.productName, productId);
      }
      const tiers = price.tiers.map((tier) => ({
        up_to: tier.upTo ?? ('inf' as const),
        flat_amount: tier.flatAmount,
        unit_amount: tier.unitAmount,
      }));
      const stripePrice = await stripe.prices.create(
        {
          product: productId,
          currency: price.currency.toLowerCase(),
          recurring: { interval: price.interval },
          billing_scheme: 'tiered',
          tiers_mode: 'graduated',
          tiers,
          lookup_key: price.lookupKey,
          transfer_lookup_key: true,
        },
        // Same catalogue, same key: pumping twice creates nothing twice.
        { idempotencyKey: `price:${price.lookupKey}:${JSON.stringify(tiers)}` },
      );
      created.push({ lookupKey: price.lookupKey, providerPriceId: stripePrice.id });
    }
    return created;
  },

  listCatalogue: async () => (await stripe.prices.list({ limit: 100, active: true })).data,
});
