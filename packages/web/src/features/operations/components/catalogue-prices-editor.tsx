import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { DeskPrice } from '@psc/core/operations/catalogue-desk.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useCataloguePrices } from '../api/catalogue-prices.ts';
import { useChangeCataloguePrices } from '../api/change-catalogue-prices.ts';

type Edit = { flatAmount: string; periodFee: string };
const major = (minor: number) => (minor / 100).toFixed(2);
/** A major-unit amount typed by the administrator, in minor units; null when it is not one. */
const minorOf = (text: string): number | null => {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text) * 100);
};
const distinct = (prices: readonly DeskPrice[], field: 'plan' | 'currency' | 'periodicity') =>
  [...new Set(prices.map((price) => price[field]))].map((value) => ({ value, label: value }));

const PricesTable = ({ prices }: { prices: readonly DeskPrice[] }) => {
  const change = useChangeCataloguePrices();
  const [plan, setPlan] = useState(prices[0]?.plan ?? '');
  const [currency, setCurrency] = useState(prices[0]?.currency ?? '');
  const [periodicity, setPeriodicity] = useState<string>(prices[0]?.periodicity ?? 'Monthly');
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [reason, setReason] = useState('');
  const shown = prices.filter(
    (price) => price.plan === plan && price.currency === currency && price.periodicity === periodicity,
  );
  type Change = { id: number; flatAmount: number; periodFee: number } | { id: number; invalid: true };
  const changes = prices.flatMap((price): Change[] => {
    const edit = edits[price.id];
    if (!edit) return [];
    const flatAmount = minorOf(edit.flatAmount);
    const periodFee = minorOf(edit.periodFee);
    if (flatAmount === null || periodFee === null) return [{ id: price.id, invalid: true }];
    if (flatAmount === price.flatAmount && periodFee === price.periodFee) return [];
    return [{ id: price.id, flatAmount, periodFee }];
  });
  const invalid = changes.some((entry) => 'invalid' in entry);
  const valid = changes.flatMap((entry) => ('invalid' in entry ? [] : [entry]));
  const edit = (price: DeskPrice, field: keyof Edit, value: string) =>
    setEdits((current) => ({
      ...current,
      [price.id]: {
        flatAmount: current[price.id]?.flatAmount ?? major(price.flatAmount),
        periodFee: current[price.id]?.periodFee ?? major(price.periodFee),
        [field]: value,
      },
    }));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label="Plan"
          id="catalogue-plan"
          value={plan}
          onChange={setPlan}
          options={distinct(prices, 'plan')}
        />
        <SelectField
          label="Currency"
          id="catalogue-currency"
          value={currency}
          onChange={setCurrency}
          options={distinct(prices, 'currency')}
        />
        <SelectField
          label="Billing"
          id="catalogue-billing"
          value={periodicity}
          onChange={setPeriodicity}
          options={distinct(prices, 'periodicity')}
        />
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="Catalogue prices" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Band</TableCell>
              <TableCell>Licences</TableCell>
              <TableCell>Flat per period ({currency})</TableCell>
              <TableCell>Per licence per period ({currency})</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((price, index) => {
              const from =
                index > 0 && shown[index - 1]?.product === price.product
                  ? (shown[index - 1]?.quantityUpTo ?? 0) + 1
                  : 1;
              const name = `${price.product} band ${price.band}`;
              return (
                <TableRow key={price.id}>
                  <TableCell component="th" scope="row">
                    {price.product}
                  </TableCell>
                  <TableCell>{price.band}</TableCell>
                  <TableCell>
                    {price.quantityUpTo === null ? `${from} and more` : `${from}–${price.quantityUpTo}`}
                  </TableCell>
                  {(['flatAmount', 'periodFee'] as const).map((field) => {
                    const value = edits[price.id]?.[field] ?? major(price[field]);
                    return (
                      <TableCell key={field}>
                        <TextField
                          size="small"
                          value={value}
                          error={minorOf(value) === null}
                          onChange={(event) => edit(price, field, event.target.value)}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': `${name}: ${field === 'flatAmount' ? 'flat amount' : 'per licence'}`,
                            },
                          }}
                          sx={{ width: 130 }}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {invalid && <Alert severity="error">An amount is not a number with at most two decimals.</Alert>}
      {change.isError && (
        <Alert severity="error" role="alert">
          {change.error.message}
        </Alert>
      )}
      {change.isSuccess && (
        <Alert severity="success" role="status">
          {change.data.message}: the next quote and renewal use them.
        </Alert>
      )}
      <TextInput label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} required />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={invalid || valid.length === 0 || reason.trim() === ''}
        loading={change.isPending}
        onClick={() =>
          change.mutate(
            { prices: valid, reason },
            {
              onSuccess: () => {
                setEdits({});
                setReason('');
              },
            },
          )
        }
      >
        Save {valid.length} change(s)
      </Button>
    </Stack>
  );
};

/** The billing catalogue's bands, edited in major units; every change needs a reason and is audited. */
export const CataloguePricesEditor = () => {
  const prices = useCataloguePrices();
  if (prices.isPending) return <Skeleton variant="rounded" height={260} aria-label="Loading the catalogue" />;
  if (prices.isError)
    return <RetryAlert onRetry={() => void prices.refetch()}>{prices.error.message}</RetryAlert>;
  return <PricesTable prices={prices.data.prices} />;
};
