import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CalculatorReply, CostBlockReply } from '@psc/core/calculators/calculators.schemas';
import { translateNow } from '#lib/i18n/locale-state.ts';
import { formatNumber } from '#lib/i18n/formats.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { useAmendCalculator } from '../api/amend-calculator.ts';
import { useOverrideCostBlock } from '../api/override-cost-block.ts';
import { useSetCostBlockActivity } from '../api/set-cost-block-activity.ts';
import { formatMoney } from '../utils/calculator-format.ts';
import { customChoiceOf, quotaCurrencyOf } from '../utils/cost-block-overrides.ts';
import { ProvenanceNote } from './provenance-note.tsx';
import { voyageSummary } from '../utils/trade-terms-format.ts';

type CostBlockValues = {
  active: boolean;
  custom: boolean;
  price: string;
  quota: boolean;
  quotaCost: string;
  tonnes: string;
};

/** The panel's fields as the calculator stores them. */
const storedValues = (calculator: CalculatorReply, block: CostBlockReply): CostBlockValues => {
  const choice = customChoiceOf(calculator, block.type as AdjustableCostBlockType);
  return {
    active: block.active,
    custom: choice.custom,
    price: choice.custom ? String(choice.cost ?? block.price) : '',
    quota: calculator.customQuota,
    quotaCost:
      calculator.customQuota && calculator.customQuotaCost !== null ? String(calculator.customQuotaCost) : '',
    tonnes: String(calculator.tonsPerContainer),
  };
};

/** An amount typed in the panel: a controlled field of the form, decimal keyboard on phones. */
const DecimalField = ({
  control,
  name,
  label,
  required,
  disabled,
}: {
  control: Control<CostBlockValues>;
  name: 'price' | 'quotaCost' | 'tonnes';
  label: string;
  required: boolean;
  disabled: boolean;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field: { ref, disabled: _disabled, ...field } }) => (
      <TextInput
        {...field}
        ref={ref}
        label={label}
        required={required}
        disabled={disabled}
        inputProps={{ inputMode: 'decimal' }}
      />
    )}
  />
);

const failure = (error: unknown) =>
  isApiError(error) && error.status > 0 && error.status < 500
    ? error.message
    : translateNow('calculators.updateFailed');

/**
 * The generic side panel of a cost block (§2.2, §4): 'Active' calls the activity endpoint at once; Save sends the
 * override (custom price required when custom) and then the activity. Sea freight also edits tonnes per container;
 * Duty also takes an in-quota duty (Quota, docs/decisions/0021) in the duty rule's currency.
 */
export const CostBlockPanel = ({
  calculator,
  block,
  readOnly,
}: {
  calculator: CalculatorReply;
  block: CostBlockReply;
  readOnly: boolean;
}) => {
  const type = block.type as AdjustableCostBlockType;
  const quotaCurrency = quotaCurrencyOf(calculator);
  const { control, handleSubmit, watch, setValue } = useForm<CostBlockValues>({
    defaultValues: storedValues(calculator, block),
  });
  const [active, custom, quota] = watch(['active', 'custom', 'quota']);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages('screens');
  const activity = useSetCostBlockActivity();
  const override = useOverrideCostBlock();
  const amend = useAmendCalculator();
  const busy = activity.isPending || override.isPending || amend.isPending;

  const onToggle = async (next: boolean) => {
    setValue('active', next);
    setError(null);
    try {
      await activity.mutateAsync({ id: calculator.id, block: type, active: next });
    } catch (caught) {
      setValue('active', !next);
      setError(failure(caught));
    }
  };

  // Tonnes per box only matter to container freight; bulk and inland freight are per tonne (docs/decisions/0033).
  const containers = type === 'SeaFreight' && (calculator.freight?.mode ?? 'container') === 'container';
  const onSave = handleSubmit(async ({ price, quotaCost, tonnes }) => {
    setError(null);
    if (custom && price.trim() === '') return setError(t('costBlock.customRequired'));
    if (type === 'Duty' && quota && quotaCost.trim() === '') return setError(t('costBlock.quotaRequired'));
    if (containers) {
      const parsed = parseDecimal(tonnes, { label: 'Tonnes per container' });
      if (!parsed.ok || parsed.value <= 0) return setError(t('costBlock.tonnesInvalid'));
    }
    try {
      if (containers && tonnes !== String(calculator.tonsPerContainer))
        await amend.mutateAsync({ id: calculator.id, field: 'tonsPerContainer', value: tonnes });
      await override.mutateAsync({ id: calculator.id, block: type, custom, value: price });
      if (type === 'Duty' && (quota || calculator.customQuota))
        await override.mutateAsync({ id: calculator.id, block: 'Quota', custom: quota, value: quotaCost });
      await activity.mutateAsync({ id: calculator.id, block: type, active });
    } catch (caught) {
      setError(failure(caught));
    }
  });

  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={(event) => void onSave(event)}
      aria-label={t('costBlock.settings', { block: block.displayName })}
    >
      <Typography variant="h6" component="h2">
        {block.displayName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('costBlock.default', {
          price: formatMoney(block.defaultPrice, calculator.currencyCode),
          unit: `${calculator.currencyCode}/t`,
        })}
      </Typography>
      {type === 'Duty' && calculator.duty !== null && (
        // Which regime applied and why (docs/decisions/0032); the card lists the other rates to pick from.
        <Typography variant="body2" data-testid="duty-panel-reason">
          {calculator.duty.reason}
        </Typography>
      )}
      {type === 'SeaFreight' && calculator.freight?.mode === 'bulk' && calculator.freight.voyage !== null && (
        <Typography variant="body2" data-testid="freight-panel-voyage">
          {calculator.freight.vesselClassName},{' '}
          {calculator.freight.cargoTonnes == null ? '' : formatNumber(calculator.freight.cargoTonnes)} t:{' '}
          {voyageSummary(calculator.freight.voyage, calculator.freight.cargoTonnes ?? 0)}
        </Typography>
      )}
      <ProvenanceNote provenance={block.provenance} />
      <FormControlLabel
        control={
          <Switch
            checked={active}
            disabled={readOnly || busy}
            onChange={(_event, next) => void onToggle(next)}
          />
        }
        label={t('costBlock.active')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={custom}
            disabled={readOnly}
            onChange={(_event, next) => setValue('custom', next)}
          />
        }
        label={t('costBlock.useCustom')}
      />
      <DecimalField
        control={control}
        name="price"
        label={t('costBlock.customPrice', { unit: `${calculator.currencyCode}/t` })}
        required={custom}
        disabled={readOnly || !custom}
      />
      {containers && (
        <DecimalField
          control={control}
          name="tonnes"
          label={t('costBlock.tonnesPerContainer')}
          required
          disabled={readOnly}
        />
      )}
      {type === 'Duty' && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={quota}
                disabled={readOnly}
                onChange={(_event, next) => setValue('quota', next)}
              />
            }
            label={t('costBlock.useQuota')}
          />
          <DecimalField
            control={control}
            name="quotaCost"
            label={t('costBlock.quotaDuty', { unit: `${quotaCurrency}/t` })}
            required={quota}
            disabled={readOnly || !quota}
          />
          <Typography variant="caption" color="text.secondary">
            {t('costBlock.quotaNote')}
          </Typography>
        </>
      )}
      {error !== null && <Alert severity="error">{error}</Alert>}
      {!readOnly && (
        <Button type="submit" variant="contained" disabled={busy}>
          {t('common.save')}
        </Button>
      )}
    </Stack>
  );
};
