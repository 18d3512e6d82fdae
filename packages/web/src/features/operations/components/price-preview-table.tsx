import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PricePreviewReply } from '@psc/core/operations/operations.schemas';
import { priceUnitLabel } from '@psc/core/operations/price-preview';

const signed = (value: number | null, suffix = ''): string =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${value}${suffix}`;

/** What publishing would change, row by row, outliers flagged and periods the file leaves out listed. */
export const PricePreviewTable = ({ preview }: { preview: PricePreviewReply }) => (
  <>
    <Typography variant="body2" sx={{ mb: 1 }} role="status">
      {preview.rows} row(s) to publish
      {preview.skipped > 0 ? `, ${preview.skipped} other row(s) of the file skipped` : ''}; {preview.outliers}{' '}
      outlier(s) over {preview.outlierPercent} %.
    </Typography>
    {preview.missing.length > 0 && (
      <Alert severity="info" sx={{ mb: 1 }}>
        Not in the file (they keep their older price):{' '}
        {preview.missing.map((entry) => `${entry.contractId} ${entry.periodId}`).join(', ')}
      </Alert>
    )}
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label="Preview" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Contract</TableCell>
            <TableCell>Period</TableCell>
            <TableCell align="right">Current</TableCell>
            <TableCell align="right">New</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell align="right">%</TableCell>
            <TableCell>Check</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.changes.map((change) => (
            <TableRow
              key={`${change.contractId}-${change.periodId}-${change.regionId ?? ''}`}
              sx={change.outlier ? { bgcolor: 'warning.light' } : undefined}
            >
              <TableCell>
                {change.contractId}
                {change.regionId === null ? '' : ` ${change.regionId}`}
              </TableCell>
              <TableCell>{change.periodId}</TableCell>
              <TableCell align="right">{change.previous ?? 'new'}</TableCell>
              <TableCell align="right">
                {change.price} {priceUnitLabel(change.contractId, change.currencyCode)}
              </TableCell>
              <TableCell align="right">{signed(change.change)}</TableCell>
              <TableCell align="right">{signed(change.changePercent, ' %')}</TableCell>
              <TableCell>{change.outlier && <Chip size="small" color="warning" label="Outlier" />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </>
);
