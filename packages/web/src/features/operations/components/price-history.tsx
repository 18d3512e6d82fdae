import { lazy, Suspense, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { boardContractIds, contractDisplayNames, type ContractId } from '@psc/core/market-data/contracts';
import { SelectField } from '#components/form/select-field.tsx';
import { RetryAlert } from '#components/retry-alert.tsx';
import { usePriceHistory } from '../api/price-history.ts';
import { utcMinute } from '../utils/utc-minute.ts';

const PriceHistoryChart = lazy(() => import('./price-history-chart.tsx'));

/** Each contract period's publications over time: a chart, and the same points as a table (newest first). */
export const PriceHistory = () => {
  const [contractId, setContractId] = useState<ContractId>('London5');
  const [periodId, setPeriodId] = useState<string | null>(null);
  const history = usePriceHistory(contractId, periodId);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label="Contract"
          id="history-contract"
          size="medium"
          value={contractId}
          onChange={(value) => {
            setContractId(value as ContractId);
            setPeriodId(null);
          }}
          options={boardContractIds.map((value) => ({ value, label: contractDisplayNames[value] }))}
        />
        <SelectField
          label="Period"
          id="history-period"
          size="medium"
          value={history.data?.periodId ?? ''}
          onChange={setPeriodId}
          options={(history.data?.periods ?? []).map((value) => ({ value, label: value }))}
        />
      </Stack>
      {history.isPending ? (
        <Skeleton variant="rounded" height={260} aria-label="Loading the history" />
      ) : history.isError ? (
        <RetryAlert onRetry={() => void history.refetch()}>{history.error.message}</RetryAlert>
      ) : history.data.points.length === 0 ? (
        <Typography color="text.secondary">Nothing published for this contract yet.</Typography>
      ) : (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            <PriceHistoryChart
              history={history.data}
              label={`${contractDisplayNames[contractId]} ${history.data.periodId ?? ''}: ${history.data.points.length} publications`}
            />
          </Suspense>
          <TableContainer sx={{ maxHeight: 240 }}>
            <Table size="small" stickyHeader aria-label="Price history" sx={{ minWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Published (UTC)</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell>Publisher</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...history.data.points].reverse().map((point) => (
                  <TableRow key={point.at}>
                    <TableCell>{utcMinute(point.at)}</TableCell>
                    <TableCell align="right">
                      {point.price} {point.unit === 'centsPerPound' ? '¢/lb' : `${point.currencyCode}/t`}
                    </TableCell>
                    <TableCell>
                      {point.publisher}
                      {point.isDemo ? ' (demo)' : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
};
