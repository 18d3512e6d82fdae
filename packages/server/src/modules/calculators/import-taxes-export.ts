import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { ExportCell } from './calculator-export-section.ts';

const percent = (rate: number): string => `${(rate * 100).toFixed(2)} %`;

/**
 * The export's rows for the taxes at import (decision 0120): each tax with its rate and base, per tonne and for the
 * cargo, and its source — beside the DDP rows, never added to them.
 */
export const importTaxExportRows = (calculator: CalculatorReply): ExportCell[][] => {
  const taxes = calculator.importTaxes;
  if (taxes === null) return [];
  return [
    ['Import taxes (outside the DDP)', taxes.note],
    ...taxes.lines.flatMap((line): ExportCell[][] => [
      [
        `Import tax: ${line.name} (${percent(line.rate)} of ${line.baseName} ${line.basePrice.toFixed(2)})`,
        line.price,
      ],
      [`Import tax: ${line.name} for the cargo`, line.total],
      [`Import tax: ${line.name} source`, line.source],
    ]),
    ...(taxes.financed > 0
      ? [['Import taxes financed in the Finance line (per tonne)', taxes.financed]]
      : []),
  ];
};
