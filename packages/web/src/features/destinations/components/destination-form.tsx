import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { destinationMessages, type UserDestinationReply } from '@psc/core/destinations/destinations.schemas';
import { regionNames } from '@psc/core/market-data/reference-data.schemas';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { currencyOptions } from '#lib/currency-options.ts';
import { useCreateUserDestination } from '../api/create-user-destination.ts';
import { useCurrencies } from '#api/get-currencies.ts';
import { useRegionCountries } from '#api/get-region-countries.ts';
import { useDestinationPorts } from '../api/get-destination-ports.ts';
import { useUpdateUserDestination } from '../api/update-user-destination.ts';
import { SelectField } from '#components/form/select-field.tsx';

type Values = {
  name: string;
  region: string;
  country: string;
  arrivalPortId: string;
  currencyCode: string;
  landFreight: string;
  destinationCharges: string;
  premiumCost: string;
};
const mandatory: (keyof Values)[] = [
  'name',
  'region',
  'country',
  'currencyCode',
  'landFreight',
  'destinationCharges',
];

const valuesOf = (destination?: UserDestinationReply): Values => ({
  name: destination?.name ?? '',
  region: destination?.region ?? '',
  country: destination?.country ?? '',
  arrivalPortId: destination?.arrivalPortId ?? '',
  currencyCode: destination?.currencyCode ?? 'USD',
  landFreight: destination?.perTonLandFreightCostAsString ?? '',
  destinationCharges: destination?.destinationCostAsString ?? '',
  premiumCost: destination?.premiumCostAsString ?? '',
});

/** A refusal the server explains is shown after 'Your request is invalid:' (§8); anything else is a generic failure. */
export const destinationFailure = (error: unknown): string =>
  isApiError(error) && error.status >= 400 && error.status < 500
    ? `${destinationMessages.invalidPrefix} ${error.message}`
    : 'Sorry, an error occurred';

/**
 * Add (§2.5 screen 5) and editor (4/6): Name, To: Region, To: Country, To: Port ('Any'), Currency, Land Freight
 * Cost, Destination Charges, and the optional Premium Cost the detail shows. A new region clears country and port; a
 * new country clears the port (§4).
 */
export const DestinationForm = ({
  destination,
  onSaved,
  onCancel,
}: {
  destination?: UserDestinationReply;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) => {
  const [values, setValues] = useState<Values>(valuesOf(destination));
  const [flagged, setFlagged] = useState<ReadonlySet<keyof Values>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const countries = useRegionCountries(values.region === '' ? null : values.region);
  const ports = useDestinationPorts(values.country === '' ? null : values.country);
  const currencies = useCurrencies();
  const create = useCreateUserDestination();
  const update = useUpdateUserDestination();
  const busy = create.isPending || update.isPending;

  const set = (next: Values) => {
    setValues(next);
    setError(null);
    setFlagged(new Set());
  };

  const onSave = async () => {
    const missing = mandatory.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      setFlagged(new Set(missing));
      setError(destinationMessages.mandatory);
      return;
    }
    const body = {
      name: values.name,
      region: values.region,
      country: values.country,
      arrivalPortId: values.arrivalPortId,
      currencyCode: values.currencyCode,
      perTonLandFreightCostAsString: values.landFreight,
      destinationCostAsString: values.destinationCharges,
      // Optional; part of the delivered price inside DEST. CHARGES (docs/decisions/0021). '' removes it.
      premiumCostAsString: values.premiumCost,
    };
    try {
      if (destination) await update.mutateAsync({ ...body, id: destination.id });
      else await create.mutateAsync(body);
      onSaved(destination ? destinationMessages.updated : destinationMessages.created);
    } catch (caught) {
      setError(destinationFailure(caught));
    }
  };

  const select = (
    field: keyof Values,
    label: string,
    options: { value: string; label: string }[],
    onChange: (value: string) => void,
    emptyLabel?: string,
  ) => (
    <SelectField
      label={label}
      value={values[field]}
      onChange={onChange}
      options={options}
      emptyLabel={emptyLabel}
      error={flagged.has(field)}
      required={emptyLabel === undefined}
      size="medium"
      id={`destination-${field}`}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        spacing={2}
        component="form"
        noValidate
        aria-label={destination ? 'Edit Destination' : 'Add Destination'}
        onSubmit={(event) => (event.preventDefault(), void onSave())}
      >
        <TextInput
          label="Name"
          required
          value={values.name}
          error={flagged.has('name')}
          onChange={(event) => set({ ...values, name: event.target.value })}
        />
        {select(
          'region',
          'To: Region',
          regionNames.map((region) => ({ value: region, label: region })),
          (region) => set({ ...values, region, country: '', arrivalPortId: '' }),
        )}
        {select(
          'country',
          'To: Country',
          (countries.data ?? []).map((country) => ({ value: country.id, label: country.name })),
          (country) => set({ ...values, country, arrivalPortId: '' }),
        )}
        {select(
          'arrivalPortId',
          'To: Port',
          (ports.data ?? []).map((port) => ({ value: port.id, label: port.name })),
          (arrivalPortId) => set({ ...values, arrivalPortId }),
          'Any',
        )}
        {select(
          'currencyCode',
          'Currency',
          currencyOptions(currencies.data, values.currencyCode),
          (currencyCode) => set({ ...values, currencyCode }),
        )}
        <TextInput
          label="Land Freight Cost"
          required
          value={values.landFreight}
          error={flagged.has('landFreight')}
          inputProps={{ inputMode: 'decimal' }}
          onChange={(event) => set({ ...values, landFreight: event.target.value })}
        />
        <TextInput
          label="Destination Charges"
          required
          value={values.destinationCharges}
          error={flagged.has('destinationCharges')}
          inputProps={{ inputMode: 'decimal' }}
          onChange={(event) => set({ ...values, destinationCharges: event.target.value })}
        />
        <TextInput
          label="Premium Cost"
          value={values.premiumCost}
          helperText="Optional, per tonne; added to the destination charges of calculators using it"
          inputProps={{ inputMode: 'decimal' }}
          onChange={(event) => set({ ...values, premiumCost: event.target.value })}
        />
        {error !== null && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save &amp; Close
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
