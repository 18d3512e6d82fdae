import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { StaleBadge } from '#components/stale-badge.tsx';
import { formatMoney } from '../utils/calculator-format.ts';

/** The card's DDP per tonne and total (§2.2), with the low and high of the contract's range. */
export const DdpSummary = ({ calculator }: { calculator: CalculatorReply }) => (
  <>
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, p: 1.5 }}>
      <Typography variant="h6" component="p" data-testid="ddp-per-tonne">
        DDP {formatMoney(calculator.price, calculator.currencyCode)} {calculator.currencyCode}/t
      </Typography>
      <StaleBadge inputs={calculator.inputFreshness} testId="ddp-stale-badge" />
      <Typography variant="body2" data-testid="ddp-total">
        Total {formatMoney(calculator.total, calculator.currencyCode)} {calculator.currencyCode}
      </Typography>
      {!calculator.priceComplete && calculator.pricingError === null && (
        <Typography variant="body2" role="note" data-testid="ddp-incomplete" sx={{ fontWeight: 'bold' }}>
          Incomplete: {calculator.incompleteReason}
        </Typography>
      )}
    </Box>
    <Table
      size="small"
      aria-label="DDP low and high"
      // At 360 px a cargo's totals (tens of millions) did not fit beside the labels with the default padding: the
      // labels wrap, the figures do not (issue 48 item 6).
      sx={{
        '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
        '& td:not(:first-of-type)': { whiteSpace: 'nowrap' },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">Low</TableCell>
          <TableCell align="right">High</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>DDP per tonne</TableCell>
          <TableCell align="right">{formatMoney(calculator.lowPrice, calculator.currencyCode)}</TableCell>
          <TableCell align="right">{formatMoney(calculator.highPrice, calculator.currencyCode)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>DDP total</TableCell>
          <TableCell align="right">{formatMoney(calculator.lowTotal, calculator.currencyCode)}</TableCell>
          <TableCell align="right">{formatMoney(calculator.highTotal, calculator.currencyCode)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  </>
);
