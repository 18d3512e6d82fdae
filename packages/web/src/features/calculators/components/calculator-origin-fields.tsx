import Stack from '@mui/material/Stack';
import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { europeCashMarketRegions } from '@psc/core/market-data/europe-cash-market-regions';
import { regionNames } from '@psc/core/market-data/region-names';
import { SelectField } from '#components/form/select-field.tsx';
import { useRegionCountries } from '#api/get-region-countries.ts';
import { useOriginPorts } from '../api/get-origin-ports.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type OriginFieldsProps = {
  calculator: CalculatorReply;
  readOnly: boolean;
  onChange: (field: AmendableCalculatorField, value: string) => void;
};

/**
 * The card's From fields (§2.2): region, country and port; for the EU cash market its regions and their countries;
 * for Brazil's contracts Santos, fixed.
 */
export const CalculatorOriginFields = ({ calculator, readOnly, onChange }: OriginFieldsProps) => {
  const cashMarket = calculator.contractId === 'CashMarketPrice';
  const t = useMessages();
  const brazil = calculator.contractId === 'BrazilSRP' || calculator.contractId === 'BrazilSPRP';
  const countries = useRegionCountries(cashMarket ? null : calculator.originRegionId, 'origins');
  const ports = useOriginPorts(cashMarket ? null : calculator.originCountryId);

  if (cashMarket) {
    const group = europeCashMarketRegions.find((region) => region.id === calculator.originCMPRegionId);
    return (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <SelectField
          label={t('calculator.fromRegion')}
          value={calculator.originCMPRegionId ?? ''}
          disabled={readOnly}
          onChange={(value) => onChange('originCMPRegionId', value)}
          options={europeCashMarketRegions.map((region) => ({ value: region.id, label: region.name }))}
        />
        <SelectField
          label={t('calculator.fromCountry')}
          value={calculator.originCountryId ?? ''}
          disabled={readOnly}
          emptyLabel="None"
          onChange={(value) => onChange('originCountryId', value)}
          options={(group?.countryIds ?? []).map((id, index) => ({
            value: id,
            label: group?.countryNames[index] ?? id,
          }))}
        />
      </Stack>
    );
  }
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      <SelectField
        label={t('calculator.fromRegion')}
        value={calculator.originRegionId ?? ''}
        disabled={readOnly || brazil}
        onChange={(value) => onChange('originRegionId', value)}
        options={regionNames.map((region) => ({ value: region, label: region }))}
      />
      <SelectField
        label={t('calculator.fromCountry')}
        value={calculator.originCountryId ?? ''}
        disabled={readOnly || brazil}
        emptyLabel="None"
        onChange={(value) => onChange('originCountryId', value)}
        options={
          brazil
            ? [{ value: '076', label: 'Brazil' }]
            : (countries.data ?? []).map((country) => ({ value: country.id, label: country.name }))
        }
      />
      <SelectField
        label={t('calculator.fromPort')}
        value={calculator.originPortId ?? ''}
        disabled={readOnly || brazil}
        emptyLabel="Any"
        onChange={(value) => onChange('originPortId', value)}
        options={
          brazil
            ? [{ value: 'BRSSZ', label: 'Santos' }]
            : (ports.data ?? []).map((port) => ({ value: port.id, label: port.name }))
        }
      />
    </Stack>
  );
};
