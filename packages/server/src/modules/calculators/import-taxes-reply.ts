import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { price } from '@psc/core/pricing/price-stored-calculator';

type Priced = ReturnType<typeof price>;

/**
 * The reply's import taxes (issue 45 item 4, docs/decisions/0120): the lines beside the DDP with their base, rate and
 * source, or why there are none — nothing imported, or no tax known for the country (never shown as zero).
 */
export const importTaxesReplyOf = (
  result: Priced['resolution']['result'],
  priced: Priced['priced'],
  countryName: string,
): Pick<CalculatorReply, 'importTaxes'> => {
  if (!result.ok || priced === null) return { importTaxes: null };
  const part = priced.importTaxes;
  const regime = result.duty.applied?.regime ?? null;
  if (part === null)
    return {
      importTaxes: {
        known: false,
        note: `Import taxes not known for ${countryName}`,
        lines: [],
        price: 0,
        lowPrice: 0,
        highPrice: 0,
        total: 0,
        financed: 0,
        carryDays: 0,
      },
    };
  const note =
    part.lines.length === 0
      ? regime === 'domestic'
        ? 'No import: no taxes at import'
        : 'No import inside a customs union: no taxes at import'
      : 'Paid at clearance, outside the DDP (recoverable by most importers)';
  return {
    importTaxes: {
      known: true,
      note,
      lines: part.lines.map((line) => ({ ...line })),
      price: part.price,
      lowPrice: part.lowPrice,
      highPrice: part.highPrice,
      total: part.total,
      financed: priced.finance?.importTaxCarry ?? 0,
      carryDays: part.carryDays,
    },
  };
};
