import { legacyCentsPerPoundToUsdPerTonne } from '@psc/core/pricing/cents-per-pound';
import { formatNumber } from '#lib/i18n/formats.ts';

const missing = '--';

// In the reader's language (decision 0137); English reads as it always has ('$1,234.50', '15.20¢').
const money = (value: number, currencyCode: string, decimals: number) =>
  formatNumber(value, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** '$452.30' (money with 2 decimals, calculators.md §9). */
export const formatUsd = (value: number | null): string =>
  value === null ? missing : money(value, 'USD', 2);

/** '$95': premiums show no decimals (§9). */
export const formatUsdWhole = (value: number | null): string =>
  value === null ? missing : money(value, 'USD', 0);

/** '15.20¢': New York #11 in cents per pound with the cent sign (§2.6). */
export const formatCents = (value: number | null): string =>
  value === null
    ? missing
    : `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}¢`;

/** A price in its own currency: '€625.00', '£655.00'. */
export const formatMoney = (value: number | null, currencyCode: string): string =>
  value === null ? missing : money(value, currencyCode, 2);

/** New York #11 c/lb shown in $/t with the spec's 22.046 (§9). */
export const centsPerPoundInUsdPerTonne = (value: number | null): number | null =>
  value === null ? null : value * legacyCentsPerPoundToUsdPerTonne;

/** Brazil: Price = Base + Premium (§2.6). */
export const brazilPrice = (base: number | null, premium: number | null): number | null =>
  base === null ? null : base + (premium ?? 0);

/**
 * The Brazil boards' contract column: the shipment month, then the basis futures code with its two-digit year,
 * 'Jan 27 · H27' (§2.6: code plus year abbreviation).
 */
export const brazilContractLabel = (period: {
  name: string;
  contractCode: string;
  contractYear: number;
}): string => `${period.name} · ${period.contractCode}${String(period.contractYear % 100).padStart(2, '0')}`;
