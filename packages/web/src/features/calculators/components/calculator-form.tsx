import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  calculatorLimitReason,
  calculatorMessages,
  type CalculatorReply,
  type CalculatorRequest,
} from '@psc/core/calculators/calculators.schemas';
import { contractIds, contracts, type ContractId } from '@psc/core/market-data/contracts';
import { europeCashMarketRegions } from '@psc/core/market-data/europe-cash-market-regions';
import { regionNames } from '@psc/core/market-data/reference-data.schemas';
import { TextInput } from '../../../components/form/text-input.tsx';
import { isApiError, readReplyField } from '../../../lib/api-client.ts';
import { currencyOptions } from '../../../lib/currency-options.ts';
import { useCreateCalculator } from '../api/create-calculator.ts';
import { useContractPeriods } from '../../../api/get-contract-periods.ts';
import { useCurrencies } from '../../../api/get-currencies.ts';
import { useOriginCountries } from '../api/get-origin-countries.ts';
import { useOriginPorts } from '../api/get-origin-ports.ts';
import { useGlobalDestinations } from '../../../api/get-global-destinations.ts';
import { globalDestinationLabel } from '../utils/global-destination-label.ts';
import { useUserDestinations } from '../../../api/get-user-destinations.ts';
import { useUpdateCalculator } from '../api/update-calculator.ts';
import {
  applyBasisChange,
  applyCountryChange,
  applyRegionChange,
  defaultRollDays,
  emptyCalculatorForm,
  missingMandatoryFields,
  type CalculatorFormValues,
} from '../utils/calculator-form-rules.ts';
import { periodLabel } from '../utils/calculator-format.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { rollingPositionNames, rollingPositions } from '@psc/core/market-data/rolling-period';

const basisChoices = contractIds.filter((id) => contracts[id].selectableAsBasis);

const valuesOf = (calculator: CalculatorReply): CalculatorFormValues => ({
  name: calculator.name,
  contractId: calculator.contractId,
  periodId: calculator.periodId,
  currencyCode: calculator.currencyCode,
  originRegionId: calculator.originRegionId ?? '',
  originCMPRegionId: calculator.originCMPRegionId ?? '',
  originCountryId: calculator.originCountryId ?? '',
  originPortId: calculator.originPortId ?? '',
  destinationId: calculator.destinationId,
  follow:
    calculator.rollingPeriod === null ? '' : (String(calculator.rollingPeriod.position) as '1' | '2' | '3'),
  rollDays: String(calculator.rollingPeriod?.rollBusinessDays ?? defaultRollDays),
});

const requestOf = (values: CalculatorFormValues): CalculatorRequest => ({
  name: values.name,
  contractId: values.contractId as ContractId,
  periodId: values.periodId,
  originRegionId: values.originRegionId || null,
  originCMPRegionId: values.originCMPRegionId || null,
  originCountryId: values.originCountryId || null,
  originPortId: values.originPortId || null,
  destinationId: values.destinationId,
  currencyCode: values.currencyCode,
  rollingPeriod:
    values.follow === ''
      ? null
      : {
          position: Number(values.follow) as 1 | 2 | 3,
          rollBusinessDays: Math.min(20, Math.max(0, Math.trunc(Number(values.rollDays) || 0))),
        },
});

type Field = keyof CalculatorFormValues;

const followOptions = rollingPositions.map((position) => ({
  value: String(position),
  label: rollingPositionNames[position],
}));
type Option = { value: string; label: string };

type Failure = { message: string; upgrade: boolean };

/**
 * New (§2.3) and edit (§2.4) form: Name, Basis, Contract, Currency, From: Region, From: Country, From: Port,
 * To: Destination; the basis rules and region → country → port chain of §4; '<names> fields are mandatory' (§5).
 */
export const CalculatorForm = ({
  calculator,
  onClose,
  onManageDestinations,
}: {
  calculator?: CalculatorReply;
  onClose: () => void;
  onManageDestinations?: () => void;
}) => {
  const [values, setValues] = useState<CalculatorFormValues>(
    calculator ? valuesOf(calculator) : emptyCalculatorForm,
  );
  const [flagged, setFlagged] = useState<ReadonlySet<Field>>(new Set());
  const [failure, setFailure] = useState<Failure | null>(null);
  const create = useCreateCalculator();
  const update = useUpdateCalculator();
  const contractId = values.contractId === '' ? null : values.contractId;
  const cashMarket = contractId === 'CashMarketPrice';
  const brazil = contractId === 'BrazilSRP' || contractId === 'BrazilSPRP';
  const periods = useContractPeriods(contractId);
  const currencies = useCurrencies();
  const destinations = useUserDestinations();
  const globalDestinations = useGlobalDestinations();
  const countries = useOriginCountries(
    cashMarket || brazil || values.originRegionId === '' ? null : values.originRegionId,
  );
  const ports = useOriginPorts(
    cashMarket || brazil || values.originCountryId === '' ? null : values.originCountryId,
  );
  const busy = create.isPending || update.isPending;

  // Brazil: the first period of that contract once its periods are known (§4).
  const firstPeriod = periods.data?.find((period) => !period.concluded)?.id;
  useEffect(() => {
    if (brazil && values.periodId === '' && firstPeriod !== undefined)
      setValues((current) => ({ ...current, periodId: firstPeriod }));
  }, [brazil, values.periodId, firstPeriod]);

  const set = (next: CalculatorFormValues) => {
    setValues(next);
    // §4: changing any form field clears the error message.
    setFailure(null);
    setFlagged(new Set());
  };

  const onSave = async () => {
    const missing = missingMandatoryFields(values);
    if (missing !== null) {
      setFlagged(new Set(missing.fields));
      setFailure({ message: missing.message, upgrade: false });
      return;
    }
    try {
      if (calculator) await update.mutateAsync({ id: calculator.id, calculator: requestOf(values) });
      else await create.mutateAsync(requestOf(values));
      onClose();
    } catch (caught) {
      if (isApiError(caught) && readReplyField(caught.body, 'reason') === calculatorLimitReason)
        setFailure({ message: caught.message, upgrade: true });
      else if (isApiError(caught) && caught.status >= 400 && caught.status < 500)
        setFailure({ message: `${calculatorMessages.genericFailure}: ${caught.message}`, upgrade: false });
      else
        setFailure({
          message: calculator ? calculatorMessages.noResult : calculatorMessages.creationInvalid,
          upgrade: false,
        });
    }
  };

  const periodOptions: Option[] = cashMarket
    ? [{ value: 'CMPFY', label: 'CMP' }]
    : (periods.data ?? [])
        .filter((period) => !period.concluded || period.id === calculator?.periodId)
        .map((period) => ({ value: period.id, label: periodLabel(period) }));
  const group = europeCashMarketRegions.find((region) => region.id === values.originCMPRegionId);
  const countryOptions: Option[] = cashMarket
    ? (group?.countryIds ?? []).map((id, index) => ({ value: id, label: group?.countryNames[index] ?? id }))
    : brazil
      ? [{ value: '076', label: 'Brazil' }]
      : (countries.data ?? []).map((country) => ({ value: country.id, label: country.name }));
  const portOptions: Option[] = brazil
    ? [{ value: 'BRSSZ', label: 'Santos' }]
    : (ports.data ?? []).map((port) => ({ value: port.id, label: port.name }));
  // The user's own destinations first, then every destination port, so a first calculator needs no set-up.
  const destinationOptions: Option[] = [
    ...(destinations.data ?? [])
      .filter((destination) => !cashMarket || destination.region === 'Europe')
      .map((destination) => ({ value: destination.id, label: destination.name })),
    ...(globalDestinations.data ?? [])
      .filter((port) => !cashMarket || port.region === 'Europe')
      .map((port) => ({ value: port.id, label: globalDestinationLabel(port) })),
  ];
  if (calculator && !destinationOptions.some((option) => option.value === calculator.destinationId))
    destinationOptions.push({ value: calculator.destinationId, label: calculator.destination.name });

  const select = (
    field: Field,
    label: string,
    options: Option[],
    onChange: (value: string) => void,
    extra: { disabled?: boolean; emptyLabel?: string } = {},
  ) => {
    const value = values[field];
    return (
      <SelectField
        label={label}
        value={value}
        onChange={onChange}
        options={options}
        emptyLabel={extra.emptyLabel}
        disabled={extra.disabled === true}
        error={flagged.has(field)}
        size="medium"
        id={`calculator-form-${field}`}
        idOnSelect
      />
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={(event) => (event.preventDefault(), void onSave())}
        aria-label={calculator ? 'Edit Calculator' : 'New Calculator'}
      >
        <TextInput
          label="Name"
          value={values.name}
          required
          error={flagged.has('name')}
          onChange={(event) => set({ ...values, name: event.target.value })}
        />
        {select(
          'contractId',
          'Basis',
          basisChoices.map((id) => ({ value: id, label: contracts[id].displayName })),
          (value) => set(applyBasisChange(values, value as ContractId)),
        )}
        {select('periodId', 'Contract', periodOptions, (value) => set({ ...values, periodId: value }), {
          disabled: contractId === null || cashMarket,
        })}
        {!cashMarket &&
          select(
            'follow',
            'Follow',
            followOptions,
            (value) => set({ ...values, follow: value as CalculatorFormValues['follow'] }),
            { emptyLabel: 'This contract only' },
          )}
        {!cashMarket && values.follow !== '' && (
          <TextInput
            label="Roll days before last trading day"
            value={values.rollDays}
            inputProps={{ inputMode: 'numeric' }}
            helperText="Business days, 0 to 20: on that day the calculator moves to the next period"
            onChange={(event) =>
              set({ ...values, rollDays: event.target.value.replace(/\D/g, '').slice(0, 2) })
            }
          />
        )}
        {select('currencyCode', 'Currency', currencyOptions(currencies.data, values.currencyCode), (value) =>
          set({ ...values, currencyCode: value }),
        )}
        {cashMarket
          ? select(
              // The cash market's region is an EU region group, kept in its own field (the card reads it there).
              'originCMPRegionId',
              'From: Region',
              europeCashMarketRegions.map((region) => ({ value: region.id, label: region.name })),
              (value) => set({ ...values, originCMPRegionId: value, originCountryId: '', originPortId: '' }),
            )
          : select(
              'originRegionId',
              'From: Region',
              regionNames.map((region) => ({ value: region, label: region })),
              (value) => set(applyRegionChange(values, value)),
              { disabled: brazil },
            )}
        {select(
          'originCountryId',
          'From: Country',
          countryOptions,
          (value) => set(applyCountryChange(values, value)),
          { disabled: brazil, emptyLabel: 'None' },
        )}
        {!cashMarket &&
          select(
            'originPortId',
            'From: Port',
            portOptions,
            (value) => set({ ...values, originPortId: value }),
            { disabled: brazil, emptyLabel: 'Any' },
          )}
        {select('destinationId', 'To: Destination', destinationOptions, (value) =>
          set({ ...values, destinationId: value }),
        )}
        {onManageDestinations && (
          <Button variant="text" onClick={onManageDestinations} sx={{ alignSelf: 'flex-start' }}>
            Manage your destinations
          </Button>
        )}
        {failure !== null && (
          <Alert severity={failure.upgrade ? 'info' : 'error'}>
            {failure.upgrade && <AlertTitle>Upgrade to add more calculators</AlertTitle>}
            {failure.message}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save &amp; Close
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
