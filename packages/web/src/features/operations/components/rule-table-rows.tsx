import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RuleTableRow } from '@psc/core/market-data/rule-tables';

/** A version's rows, each with where its figure comes from and since when it applies. */
export const RuleTableRows = ({ rows, label }: { rows: readonly RuleTableRow[]; label: string }) =>
  rows.length === 0 ? (
    <Typography color="text.secondary">This version has no rows.</Typography>
  ) : (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={label} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Figures</TableCell>
            <TableCell>From</TableCell>
            <TableCell>Source</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.section} ${row.key}`}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.section} {row.key}
              </TableCell>
              <TableCell>{row.summary}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.effectiveFrom ?? '—'}</TableCell>
              <TableCell sx={{ minWidth: 280 }}>
                {!row.verified && <Chip size="small" color="warning" label="unverified" sx={{ mr: 1 }} />}
                <Typography variant="body2" component="span">
                  {row.source ?? '—'}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
