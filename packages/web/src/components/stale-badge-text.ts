import { rowName } from '#lib/i18n/cost-row-names.ts';
import type { Translate } from '#lib/i18n/use-messages.ts';

/** A published input as the freshness replies name it (decision 0114). */
export type StaleInput = { readonly name: string; readonly asOf: string | null; readonly stale: boolean };

/**
 * An input's name in the reader's language where the web knows its words (an exchange rate, the bulk freight lane,
 * a cost row); a contract's name ('New York #11') and a rule table's row name stay as the server gives them.
 */
const inputName = (t: Translate, name: string): string => {
  const rate = /^([A-Z]{3}) per US dollar$/.exec(name);
  if (rate !== null) return t('stale.fxPerDollar', { currency: rate[1] ?? '' });
  if (name === 'Bulk freight lane assessment') return t('stale.bulkFreight');
  return rowName(t, name);
};

/** 'Stale: New York #11 as of Nov 20, 2026; EUR per US dollar as of Nov 20, 2026', in the reader's language. */
export const staleBadgeText = (
  t: Translate,
  inputs: readonly StaleInput[],
  formatAsOf: (asOf: string) => string,
): string =>
  t('stale.title', {
    inputs: inputs
      .map((input) =>
        input.asOf === null
          ? t('stale.neverPublished', { name: inputName(t, input.name) })
          : t('stale.asOf', { name: inputName(t, input.name), date: formatAsOf(input.asOf) }),
      )
      .join('; '),
  });
