import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { useGlobalDestinations } from '#api/get-global-destinations.ts';
import { useUserDestinations } from '#api/get-user-destinations.ts';
import { SearchableSelectField } from '#components/form/searchable-select-field.tsx';
import { globalDestinationLabel } from '../utils/global-destination-label.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type DestinationFieldProps = {
  calculator: CalculatorReply;
  readOnly: boolean;
  onChange: (field: AmendableCalculatorField, value: string) => void;
};

/**
 * The card's To field (§2.2): the user's destinations, then the global ports (Europe's only for the cash market).
 * The global ports (about 56 KiB) are fetched when the user reaches for the field, not with every card: on a slow
 * link they were the largest reply of Home and My Calculators (issue 18). Until then the field lists the chosen one.
 * The list is searched by typing any part of a name (issue 48 item 14).
 */
export const CalculatorDestinationField = ({ calculator, readOnly, onChange }: DestinationFieldProps) => {
  const destinations = useUserDestinations();
  const [wanted, setWanted] = useState(false);
  const globalDestinations = useGlobalDestinations(wanted);
  const cashMarket = calculator.contractId === 'CashMarketPrice';
  const t = useMessages();
  const options = [
    ...(destinations.data ?? []).map((destination) => ({ value: destination.id, label: destination.name })),
    ...(globalDestinations.data ?? [])
      .filter((port) => !cashMarket || port.region === 'Europe')
      .map((port) => ({ value: port.id, label: globalDestinationLabel(port) })),
  ];
  if (!options.some((option) => option.value === calculator.destinationId))
    options.push({ value: calculator.destinationId, label: calculator.destination.name });
  return (
    <>
      <SearchableSelectField
        label={t('calculator.toDestination')}
        value={calculator.destinationId}
        disabled={readOnly}
        onChange={(value) => onChange('destinationId', value)}
        options={options}
        onInterest={() => setWanted(true)}
        loadingMore={wanted && globalDestinations.isPending}
      />
      <Typography variant="body2" color="text.secondary">
        {[
          calculator.destination.region,
          calculator.destination.countryName,
          calculator.destination.arrivalPortName || t('calculator.anyPort'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </>
  );
};
