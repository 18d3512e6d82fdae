import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { feedEndpoints } from '@psc/core/feeds/feeds.endpoints';
import { RetryAlert } from '#components/retry-alert.tsx';
import { isApiError } from '#lib/api-client.ts';
import { useIsoDayFormatter } from '#lib/date-format.ts';
import { useDeleteMatrix, useOpenMatrixCell } from '../api/change-matrix.ts';
import { useDownloadMatrix } from '../api/download-matrix.ts';
import { useMatrixPrices } from '../api/get-matrix-prices.ts';
import { MatrixCellDialog } from './matrix-cell-dialog.tsx';
import { MatrixGrid, type CellAddress } from './matrix-grid.tsx';

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : 'A problem occured. Please try again.';

/** A saved matrix priced now: a tab per period, the grid, a cell's waterfall, the workbook, edit and delete. */
export const MatrixPage = ({
  matrixId,
  readOnly,
  editHref,
  onOpened,
  onDeleted,
  cellActions,
  cellDetails,
}: {
  matrixId: string;
  readOnly: boolean;
  editHref: string;
  onOpened: (calculatorId: string) => void;
  onDeleted: () => void;
  /** A priced cell's further actions (its position in the strip included), from the page's composer. */
  cellActions?: (cell: CellAddress & { position: number }) => ReactNode;
  cellDetails?: (cell: CellAddress & { position: number }) => ReactNode;
}) => {
  const prices = useMatrixPrices(matrixId);
  const formatDay = useIsoDayFormatter();
  const download = useDownloadMatrix();
  const openCell = useOpenMatrixCell();
  const remove = useDeleteMatrix();
  const [periodIndex, setPeriodIndex] = useState(0);
  const [cell, setCell] = useState<CellAddress | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (prices.isPending) return <Skeleton variant="rounded" height={320} aria-label="Pricing the matrix" />;
  if (prices.isError)
    return (
      <RetryAlert onRetry={() => void prices.refetch()}>
        {prices.error instanceof Error && isApiError(prices.error) && prices.error.status === 404
          ? 'Matrix not found'
          : 'A problem occured when pricing the matrix.'}
      </RetryAlert>
    );
  const data = prices.data;
  const period = data.periods[Math.min(periodIndex, data.periods.length - 1)];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography component="h1" variant="h5">
            {data.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            DDP per tonne in {data.currencyCode}, priced on {formatDay(data.pricingDay)}. ★ marks the cheapest
            origin of each destination; choose a cell for its waterfall.
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate(matrixId)}>
            Export to Excel
          </Button>
          {!readOnly && (
            <Button component={RouterLink} to={editHref} variant="outlined">
              Edit
            </Button>
          )}
          {!readOnly && (
            <Button color="error" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Excel feed (with an API key, see How to Use §6): {window.location.origin}
        {endpointUrl(feedEndpoints.matrixCsv, {}, { matrix: matrixId })}
      </Typography>
      {download.isError && <Alert severity="error">{messageOf(download.error)}</Alert>}
      {remove.isError && <Alert severity="error">{messageOf(remove.error)}</Alert>}
      <Tabs
        value={Math.min(periodIndex, data.periods.length - 1)}
        onChange={(_event, value: number) => setPeriodIndex(value)}
        variant="scrollable"
        aria-label="Periods"
      >
        {data.periods.map((entry) => (
          <Tab key={entry.position} label={entry.name} />
        ))}
      </Tabs>
      {period !== undefined && (
        <MatrixGrid
          prices={data}
          period={period}
          onOpenCell={(address) => {
            openCell.reset();
            setCell(address);
          }}
        />
      )}
      <MatrixCellDialog
        prices={data}
        periodIndex={Math.min(periodIndex, data.periods.length - 1)}
        cell={cell}
        readOnly={readOnly}
        opening={openCell.isPending}
        openError={openCell.isError ? messageOf(openCell.error) : null}
        onOpenAsCalculator={(address) =>
          openCell.mutate(
            { id: matrixId, ...address, position: period?.position ?? 1 },
            { onSuccess: (reply) => onOpened(reply.calculatorId) },
          )
        }
        onClose={() => setCell(null)}
        cellDetails={
          cellDetails === undefined
            ? undefined
            : (address) => cellDetails({ ...address, position: period?.position ?? 1 })
        }
        cellActions={
          cellActions === undefined
            ? undefined
            : (address) => cellActions({ ...address, position: period?.position ?? 1 })
        }
      />
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        aria-describedby="delete-matrix-text"
      >
        <DialogContent>
          <DialogContentText id="delete-matrix-text">Delete the matrix {data.name}?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmDelete(false);
              remove.mutate(matrixId, { onSuccess: onDeleted });
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
