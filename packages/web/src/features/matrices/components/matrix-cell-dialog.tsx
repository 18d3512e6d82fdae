import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { matrixAmount } from '../utils/matrix-format.ts';
import { rowName } from '#lib/i18n/cost-row-names.ts';
import type { CellAddress } from './matrix-grid.tsx';

/**
 * One cell's waterfall: each step's amount per tonne, the DDP they add up to, the period priced, and the button that
 * makes the cell a calculator of its own (the same figures, then every calculator tool).
 */
export const MatrixCellDialog = ({
  prices,
  periodIndex,
  cell,
  readOnly,
  opening,
  openError,
  onOpenAsCalculator,
  onClose,
  cellActions,
  cellDetails,
}: {
  prices: MatrixPricesReply;
  periodIndex: number;
  cell: CellAddress | null;
  readOnly: boolean;
  opening: boolean;
  openError: string | null;
  onOpenAsCalculator: (cell: CellAddress) => void;
  onClose: () => void;
  /** More actions on a priced cell, given by the page's composer (Freeze a quote). */
  cellActions?: ((cell: CellAddress) => ReactNode) | undefined;
  /** More about a priced cell under its waterfall (its DDP history), from the page's composer. */
  cellDetails?: ((cell: CellAddress) => ReactNode) | undefined;
}) => {
  const t = useMessages('screens');
  const period = prices.periods[periodIndex];
  const data = cell === null ? undefined : period?.cells[cell.origin]?.[cell.destination];
  const origin = cell === null ? undefined : prices.origins[cell.origin];
  const destination = cell === null ? undefined : prices.destinations[cell.destination];
  return (
    <Dialog
      open={cell !== null && data !== undefined}
      onClose={onClose}
      aria-labelledby="matrix-cell-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="matrix-cell-title">
        {origin?.label} → {destination?.name}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {period?.name}
          {data?.periodName ? `: ${data.periodName}` : ''} ·{' '}
          {t('matrices.cell.perTonne', { currency: prices.currencyCode })}
        </Typography>
        {data?.error !== null && data?.error !== undefined ? (
          <Alert severity="info">{data.error}</Alert>
        ) : (
          <Table size="small" aria-label={t('matrices.cell.waterfall')}>
            <TableBody>
              {prices.steps.map((step, index) => (
                <TableRow key={step.type}>
                  <TableCell component="th" scope="row">
                    {rowName(t, step.name)}
                  </TableCell>
                  <TableCell align="right">
                    {matrixAmount(data?.amounts[index] ?? 0, prices.currencyCode)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  DDP
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {matrixAmount(data?.price ?? 0, prices.currencyCode)}
                </TableCell>
              </TableRow>
              {/* Beside the DDP, never in it (decisions 0120, 0133); a reply stored before the field says nothing. */}
              {data?.importTax !== undefined && (
                <TableRow>
                  <TableCell component="th" scope="row">
                    {t('matrices.cell.importTaxes')}
                  </TableCell>
                  <TableCell align="right">
                    {data.importTax === null
                      ? t('matrices.cell.notKnown')
                      : matrixAmount(data.importTax, prices.currencyCode)}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
        {data?.error === null && cell !== null && cellDetails?.(cell)}
        {openError !== null && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {openError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('matrices.cell.close')}</Button>
        {!readOnly && data?.error === null && cell !== null && cellActions?.(cell)}
        {!readOnly && data?.error === null && cell !== null && (
          <Button variant="contained" disabled={opening} onClick={() => onOpenAsCalculator(cell)}>
            {t('matrices.cell.openAsCalculator')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
