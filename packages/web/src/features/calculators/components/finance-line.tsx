import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { TextInput } from '#components/form/text-input.tsx';
import { financeSummary, percentText } from '../utils/trade-terms-format.ts';

type FinanceLineProps = {
  calculator: CalculatorReply;
  readOnly: boolean;
  onChange: (field: AmendableCalculatorField, value: string) => void;
};

type TermField = 'carryRate' | 'paymentDays' | 'lcIssuanceRate' | 'lcConfirmationRate';

const TermInput = ({
  label,
  field,
  shown,
  readOnly,
  onChange,
}: {
  label: string;
  field: TermField;
  shown: string;
  readOnly: boolean;
  onChange: (field: AmendableCalculatorField, value: string) => void;
}) => {
  const [value, setValue] = useState(shown);
  useEffect(() => setValue(shown), [shown]);
  return (
    <TextInput
      label={label}
      value={value}
      size="small"
      disabled={readOnly}
      inputProps={{ inputMode: 'decimal' }}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => (value.trim() !== shown ? onChange(field, value.trim()) : undefined)}
      onKeyDown={(event) => (event.key === 'Enter' ? (event.target as HTMLInputElement).blur() : undefined)}
    />
  );
};

/**
 * The cost of money (docs/decisions/0034): off by default, one switch to turn it on; its terms start from the
 * account's default and can be changed here for this calculator.
 */
export const FinanceLine = ({ calculator, readOnly, onChange }: FinanceLineProps) => {
  const finance = calculator.finance;
  if (finance === null) return null;
  return (
    <Stack spacing={1} data-testid="finance-line">
      <FormControlLabel
        control={
          <Switch
            checked={finance.active}
            disabled={readOnly}
            onChange={(_event, on) => onChange('finance', on ? 'on' : 'off')}
          />
        }
        label="Finance (cost of money, after CIF)"
      />
      {finance.active && (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <TermInput
              label="Cost of money % a year"
              field="carryRate"
              shown={percentText(finance.carryRatePerYear)}
              readOnly={readOnly}
              onChange={onChange}
            />
            <TermInput
              label="Payment days"
              field="paymentDays"
              shown={String(finance.paymentDays)}
              readOnly={readOnly}
              onChange={onChange}
            />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <TermInput
              label="LC issuance %"
              field="lcIssuanceRate"
              shown={percentText(finance.lcIssuanceRate)}
              readOnly={readOnly}
              onChange={onChange}
            />
            <TermInput
              label="LC confirmation %"
              field="lcConfirmationRate"
              shown={percentText(finance.lcConfirmationRate)}
              readOnly={readOnly}
              onChange={onChange}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="caption" color="text.secondary" data-testid="finance-summary">
              {financeSummary(calculator.currencyCode, finance)}
            </Typography>
            {!finance.verified && <Chip size="small" variant="outlined" color="warning" label="unverified" />}
          </Stack>
        </>
      )}
    </Stack>
  );
};
