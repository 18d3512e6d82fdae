import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActualAmount, QuoteReply } from '@psc/core/quotes/quotes.schemas';
import { muiRegistration } from '#components/form/mui-registration.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useSetQuoteActuals } from '../api/change-quote.ts';
import { quoteAmount } from '@psc/core/quotes/quote-document';

const signed = (value: number | null) =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${quoteAmount(value)}`;

/** One entry per row of the variance table, in its order; an empty entry counts at its estimate. */
type ActualsValues = { entries: string[] };

/** The entries as the call takes them, or the index of the first entry that is not an amount. */
const actualsOf = (
  rows: QuoteReply['variance']['rows'],
  entries: string[],
): { actuals: ActualAmount[] } | { invalidRow: number } => {
  const actuals: ActualAmount[] = [];
  for (const [index, row] of rows.entries()) {
    const text = (entries[index] ?? '').trim().replace(',', '.');
    if (text === '') continue;
    const perTonne = Number(text);
    if (!Number.isFinite(perTonne)) return { invalidRow: index };
    actuals.push({ block: row.block, perTonne });
  }
  return { actuals };
};

/** Estimated versus actual: the invoices' amounts per tonne against the quote, block by block and in total. */
export const ActualsPanel = ({ quote }: { quote: QuoteReply }) => {
  const currency = quote.calculator.currencyCode;
  const { rows } = quote.variance;
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<ActualsValues>({
    defaultValues: {
      entries: rows.map((row) => {
        const actual = quote.actuals.find((entry) => entry.block === row.block);
        return actual === undefined ? '' : String(actual.perTonne);
      }),
    },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetQuoteActuals();
  const t = useMessages('screens');

  const submit = handleSubmit(({ entries }) => {
    clearErrors();
    const parsed = actualsOf(rows, entries);
    if ('invalidRow' in parsed) {
      const message = t('actuals.invalid', { block: rows[parsed.invalidRow]?.displayName ?? '' });
      setError(`entries.${parsed.invalidRow}`, { message }, { shouldFocus: true });
      setProblem(message);
      return;
    }
    setProblem(null);
    save.mutate({ id: quote.id, actuals: parsed.actuals }, { onError: () => setProblem(t('share.failed')) });
  });

  const { variance } = quote;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="actuals-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        <Typography id="actuals-title" component="h2" variant="h6">
          {t('actuals.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('actuals.intro', { currency })}
        </Typography>
        {problem !== null && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('actuals.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('actuals.block')}</TableCell>
                <TableCell align="right">{t('actuals.estimated', { unit: `${currency}/t` })}</TableCell>
                <TableCell>{t('actuals.actual', { unit: `${currency}/t` })}</TableCell>
                <TableCell align="right">{t('actuals.variancePerTonne')}</TableCell>
                <TableCell align="right">{t('actuals.varianceCargo')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {variance.rows.map((row, index) => (
                <TableRow key={row.block}>
                  <TableCell>{row.displayName}</TableCell>
                  <TableCell align="right">{quoteAmount(row.estimatedPerTonne, currency)}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <OutlinedInput
                      {...muiRegistration(register(`entries.${index}`))}
                      size="small"
                      fullWidth
                      placeholder="—"
                      error={formState.errors.entries?.[index] !== undefined}
                      inputProps={{
                        inputMode: 'decimal',
                        'aria-label': t('actuals.actualFor', { block: row.displayName }),
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">{signed(row.variancePerTonne)}</TableCell>
                  <TableCell align="right">{signed(row.varianceTotal)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>DDP</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {quoteAmount(variance.estimatedDdp, currency)}
                </TableCell>
                <TableCell sx={{ fontWeight: 700 }}>
                  {variance.actualDdp === null ? '—' : quoteAmount(variance.actualDdp, currency)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {signed(variance.variancePerTonne)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {signed(variance.varianceTotal)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('actuals.save')}
        </Button>
      </Stack>
    </Paper>
  );
};
