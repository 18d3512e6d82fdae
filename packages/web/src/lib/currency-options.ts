import type { CurrencyReply } from '@psc/core/market-data/market-data.schemas';

export type CurrencyOption = { value: string; label: string };

const usDollar: CurrencyReply = { id: 'USD', symbol: '$', name: 'US Dollar' };

/**
 * The options of a Currency select on calculators and destinations. GET /api/v1/currencies/ lists only the
 * currencies the server can price in (USD and those with a published FX rate, docs/decisions/0022), so these are all
 * choosable; USD alone while the list loads. The value already chosen is always an option, labelled by its code when
 * the list does not name it, so a select never shows blank for a stored calculator or destination.
 */
export const currencyOptions = (
  currencies: readonly CurrencyReply[] | undefined,
  selected: string,
): CurrencyOption[] => {
  const options = (currencies ?? [usDollar]).map((currency) => ({
    value: currency.id,
    label: `${currency.id} ${currency.name}`,
  }));
  return selected === '' || options.some((option) => option.value === selected)
    ? options
    : [{ value: selected, label: selected }, ...options];
};
