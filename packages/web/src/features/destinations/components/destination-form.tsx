import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { UserDestinationReply } from '@psc/core/destinations/destinations.schemas';
import { regionNames } from '@psc/core/market-data/region-names';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { currencyOptions } from '#lib/currency-options.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
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

const requestOf = (values: Values) => ({
  name: values.name,
  region: values.region,
  country: values.country,
  arrivalPortId: values.arrivalPortId,
  currencyCode: values.currencyCode,
  perTonLandFreightCostAsString: values.landFreight,
  destinationCostAsString: values.destinationCharges,
  // Optional; part of the delivered price inside DEST. CHARGES (docs/decisions/0021). '' removes it.
  premiumCostAsString: values.premiumCost,
});

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

/** A refusal the server explains is shown after 'Your request is invalid:' (§8); anything else is a generic failure. */
export const destinationFailure = (t: Translate, error: unknown): string =>
  isApiError(error) && error.status >= 400 && error.status < 500
    ? t('destinations.invalid', { message: error.message })
    : t('destinations.failed');

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
  const t = useMessages('screens');
  const { register, handleSubmit, watch, setValue, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: valuesOf(destination),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [region, country, arrivalPortId, currencyCode] = watch([
    'region',
    'country',
    'arrivalPortId',
    'currencyCode',
  ]);
  const countries = useRegionCountries(region === '' ? null : region);
  const ports = useDestinationPorts(country === '' ? null : country);
  const currencies = useCurrencies();
  const create = useCreateUserDestination();
  const update = useUpdateUserDestination();
  const busy = create.isPending || update.isPending;
  const flagged = (field: keyof Values) => formState.errors[field] !== undefined;

  // Any change takes the flags and the message away, as before the form used react-hook-form.
  const changed = () => {
    clearErrors();
    setProblem(null);
  };
  const change = (updates: Partial<Values>) => {
    for (const [field, value] of Object.entries(updates) as [FieldPath<Values>, string][])
      setValue(field, value);
    changed();
  };
  const textField = (field: 'name' | 'landFreight' | 'destinationCharges' | 'premiumCost') =>
    register(field, { onChange: changed });

  const onSave = handleSubmit(async (values) => {
    const missing = mandatory.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      for (const field of missing) setError(field, { type: 'required' });
      setProblem(t('destinations.mandatory'));
      return;
    }
    const body = requestOf(values);
    try {
      if (destination) await update.mutateAsync({ ...body, id: destination.id });
      else await create.mutateAsync(body);
      onSaved(destination ? t('destinations.updated') : t('destinations.created'));
    } catch (caught) {
      setProblem(destinationFailure(t, caught));
    }
  });

  const select = (
    field: 'region' | 'country' | 'arrivalPortId' | 'currencyCode',
    value: string,
    label: string,
    options: { value: string; label: string }[],
    onChange: (value: string) => void,
    emptyLabel?: string,
  ) => (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      options={options}
      emptyLabel={emptyLabel}
      error={flagged(field)}
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
        aria-label={destination ? t('destinations.editTitle') : t('destinations.add')}
        onSubmit={(event) => void onSave(event)}
      >
        <TextInput
          {...textField('name')}
          label={t('destinations.column.name')}
          required
          error={flagged('name')}
        />
        {select(
          'region',
          region,
          t('destinations.toRegion'),
          regionNames.map((name) => ({ value: name, label: name })),
          (value) => change({ region: value, country: '', arrivalPortId: '' }),
        )}
        {select(
          'country',
          country,
          t('destinations.toCountry'),
          (countries.data ?? []).map((option) => ({ value: option.id, label: option.name })),
          (value) => change({ country: value, arrivalPortId: '' }),
        )}
        {select(
          'arrivalPortId',
          arrivalPortId,
          t('destinations.toPort'),
          (ports.data ?? []).map((port) => ({ value: port.id, label: port.name })),
          (value) => change({ arrivalPortId: value }),
          t('destinations.anyPort'),
        )}
        {select(
          'currencyCode',
          currencyCode,
          t('calculator.currency'),
          currencyOptions(currencies.data, currencyCode),
          (value) => change({ currencyCode: value }),
        )}
        <TextInput
          {...textField('landFreight')}
          label={t('destinations.landFreightCost')}
          required
          error={flagged('landFreight')}
          inputProps={{ inputMode: 'decimal' }}
        />
        <TextInput
          {...textField('destinationCharges')}
          label={t('destinations.destinationCharges')}
          required
          error={flagged('destinationCharges')}
          inputProps={{ inputMode: 'decimal' }}
        />
        <TextInput
          {...textField('premiumCost')}
          label={t('destinations.premiumCost')}
          helperText={t('destinations.premiumCostHelp')}
          inputProps={{ inputMode: 'decimal' }}
        />
        {problem !== null && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('destinations.saveAndClose')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
