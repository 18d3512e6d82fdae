import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { rollingPositionNames } from '@psc/core/market-data/rolling-period';
import { formatRelativeTime } from '@psc/core/shared/relative-time';
import { useContractPeriods } from '#api/get-contract-periods.ts';
import { useCurrencies } from '#api/get-currencies.ts';
import { SelectField } from '#components/form/select-field.tsx';
import { useNow } from '#hooks/use-now.ts';
import { currencyOptions } from '#lib/currency-options.ts';
import { periodLabel } from '../utils/calculator-format.ts';
import { followOptionsOf, followValueOf } from '../utils/rolling-follow.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

/** The card's basis row: Contract (or the period it follows), Follow and Currency, and when the price was updated. */
export const ContractRow = ({
  calculator,
  readOnly,
  onChange,
}: {
  calculator: CalculatorReply;
  readOnly: boolean;
  onChange: (field: AmendableCalculatorField, value: string) => void;
}) => {
  const nowMs = useNow(30_000);
  const t = useMessages();
  const periods = useContractPeriods(calculator.contractId);
  const currencies = useCurrencies();
  const cashMarket = calculator.contractId === 'CashMarketPrice';
  const periodOptions = (periods.data ?? [])
    .filter((period) => !period.concluded || period.id === calculator.periodId)
    .map((period) => ({ value: period.id, label: cashMarket ? 'CMP' : periodLabel(period) }));
  if (!periodOptions.some((option) => option.value === calculator.periodId))
    periodOptions.unshift({
      value: calculator.periodId,
      label: cashMarket ? 'CMP' : periodLabel(calculator.period),
    });
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Typography variant="body2" sx={{ minWidth: 140 }}>
          Basis: <strong>{calculator.contractName}</strong>
        </Typography>
        <SelectField
          label={t('calculator.contract')}
          value={calculator.periodId}
          disabled={readOnly}
          onChange={(value) => onChange('periodId', value)}
          options={periodOptions}
        />
        {!cashMarket && (
          <SelectField
            label={t('calculator.follow')}
            value={followValueOf(calculator)}
            disabled={readOnly}
            onChange={(value) => onChange('rollingPeriod', value)}
            options={followOptionsOf(calculator)}
          />
        )}
        <SelectField
          label={t('calculator.currency')}
          value={calculator.currencyCode}
          disabled={readOnly}
          onChange={(value) => onChange('currencyCode', value)}
          options={currencyOptions(currencies.data, calculator.currencyCode)}
        />
      </Stack>
      {calculator.rollingPeriod !== null && (
        <Typography variant="caption" color="text.secondary">
          Follows the {rollingPositionNames[calculator.rollingPeriod.position].toLowerCase()}: moves to the
          next period {calculator.rollingPeriod.rollBusinessDays} business day(s) before the last trading day.
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        Updated:{' '}
        {calculator.period.lastUpdated === null
          ? 'never'
          : formatRelativeTime(nowMs, calculator.period.lastUpdated)}
      </Typography>
    </>
  );
};
