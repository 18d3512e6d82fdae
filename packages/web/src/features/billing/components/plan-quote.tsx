import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ComputedPriceReply } from '@psc/core/billing/billing.schemas';
import { money } from './money.ts';

/** The server's quote as the Paid Plan dialog shows it: the price bands, then Cost, Discount and Total (§2). */
export const PlanQuote = ({ quote }: { quote: ComputedPriceReply }) => (
  <>
    <Table size="small" aria-label="Price bands">
      <TableHead>
        <TableRow>
          <TableCell>User Band</TableCell>
          <TableCell align="right">Price/user</TableCell>
          <TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.bandLines.map((line) => (
          <TableRow key={line.band}>
            <TableCell>
              {line.band} ({line.quantity})
            </TableCell>
            <TableCell align="right">
              {line.unitAmount > 0
                ? money(line.unitAmount, quote.currency)
                : `${money(line.flatAmount, quote.currency)} flat`}
            </TableCell>
            <TableCell align="right">{money(line.total, quote.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }} aria-label="Quote">
      <Typography>
        Cost: <span data-testid="quote-cost">{money(quote.cost, quote.currency)}</span>
      </Typography>
      <Typography>
        Discount ({quote.discount}%):{' '}
        <span data-testid="quote-discount">{money(-quote.discountPrice, quote.currency)}</span>
      </Typography>
      {quote.proration && (
        <Typography variant="body2" color="text.secondary">
          Prorated for the {quote.proration.daysLeft} of {quote.proration.daysInPeriod} days left, less{' '}
          {money(quote.proration.creditPart, quote.currency)} already paid
        </Typography>
      )}
      {quote.credit > 0 && (
        <Typography variant="body2" color="text.secondary">
          Credit from the current period: {money(-quote.credit, quote.currency)}
        </Typography>
      )}
      <Typography variant="h6">
        Total: <span data-testid="quote-total">{money(quote.price, quote.currency)}</span>
      </Typography>
    </Stack>
  </>
);
