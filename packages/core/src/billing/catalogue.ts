/**
 * Billing constants and the default catalogue of account-and-billing.md §9 (docs/decisions/0016-billing-prices-quotes-and-terms.md).
 * The catalogue is seeded into the database on first start; live prices always come from there.
 */
export const billingCurrencies = ['GBP', 'EUR', 'USD'] as const;
export type BillingCurrency = (typeof billingCurrencies)[number];

export const paymentFrequencies = ['Monthly', 'Yearly'] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

export const monthsPerPeriod: Record<PaymentFrequency, number> = { Monthly: 1, Yearly: 12 };

/** Persistent ids of the products (§7: the user-licence product is 'soluser'). */
export const userLicenceProductId = 'soluser';
export const dataSetProductId = 'soldataset';

/** The user price bands of §9: 1-5, 6-9, 10+. `upTo` null is the open band. */
export const userBands = [
  { band: 1, from: 1, upTo: 5 },
  { band: 2, from: 6, upTo: 9 },
  { band: 3, from: 10, upTo: null },
] as const;

export const bandLabel = (from: number, upTo: number | null): string =>
  upTo === null ? `${from}+` : `${from}-${upTo}`;

/** Largest licence count a purchase may carry (§5, §9 'Maximum additional users 999999'). */
export const maxUsers = 999_999;
/** Input bound of the additional-users field (§5). */
export const maxAdditionalUsersInput = 999_999_999;

type PerCurrency = Record<BillingCurrency, number>;

/** §9 figures, whole currency units per month. Yearly prices are 'per month', multiplied by 12. */
export const defaultPlanPrices: Record<
  'Starter' | 'Team',
  { monthly: PerCurrency; yearlyPerMonth: PerCurrency; extraUser: PerCurrency; extraDataSet: PerCurrency }
> = {
  Starter: {
    monthly: { GBP: 99, EUR: 119, USD: 129 },
    yearlyPerMonth: { GBP: 49, EUR: 59, USD: 69 },
    extraUser: { GBP: 12, EUR: 14, USD: 15 },
    extraDataSet: { GBP: 7, EUR: 8, USD: 9 },
  },
  Team: {
    monthly: { GBP: 234, EUR: 269, USD: 299 },
    yearlyPerMonth: { GBP: 249, EUR: 259, USD: 269 },
    extraUser: { GBP: 11, EUR: 13, USD: 14 },
    extraDataSet: { GBP: 6, EUR: 7, USD: 8 },
  },
};

export type CatalogueBand = {
  band: number;
  quantityUpTo: number | null;
  flatAmount: number;
  periodFee: number;
};

/**
 * The seeded tiers of the user licence for one paid plan, currency and frequency, in minor units per billing
 * period: the plan fee is the flat amount of band 1-5 (users 1-5 included), every further user pays the plan's
 * extra-user price in band 6-9 and in band 10+. Operators change the rows, not this code.
 */
export const defaultUserBands = (
  plan: 'Starter' | 'Team',
  currency: BillingCurrency,
  frequency: PaymentFrequency,
): CatalogueBand[] => {
  const prices = defaultPlanPrices[plan];
  const months = monthsPerPeriod[frequency];
  const planFee =
    (frequency === 'Monthly' ? prices.monthly[currency] : prices.yearlyPerMonth[currency]) * months * 100;
  const extraUser = prices.extraUser[currency] * months * 100;
  return [
    { band: 1, quantityUpTo: 5, flatAmount: planFee, periodFee: 0 },
    { band: 2, quantityUpTo: 9, flatAmount: 0, periodFee: extraUser },
    { band: 3, quantityUpTo: null, flatAmount: 0, periodFee: extraUser },
  ];
};

export const defaultDataSetFee = (
  plan: 'Starter' | 'Team',
  currency: BillingCurrency,
  frequency: PaymentFrequency,
): number => defaultPlanPrices[plan].extraDataSet[currency] * monthsPerPeriod[frequency] * 100;

/** Invoice status numbers of §3. */
export const invoiceStatus = { draft: 0, raised: 1, paid: 2, cancelled: 3 } as const;

export const invoiceStatusLabel = (status: number): string =>
  (({ 0: 'Draft', 1: 'Raised', 2: 'Paid', 3: 'Cancelled' }) as Record<number, string>)[status] ?? 'Pending';

/** Currency symbols of §9. */
export const currencySymbol = (currency: string): string =>
  (({ GBP: '£', EUR: '€', USD: '$', JPY: '¥', RUB: '₽', CNY: '¥' }) as Record<string, string>)[currency] ??
  '$';

/** Minor units as '1,234.56'. Every PSC billing currency has two decimals. */
export const formatMinor = (amount: number): string => {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const whole = Math.trunc(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(absolute % 100).padStart(2, '0')}`;
};

export const formatMoney = (amount: number, currency: string): string =>
  `${currencySymbol(currency)}${formatMinor(amount)}`;

/**
 * An amount as an accountant reads it: the sign before the currency symbol, "−$59.80" (issue 44), never
 * "$-59.80". `minus` is U+2212; a PDF in a standard font passes the en dash its encoding has.
 */
export const formatSignedMoney = (amount: number, currency: string, minus = '\u2212'): string =>
  `${amount < 0 ? minus : ''}${currencySymbol(currency)}${formatMinor(Math.abs(amount))}`;
