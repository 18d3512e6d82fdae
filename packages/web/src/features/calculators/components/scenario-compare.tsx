import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { calculatorDisplayName } from '@psc/core/calculators/calculator-naming';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { compareScenarios, isSubtotalRow, maximumCompared } from '@psc/core/calculators/scenario-compare';
import type { CurrencyConversion } from '@psc/core/calculators/compare-conversion';
import { formatDateTime } from '#lib/format-date.ts';
import { formatNumber } from '#lib/i18n/formats.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import { StaleBadge } from '#components/stale-badge.tsx';
import { formatMoney, periodIdLabel } from '../utils/calculator-format.ts';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

type Named = { calculator: CalculatorReply; displayName: string };

const rateText = (rate: number): string => formatNumber(rate, { maximumSignificantDigits: 6 });

/** '1 SAR = 0.266667 USD (3.75 SAR per USD), published 29/11/2026 01:09': the rate a difference was taken at. */
const conversionText = ({ from, to, rate, publishedAt }: CurrencyConversion, t: Translate): string =>
  t('compare.conversion', { from, to, rate: rateText(rate), inverse: rateText(1 / rate) }) +
  (publishedAt === null
    ? t('compare.publishedRate')
    : t('compare.publishedAt', { date: formatDateTime(publishedAt) }));

/** Which currency the differences are in, and the rate each other calculator was converted at (decision 0095). */
const ConversionNotice = ({
  chosen,
  conversions,
}: {
  chosen: readonly Named[];
  conversions: readonly (CurrencyConversion | 'no rate' | null)[];
}) => {
  const baseline = chosen[0]?.calculator.currencyCode ?? '';
  const t = useMessages('screens');
  return (
    <Alert severity="info" data-testid="compare-conversions">
      {t('compare.currencies', { baseline })}
      {conversions.map((conversion, index) => {
        const entry = chosen[index];
        if (conversion === null || entry === undefined) return null;
        return (
          <Typography key={entry.calculator.id} variant="body2" component="div">
            {entry.displayName}:{' '}
            {conversion === 'no rate'
              ? t('compare.noRate', { currency: entry.calculator.currencyCode, baseline })
              : t('compare.converted', { conversion: conversionText(conversion, t) })}
          </Typography>
        );
      })}
    </Alert>
  );
};

const signed = (value: number, currencyCode?: string): string =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatMoney(Math.abs(value), currencyCode)}`;

/**
 * Scenario compare (issue 16 item 3): two to four of the user's calculators side by side, block by block; every
 * figure that differs from the first calculator's is highlighted with the difference and a one-line reason.
 */
export const ScenarioCompare = ({
  calculators,
  selectedIds,
  onSelect,
  calculatorHref,
}: {
  calculators: readonly CalculatorReply[];
  selectedIds: readonly string[];
  onSelect: (ids: string[]) => void;
  calculatorHref: (id: string) => string;
}) => {
  const named = useMemo(
    () =>
      calculators.map((calculator, index): Named => ({
        calculator,
        displayName: calculatorDisplayName(calculator.name, index + 1),
      })),
    [calculators],
  );
  const chosen = selectedIds
    .map((id) => named.find((entry) => entry.calculator.id === id))
    .filter((entry): entry is Named => entry !== undefined)
    .slice(0, maximumCompared);
  const comparison = compareScenarios(chosen.map((entry) => entry.calculator));
  const t = useMessages('screens');

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('title.Compare Calculators')}
      </Typography>
      <Autocomplete
        multiple
        options={named}
        value={chosen}
        getOptionLabel={(option) => option.displayName}
        isOptionEqualToValue={(option, value) => option.calculator.id === value.calculator.id}
        getOptionDisabled={() => chosen.length >= maximumCompared}
        onChange={(_event, value) => onSelect(value.map((entry) => entry.calculator.id))}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('compare.choose')}
            helperText={t('compare.chooseHelp', { maximum: maximumCompared })}
          />
        )}
      />
      {chosen.length < 2 ? (
        <Alert severity="info">{t('compare.chooseTwo')}</Alert>
      ) : (
        <>
          {comparison.mixedCurrencies && (
            <ConversionNotice chosen={chosen} conversions={comparison.conversions} />
          )}
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('compare.table')}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('compare.perTonne')}
                  </TableCell>
                  {chosen.map(({ calculator, displayName }, index) => (
                    <TableCell
                      key={calculator.id}
                      component="th"
                      scope="col"
                      align="right"
                      sx={{ minWidth: 160 }}
                    >
                      <Link href={calculatorHref(calculator.id)} sx={{ fontWeight: 600 }}>
                        {displayName}
                      </Link>
                      <Typography variant="caption" component="div" color="text.secondary">
                        {calculator.contractName} {periodIdLabel(calculator)} · {calculator.currencyCode}
                        {index === 0 ? ` · ${t('compare.baseline')}` : ''}
                      </Typography>
                      <Typography variant="caption" component="div" color="text.secondary">
                        {calculator.originPortName ?? calculator.originCountryName ?? '—'} →{' '}
                        {calculator.destination.name}
                      </Typography>
                      <StaleBadge inputs={calculator.inputFreshness} testId="compare-stale-badge" />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {comparison.rows.map((row) => {
                  const isSubtotal = isSubtotalRow(row.key);
                  return (
                    <TableRow key={row.key} sx={isSubtotal ? { bgcolor: 'action.hover' } : undefined}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: isSubtotal ? 700 : 400 }}>
                        {row.label}
                      </TableCell>
                      {row.values.map((value, index) => {
                        const reason = row.reasons[index] ?? null;
                        const difference = row.differences[index] ?? null;
                        const calculator = chosen[index]?.calculator;
                        return (
                          <TableCell
                            key={calculator?.id ?? index}
                            align="right"
                            sx={
                              reason === null
                                ? undefined
                                : {
                                    bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12),
                                    fontWeight: 600,
                                  }
                            }
                          >
                            {value === null ? '—' : formatMoney(value, calculator?.currencyCode)}
                            {reason !== null && difference !== null && (
                              <>
                                <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
                                  {signed(difference, chosen[0]?.calculator.currencyCode)}{' '}
                                  {chosen[0]?.calculator.currencyCode}
                                </Typography>
                                <Typography variant="caption" component="div" color="text.secondary">
                                  {reason}
                                </Typography>
                              </>
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {chosen.some(({ calculator }) => calculator.pricingError !== null) && (
            <Alert severity="warning">
              {chosen
                .filter(({ calculator }) => calculator.pricingError !== null)
                .map(({ displayName, calculator }) => `${displayName}: ${calculator.pricingError}`)
                .join(' · ')}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
};
