import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { europeCashMarketRegions } from '@psc/core/market-data/europe-cash-market-regions';
import { useContractPeriods } from '#api/get-contract-periods.ts';
import { useCurrencies } from '#api/get-currencies.ts';
import { useGlobalDestinations } from '#api/get-global-destinations.ts';
import { useUserDestinations } from '#api/get-user-destinations.ts';
import type { SelectOption } from '#components/form/select-field.tsx';
import { currencyOptions } from '#lib/currency-options.ts';
import { useRegionCountries } from '#api/get-region-countries.ts';
import { useOriginPorts } from '../api/get-origin-ports.ts';
import { periodLabel } from '../utils/calculator-format.ts';
import type { CalculatorFormValues } from '../utils/calculator-form-rules.ts';
import { globalDestinationLabel } from '../utils/global-destination-label.ts';

/**
 * The lists the calculator form offers for what is chosen so far (§4): the basis's open periods, the region's
 * countries and the country's ports (fixed for Brazil, EU groups for the cash market), currencies, and the user's
 * own destinations before every destination port. `calculator`: the one being edited, whose choices stay listed.
 */
export const useCalculatorFormChoices = (values: CalculatorFormValues, calculator?: CalculatorReply) => {
  const contractId = values.contractId === '' ? null : values.contractId;
  const cashMarket = contractId === 'CashMarketPrice';
  const brazil = contractId === 'BrazilSRP' || contractId === 'BrazilSPRP';
  const periods = useContractPeriods(contractId);
  const currencies = useCurrencies();
  const destinations = useUserDestinations();
  const globalDestinations = useGlobalDestinations();
  const countries = useRegionCountries(
    cashMarket || brazil || values.originRegionId === '' ? null : values.originRegionId,
    'origins',
  );
  const ports = useOriginPorts(
    cashMarket || brazil || values.originCountryId === '' ? null : values.originCountryId,
  );

  const periodOptions: SelectOption[] = cashMarket
    ? [{ value: 'CMPFY', label: 'CMP' }]
    : (periods.data ?? [])
        .filter((period) => !period.concluded || period.id === calculator?.periodId)
        .map((period) => ({ value: period.id, label: periodLabel(period) }));
  const group = europeCashMarketRegions.find((region) => region.id === values.originCMPRegionId);
  const countryOptions: SelectOption[] = cashMarket
    ? (group?.countryIds ?? []).map((id, index) => ({ value: id, label: group?.countryNames[index] ?? id }))
    : brazil
      ? [{ value: '076', label: 'Brazil' }]
      : (countries.data ?? []).map((country) => ({ value: country.id, label: country.name }));
  const portOptions: SelectOption[] = brazil
    ? [{ value: 'BRSSZ', label: 'Santos' }]
    : (ports.data ?? []).map((port) => ({ value: port.id, label: port.name }));
  const destinationOptions: SelectOption[] = [
    ...(destinations.data ?? [])
      .filter((destination) => !cashMarket || destination.region === 'Europe')
      .map((destination) => ({ value: destination.id, label: destination.name })),
    ...(globalDestinations.data ?? [])
      .filter((port) => !cashMarket || port.region === 'Europe')
      .map((port) => ({ value: port.id, label: globalDestinationLabel(port) })),
  ];
  if (calculator && !destinationOptions.some((option) => option.value === calculator.destinationId))
    destinationOptions.push({ value: calculator.destinationId, label: calculator.destination.name });

  return {
    contractId,
    cashMarket,
    brazil,
    /** Brazil's first open period, which the form takes once the periods are known (§4). */
    firstOpenPeriod: periods.data?.find((period) => !period.concluded)?.id,
    /** The periods still trading, front first: what Follow's positions 1 to 3 price. */
    openPeriodIds: (periods.data ?? []).filter((period) => !period.concluded).map((period) => period.id),
    periodOptions,
    currencyOptions: currencyOptions(currencies.data, values.currencyCode),
    countryOptions,
    portOptions,
    destinationOptions,
  };
};
