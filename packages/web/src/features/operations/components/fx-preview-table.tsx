import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FxPreviewReply } from '@psc/core/operations/operations.schemas';

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Each rate against the current one; the currencies the file leaves out keep their older rate, shown with its date. */
export const FxPreviewTable = ({ preview }: { preview: FxPreviewReply }) => (
  <>
    <Typography variant="body2" sx={{ mb: 1 }} role="status">
      {preview.rows} rate(s) to publish
      {preview.pegged > 0 ? `, ${preview.pegged} of them pegged currencies from their anchor` : ''};{' '}
      {preview.outliers} outlier(s) over {preview.outlierPercent} %.
    </Typography>
    {preview.missing.length > 0 && (
      <Alert severity="info" sx={{ mb: 1 }}>
        Not in the file (they keep their older rate):{' '}
        {preview.missing.map((entry) => `${entry.currencyCode} of ${dayOf(entry.rateDate)}`).join(', ')}
      </Alert>
    )}
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label="FX preview" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Currency</TableCell>
            <TableCell align="right">Current per US$</TableCell>
            <TableCell align="right">New per US$</TableCell>
            <TableCell align="right">%</TableCell>
            <TableCell>Rate of</TableCell>
            <TableCell>Check</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.changes.map((change) => (
            <TableRow
              key={change.currencyCode}
              sx={change.outlier ? { bgcolor: 'warning.light' } : undefined}
            >
              <TableCell>{change.currencyCode}</TableCell>
              <TableCell align="right">{change.previous ?? 'new'}</TableCell>
              <TableCell align="right">{change.unitsPerUsd}</TableCell>
              <TableCell align="right">
                {change.changePercent === null
                  ? '—'
                  : `${change.changePercent > 0 ? '+' : ''}${change.changePercent} %`}
              </TableCell>
              <TableCell>{dayOf(change.rateDate)}</TableCell>
              <TableCell>{change.outlier && <Chip size="small" color="warning" label="Outlier" />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </>
);
