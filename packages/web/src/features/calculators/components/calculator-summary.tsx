import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { europeCashMarketRegions } from '@psc/core/market-data/europe-cash-market-regions';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';
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
  const t = useMessages('screens');
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
    [t('summary.source'), source],
    [t('summary.destination'), `${calculator.destination.name} (${calculator.destination.countryName})`],
    [t('calculator.currency'), calculator.currencyCode],
    [t('calculator.contract'), calculator.contractName],
    [t('summary.period'), periodIdLabel(calculator)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={0.5}>
        {fields.map(([label, value]) => (
          <Typography key={label} variant="body2">
            <strong>{t('summary.label', { label })}</strong> {value}
          </Typography>
        ))}
      </Stack>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="outlined" onClick={onEdit}>
            {t('summary.edit')}
          </Button>
          <Button color="error" onClick={onRemove}>
            {t('summary.remove')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
};
