import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { europeCashMarketRegions } from '@psc/core/market-data/europe-cash-market-regions';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { periodIdLabel } from '../utils/calculator-format.ts';

/** §2.4 'Summary': Source, Destination, Currency, Contract and Period, with Edit and Remove. */
export const CalculatorSummary = ({
  calculator,
  readOnly,
  onEdit,
  onRemove,
}: {
  calculator: CalculatorReply;
  readOnly: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) => {
  const source = [
    calculator.originPortName,
    calculator.originCountryName,
    // The cash market's group by its name ('EU Region 2'), never its id ('Region2') (issue 48 item 13).
    europeCashMarketRegions.find((region) => region.id === calculator.originCMPRegionId)?.name ??
      calculator.originCMPRegionId ??
      calculator.originRegionId,
  ]
    .filter(Boolean)
    .join(', ');
  const fields: [string, string][] = [
    ['Source', source],
    ['Destination', `${calculator.destination.name} (${calculator.destination.countryName})`],
    ['Currency', calculator.currencyCode],
    ['Contract', calculator.contractName],
    ['Period', periodIdLabel(calculator)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={0.5}>
        {fields.map(([label, value]) => (
          <Typography key={label} variant="body2">
            <strong>{label}:</strong> {value}
          </Typography>
        ))}
      </Stack>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="outlined" onClick={onEdit}>
            Edit
          </Button>
          <Button color="error" onClick={onRemove}>
            Remove
          </Button>
        </Stack>
      )}
    </Paper>
  );
};
