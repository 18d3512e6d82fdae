import { costRowColors } from './cost-block-types.ts';
import type { SubtotalName } from './cost-block-types.ts';
import type { Conversions, Waterfalls } from './cost-block-parts.ts';
import type { DestinationPremiumPart, FinancePart, PolarisationPart, Subtotal } from './priced-calculator.ts';
import { pricingFormulas } from './pricing-formulas.ts';
import type { PricingInput } from './pricing-input.ts';
import { roundToCents } from './round-to-cents.ts';
import type { Waterfall } from './waterfall.ts';

const subtotal = (
  name: SubtotalName,
  lineOf: (waterfall: Waterfall) => number,
  waterfalls: Waterfalls,
  formula: string,
): Subtotal => ({
  name,
  displayName: name,
  color: costRowColors[name],
  price: lineOf(waterfalls.price),
  lowPrice: lineOf(waterfalls.low),
  highPrice: lineOf(waterfalls.high),
  formula,
});

/** The parts of a price a panel or an export shows on their own lines: the subtotals and three shares. */
export const pricedPartsOf = (
  input: PricingInput,
  conversions: Conversions,
  waterfalls: Waterfalls,
): {
  subtotals: Subtotal[];
  destinationPremium: DestinationPremiumPart | null;
  polarisation: PolarisationPart | null;
  finance: FinancePart | null;
} => {
  const { price, low, high } = waterfalls;
  const premium = input.destinationPremium ?? null;
  const polarisation = input.polarisation ?? null;
  const finance = input.finance ?? null;
  return {
    subtotals: [
      subtotal('FOB', (waterfall) => waterfall.fob, waterfalls, pricingFormulas.fob),
      subtotal('CFR', (waterfall) => waterfall.cfr, waterfalls, pricingFormulas.cfr),
      subtotal('CIF', (waterfall) => waterfall.cif, waterfalls, pricingFormulas.cif),
      subtotal(
        'DDP',
        (waterfall) => waterfall.ddp,
        waterfalls,
        finance === null ? pricingFormulas.ddp : pricingFormulas.ddpWithFinance,
      ),
    ],
    // The destination premium is counted inside Loading; its share is shown apart.
    destinationPremium:
      premium === null
        ? null
        : {
            price: price.destinationPremium,
            lowPrice: low.destinationPremium,
            highPrice: high.destinationPremium,
            defaultPrice: price.defaults.destinationPremium,
            basePrice: roundToCents(premium.price),
            currencyCode: premium.currencyCode,
            fxRate: conversions.destinationPremium.rate,
            fxSource: conversions.destinationPremium.source,
            source: premium.source,
          },
    // Raw sugar's polarisation premium is inside the Contract block (docs/decisions/0032).
    polarisation:
      polarisation === null
        ? null
        : {
            price: price.polarisation,
            lowPrice: low.polarisation,
            highPrice: high.polarisation,
            rate: polarisation.rate,
            degrees: polarisation.degrees,
            gradeName: polarisation.gradeName,
            method: polarisation.method,
            source: polarisation.source,
            timestamp: polarisation.timestamp,
            formula: pricingFormulas.polarisation,
          },
    // The cost of money after CIF (docs/decisions/0034): its three parts on the price path.
    finance:
      finance === null
        ? null
        : {
            price: price.finance,
            lowPrice: low.finance,
            highPrice: high.finance,
            carry: price.carry,
            letterOfCredit: price.letterOfCredit,
            demurrage: price.demurrage,
            demurrageLow: low.demurrage,
            demurrageHigh: high.demurrage,
            importTaxCarry: price.importTaxCarry,
            carryRatePerYear: finance.carryRatePerYear,
            carryDays: finance.carryDays,
            lcRate: finance.lcRate,
            source: finance.source,
            formula: pricingFormulas.finance,
          },
  };
};
