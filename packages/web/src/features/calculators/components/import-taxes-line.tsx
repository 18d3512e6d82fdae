import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { formatMoney } from '../utils/calculator-format.ts';

const percent = (rate: number): string => `${Math.round(rate * 10000) / 100} %`;

/**
 * The line below the DDP for import VAT and other taxes at import (issue 45 item 4, decision 0120): each tax with its
 * rate, base and source, per tonne and for the cargo. Outside the DDP: most importers recover it.
 */
export const ImportTaxesLine = ({ calculator }: { calculator: CalculatorReply }) => {
  const taxes = calculator.importTaxes;
  if (taxes === null) return null;
  const currency = calculator.currencyCode;
  return (
    <Box
      component="section"
      aria-label="Taxes at import"
      data-testid="import-taxes"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        Taxes at import (outside the DDP)
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="import-taxes-note">
        {taxes.note}
      </Typography>
      {taxes.lines.map((line) => (
        <Box key={line.id} sx={{ mt: 1 }} data-testid="import-tax-line">
          <Typography variant="body2">
            <strong>{line.name}</strong> {percent(line.rate)} of {line.baseName} {formatMoney(line.basePrice)}
            :{' '}
            <strong>
              {formatMoney(line.price)} {currency}/t
            </strong>
            , {formatMoney(line.total)} {currency} for the cargo (low {formatMoney(line.lowPrice)}, high{' '}
            {formatMoney(line.highPrice)})
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Source: {line.source}
          </Typography>
        </Box>
      ))}
      {taxes.financed > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Financed over {taxes.carryDays} days in the Finance line: {formatMoney(taxes.financed)} {currency}/t
        </Typography>
      )}
    </Box>
  );
};
