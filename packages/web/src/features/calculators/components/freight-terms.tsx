import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { TextInput } from '#components/form/text-input.tsx';
import { formatMoney } from '../utils/calculator-format.ts';
import { assessmentSummary, seaRouteLabel, voyageSummary } from '../utils/trade-terms-format.ts';
import { SelectField } from '#components/form/select-field.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

type FreightTermsProps = {
  calculator: CalculatorReply;
  readOnly: boolean;
  onChange: (field: AmendableCalculatorField, value: string) => void;
};

/**
 * How the cargo travels (docs/decisions/0033): containers with the per-box cost the spec names, or a bulk vessel
 * with its class, cargo and the voyage model's figures. The cash market's inland freight has no choice to make.
 */
export const FreightTerms = ({ calculator, readOnly, onChange }: FreightTermsProps) => {
  const freight = calculator.freight;
  const t = useMessages();
  const bulk = freight?.mode === 'bulk';
  const [freightPerBox, setFreightPerBox] = useState(String(calculator.seaFreightCost));
  const shownCargo = freight?.cargoTonnes === null || freight === null ? '' : String(freight.cargoTonnes);
  const [cargo, setCargo] = useState(shownCargo);
  useEffect(() => setFreightPerBox(String(calculator.seaFreightCost)), [calculator.seaFreightCost]);
  useEffect(() => setCargo(shownCargo), [shownCargo]);
  const id = `freight-${calculator.id}`;

  if (freight?.mode === 'inland')
    return (
      <Typography variant="body2" color="text.secondary" data-testid="freight-terms">
        Ex-works: FREIGHT is inland freight by truck,{' '}
        {formatMoney(calculator.seaFreightPerTonPrice, calculator.currencyCode)} {calculator.currencyCode}/t
      </Typography>
    );

  return (
    <Stack spacing={1} data-testid="freight-terms">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <SelectField
          id={`${id}-mode`}
          label={t('calculator.freightMode')}
          value={freight?.mode ?? 'container'}
          disabled={readOnly || freight === null}
          options={[
            { value: 'bulk', label: t('calculator.bulkVessel') },
            { value: 'container', label: '20-ft containers' },
          ]}
          onChange={(value) => onChange('freightMode', value)}
        />
        {bulk && freight !== null && (
          <SelectField
            id={`${id}-vessel`}
            label={t('calculator.vesselClass')}
            value={freight.vesselClassId ?? ''}
            disabled={readOnly}
            options={freight.vesselClasses.map((vessel) => ({
              value: vessel.id,
              label: `${vessel.name} (about ${vessel.cargoTonnes.toLocaleString('en-GB')} t)`,
            }))}
            onChange={(value) => onChange('vesselClass', value)}
          />
        )}
      </Stack>
      {calculator.seaRoutes !== null && (
        <SelectField
          id={`${id}-route`}
          label={t('calculator.seaRoute')}
          value={calculator.seaRoutes.find((route) => route.chosen)?.id ?? 'suez'}
          disabled={readOnly}
          options={calculator.seaRoutes.map((route) => ({
            value: route.id,
            label: seaRouteLabel(route),
          }))}
          onChange={(value) => onChange('seaRoute', value)}
        />
      )}
      {bulk && freight !== null ? (
        <Stack spacing={0.5}>
          <TextInput
            label={t('calculator.cargoOnVessel')}
            value={cargo}
            size="small"
            disabled={readOnly}
            inputProps={{ inputMode: 'decimal' }}
            helperText={freight.customCargoTonnes ? t('calculator.cargoReset') : undefined}
            onChange={(event) => setCargo(event.target.value)}
            onBlur={() => (cargo.trim() !== shownCargo ? onChange('cargoTonnes', cargo.trim()) : undefined)}
            onKeyDown={(event) =>
              event.key === 'Enter' ? (event.target as HTMLInputElement).blur() : undefined
            }
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="body2" color="text.secondary" data-testid="voyage-model">
              {freight.assessment !== null
                ? assessmentSummary(freight.assessment, freight.voyage)
                : freight.voyage === null
                  ? 'No sea route for these ports: enter a custom Sea Freight'
                  : voyageSummary(freight.voyage, freight.cargoTonnes ?? 0)}
            </Typography>
            {freight.assessment === null && !freight.verified && (
              <Chip size="small" variant="outlined" color="warning" label="unverified" />
            )}
          </Stack>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextInput
            label={`Sea freight per 20-ft box (${calculator.currencyCode})`}
            value={freightPerBox}
            size="small"
            disabled={readOnly}
            inputProps={{ inputMode: 'decimal' }}
            onChange={(event) => setFreightPerBox(event.target.value)}
            onBlur={() =>
              freightPerBox !== String(calculator.seaFreightCost)
                ? onChange('seaFreightCost', freightPerBox)
                : undefined
            }
          />
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {calculator.tonsPerContainer} t per container ·{' '}
            {formatMoney(calculator.seaFreightPerTonPrice, calculator.currencyCode)} {calculator.currencyCode}
            /t
          </Typography>
        </Stack>
      )}
    </Stack>
  );
};
