import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { splitDestinationCharges } from '@psc/core/pricing/destination-charges-split';
import { formatMoney } from '../utils/calculator-format.ts';

/** The Loading block's panel (§2.2, §9): the destination-charges total split by the twelve fixed shares. */
export const DestinationChargesPanel = ({ total, currencyCode }: { total: number; currencyCode: string }) => (
  <>
    <Typography variant="h6" component="h2" gutterBottom>
      Destination charges
    </Typography>
    <Table size="small" aria-label="Destination charges">
      <TableHead>
        <TableRow>
          <TableCell>Charge</TableCell>
          <TableCell align="right">Per tonne ({currencyCode})</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {splitDestinationCharges(total).map((line) => (
          <TableRow key={line.name}>
            <TableCell>{line.name}</TableCell>
            <TableCell align="right">{formatMoney(line.amount)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatMoney(total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  </>
);
