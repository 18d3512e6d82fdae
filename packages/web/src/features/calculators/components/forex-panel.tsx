import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sourceLabel } from '@psc/core/market-data/source-label';
import type { CalculatorReply, CostBlockReply } from '@psc/core/calculators/calculators.schemas';
import { formatPlainNumber } from '#lib/i18n/formats.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { useOverrideCostBlock } from '../api/override-cost-block.ts';
import { exchangeRateLabel, hasExchangeRate } from '../utils/cost-block-overrides.ts';

/**
 * The Forex row's panel (docs/decisions/0021): the published rate, and a custom rate (units of the calculator currency
 * per unit of the contract currency) that every converted block then uses. Forex is never switched off.
 */
export const ForexPanel = ({
  calculator,
  block,
  readOnly,
}: {
  calculator: CalculatorReply;
  block: CostBlockReply;
  readOnly: boolean;
}) => {
  const { control, handleSubmit, watch } = useForm({
    defaultValues: {
      custom: calculator.customForex,
      rate:
        calculator.customForex && calculator.customForexCost !== null
          ? String(calculator.customForexCost)
          : '',
    },
  });
  const custom = watch('custom');
  const [error, setError] = useState<string | null>(null);
  const t = useMessages('screens');
  const override = useOverrideCostBlock();
  const pair = exchangeRateLabel(calculator);

  const onSave = handleSubmit(async ({ rate }) => {
    setError(null);
    if (custom && rate.trim() === '') return setError(t('forex.customRequired'));
    try {
      await override.mutateAsync({ id: calculator.id, block: 'Forex', custom, value: rate });
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status > 0 && caught.status < 500
          ? caught.message
          : t('calculators.updateFailed'),
      );
    }
  });

  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={(event) => void onSave(event)}
      aria-label={t('forex.settings')}
    >
      <Typography variant="h6" component="h2">
        {t('forex.title')}
      </Typography>
      {!hasExchangeRate(calculator) ? (
        <Typography variant="body2" color="text.secondary">
          {t('forex.contractCurrency', { currency: calculator.contractCurrencyCode })}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('forex.published', { rate: formatPlainNumber(block.defaultPrice), pair })}
            {calculator.customForex ? '' : ` · ${sourceLabel(block.provenance.source).label}`}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('forex.customNote', { currency: calculator.contractCurrencyCode })}
          </Typography>
          <Controller
            control={control}
            name="custom"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    disabled={readOnly}
                    onChange={(_event, next) => field.onChange(next)}
                  />
                }
                label={t('forex.useCustom')}
              />
            )}
          />
          <Controller
            control={control}
            name="rate"
            render={({ field: { ref, disabled: _disabled, ...field } }) => (
              <TextInput
                {...field}
                ref={ref}
                label={t('forex.customRate', { pair })}
                required={custom}
                disabled={readOnly || !custom}
                inputProps={{ inputMode: 'decimal' }}
              />
            )}
          />
          {error !== null && <Alert severity="error">{error}</Alert>}
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={override.isPending}>
              {t('common.save')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
};
