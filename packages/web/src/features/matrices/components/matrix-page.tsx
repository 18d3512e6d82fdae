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
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import { useDeleteMatrix, useOpenMatrixCell } from '../api/change-matrix.ts';
import { useDownloadMatrix } from '../api/download-matrix.ts';
import { useMatrixPrices } from '../api/get-matrix-prices.ts';
import { MatrixCellDialog } from './matrix-cell-dialog.tsx';
import { MatrixGrid, type CellAddress } from './matrix-grid.tsx';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

const messageOf = (t: Translate, error: unknown) =>
  isApiError(error) ? error.message : t('common.tryAgain');

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
  const t = useMessages('screens');
  const prices = useMatrixPrices(matrixId);
  const formatDay = useIsoDayFormatter();
  const download = useDownloadMatrix();
  const openCell = useOpenMatrixCell();
  const remove = useDeleteMatrix();
  const [periodIndex, setPeriodIndex] = useState(0);
  const [cell, setCell] = useState<CellAddress | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (prices.isPending)
    return <Skeleton variant="rounded" height={320} aria-label={t('matrices.page.pricing')} />;
  if (prices.isError)
    return (
      <RetryAlert onRetry={() => void prices.refetch()}>
        {prices.error instanceof Error && isApiError(prices.error) && prices.error.status === 404
          ? t('matrices.page.notFound')
          : t('matrices.page.pricingFailed')}
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
            {t('matrices.page.intro', { currency: data.currencyCode, day: formatDay(data.pricingDay) })}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate(matrixId)}>
            {t('matrices.page.export')}
          </Button>
          {!readOnly && (
            <Button component={RouterLink} to={editHref} variant="outlined">
              {t('matrices.page.edit')}
            </Button>
          )}
          {!readOnly && (
            <Button color="error" onClick={() => setConfirmDelete(true)}>
              {t('common.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('matrices.page.feed', {
          url: `${window.location.origin}${endpointUrl(feedEndpoints.matrixCsv, {}, { matrix: matrixId })}`,
        })}
      </Typography>
      {download.isError && <Alert severity="error">{messageOf(t, download.error)}</Alert>}
      {remove.isError && <Alert severity="error">{messageOf(t, remove.error)}</Alert>}
      <Tabs
        value={Math.min(periodIndex, data.periods.length - 1)}
        onChange={(_event, value: number) => setPeriodIndex(value)}
        variant="scrollable"
        aria-label={t('matrices.column.periods')}
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
        openError={openCell.isError ? messageOf(t, openCell.error) : null}
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
          <DialogContentText id="delete-matrix-text">
            {t('matrices.page.confirmDelete', { name: data.name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmDelete(false);
              remove.mutate(matrixId, { onSuccess: onDeleted });
            }}
          >
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
