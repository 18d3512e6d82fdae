import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AmendableCalculatorField, CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { sourceLabel } from '@psc/core/market-data/source-label';
import { TextInput } from '#components/form/text-input.tsx';
import { dutyOptionLabel, polarisationSummary } from '../utils/trade-terms-format.ts';
import { FinanceLine } from './finance-line.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

type TradeTermsProps = {
  calculator: CalculatorReply;
  readOnly: boolean;
  onChange: (field: AmendableCalculatorField, value: string) => void;
};

/**
 * The terms a trader sets beside the waterfall (docs/decisions/0032): a raw cargo's polarisation, and the duty regime
 * with the reason it applies and the rates listed beside it.
 */
export const TradeTerms = ({ calculator, readOnly, onChange }: TradeTermsProps) => {
  const polarisation = calculator.polarisation;
  const duty = calculator.duty;
  const shownDegrees = polarisation === null ? '' : String(polarisation.degrees);
  const [degrees, setDegrees] = useState(shownDegrees);
  const t = useMessages();
  useEffect(() => setDegrees(shownDegrees), [shownDegrees]);
  if (polarisation === null && duty === null && calculator.finance === null) return null;

  const commitDegrees = () => {
    if (polarisation === null || degrees.trim() === String(polarisation.degrees)) return;
    onChange('polarisation', degrees.trim());
  };
  const dutySelectId = `duty-regime-${calculator.id}`;
  const automatic = duty?.options.find((option) => option.id === duty.appliedId && !duty.chosen);

  return (
    <Stack spacing={1} data-testid="trade-terms">
      {polarisation !== null && (
        <Stack spacing={0.5} data-testid="polarisation-line">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
            <TextInput
              label={t('calculator.polarisation')}
              value={degrees}
              size="small"
              disabled={readOnly}
              inputProps={{ inputMode: 'decimal' }}
              helperText={polarisation.custom ? t('calculator.polarisationReset') : undefined}
              onChange={(event) => setDegrees(event.target.value)}
              onBlur={commitDegrees}
              onKeyDown={(event) =>
                event.key === 'Enter' ? (event.target as HTMLInputElement).blur() : undefined
              }
            />
            <Typography variant="body2">
              {polarisationSummary(calculator.currencyCode, polarisation)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              Source: {sourceLabel(polarisation.source).label}
            </Typography>
            {!polarisation.verified && (
              <Chip size="small" variant="outlined" color="warning" label="unverified" />
            )}
          </Stack>
        </Stack>
      )}
      {duty !== null && (
        <Stack spacing={0.5}>
          {duty.options.length > 1 ? (
            <FormControl size="small" fullWidth disabled={readOnly}>
              <InputLabel id={`${dutySelectId}-label`} shrink>
                Duty regime
              </InputLabel>
              <Select
                labelId={`${dutySelectId}-label`}
                label={t('calculator.dutyRegime')}
                displayEmpty
                notched
                value={calculator.dutyRegime !== null && duty.chosen ? calculator.dutyRegime : ''}
                onChange={(event) => onChange('dutyRegime', String(event.target.value))}
              >
                <MenuItem value="">
                  Automatic{automatic === undefined ? '' : `: ${dutyOptionLabel(automatic)}`}
                </MenuItem>
                {duty.options.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {dutyOptionLabel(option)}
                    {option.verified ? '' : ' (unverified)'}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          ) : (
            <Typography variant="body2">
              Duty regime: {duty.options[0] === undefined ? duty.reason : dutyOptionLabel(duty.options[0])}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" data-testid="duty-reason">
            {duty.reason}
            {duty.yieldFactor !== 1 ? ` · specific duty × yield ${duty.yieldFactor.toFixed(4)}` : ''}
          </Typography>
        </Stack>
      )}
      <FinanceLine calculator={calculator} readOnly={readOnly} onChange={onChange} />
    </Stack>
  );
};
