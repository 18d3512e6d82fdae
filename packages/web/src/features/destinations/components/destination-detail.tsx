import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDestinationReply } from '@psc/core/destinations/destinations.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useConfirmedDestinationDelete } from './destinations-list.tsx';

/** §2.5 detail (4/6): Name, Country, Arrival Port, Currency, Land Freight, Premium Cost, Destination Charges; Edit, Remove. */
export const DestinationDetail = ({
  destination,
  readOnly,
  onEdit,
  onRemoved,
}: {
  destination: UserDestinationReply;
  readOnly: boolean;
  onEdit: () => void;
  onRemoved: () => void;
}) => {
  const t = useMessages('screens');
  const deletion = useConfirmedDestinationDelete(onRemoved);
  const fields: [string, string][] = [
    [t('destinations.column.name'), destination.name],
    [t('destinations.column.country'), destination.countryName],
    [t('destinations.arrivalPort'), destination.arrivalPortName || t('destinations.anyPort')],
    [t('calculator.currency'), destination.currencyCode],
    [t('destinations.column.landFreight'), destination.perTonLandFreightCostAsString],
    [t('destinations.premiumCost'), destination.premiumCostAsString || '—'],
    [
      t('destinations.destinationCharges'),
      destination.destinationCostAsString || t('destinations.portDefault'),
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={0.75}>
        {fields.map(([label, value]) => (
          <Typography key={label}>
            <strong>{label}:</strong> {value}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          {t('destinations.usedBy', { count: destination.calculatorCount })}
        </Typography>
      </Stack>
      {deletion.error !== null && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={deletion.clearError}>
          {deletion.error}
        </Alert>
      )}
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={onEdit}>
            {t('destinations.edit')}
          </Button>
          <Button color="error" onClick={() => deletion.ask(destination.id)}>
            {t('destinations.remove')}
          </Button>
        </Stack>
      )}
      {deletion.dialog}
    </Paper>
  );
};
