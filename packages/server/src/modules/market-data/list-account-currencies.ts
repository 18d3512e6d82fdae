import type { z } from 'zod';
import type { accountCurrencyReplySchema } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';
import { currencySymbol } from './list-currencies.ts';

/** account-and-billing.md §9: billing in GBP, EUR or USD; only USD can be chosen. */
const billingCurrencies = [
  { code: 'GBP', selectable: false },
  { code: 'EUR', selectable: false },
  { code: 'USD', selectable: true },
] as const;

/** GET /accounts/currencies: the billing currencies, named from the ISO list. */
export const listAccountCurrencies = (
  deps: Pick<Deps, 'referenceData'>,
): z.infer<typeof accountCurrencyReplySchema>[] =>
  billingCurrencies.map(({ code, selectable }) => ({
    id: code,
    symbol: currencySymbol(code),
    name: deps.referenceData.currencies.find((currency) => currency.code === code)?.name ?? code,
    selectable,
  }));
