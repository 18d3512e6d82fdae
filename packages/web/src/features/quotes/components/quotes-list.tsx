import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '#components/retry-alert.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import { useQuotes } from '../api/get-quotes.ts';
import { quoteAmount } from '@psc/core/quotes/quote-document';

/** My Quotes: every quote I froze, newest first, with its DDP, validity and how often its link was opened. */
export const QuotesList = ({ quoteHref }: { quoteHref: (quoteId: string) => string }) => {
  const quotes = useQuotes();
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        My Quotes
      </Typography>
      {quotes.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading your quotes" />}
      {quotes.isError && (
        <RetryAlert onRetry={() => void quotes.refetch()}>
          A problem occured when getting your quotes.
        </RetryAlert>
      )}
      {quotes.data?.length === 0 && (
        <Alert severity="info">No quotes yet. Open one of your calculators and choose Freeze a quote.</Alert>
      )}
      {quotes.data !== undefined && quotes.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Your quotes">
            <TableHead>
              <TableRow>
                <TableCell>Quote</TableCell>
                <TableCell>Issued</TableCell>
                <TableCell>Valid until</TableCell>
                <TableCell align="right">DDP /t</TableCell>
                <TableCell align="right">Cargo</TableCell>
                <TableCell align="right">Link opened</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quotes.data.map((quote) => (
                <TableRow key={quote.id}>
                  <TableCell>
                    <Link component={RouterLink} to={quoteHref(quote.id)}>
                      {quote.name}
                    </Link>
                  </TableCell>
                  <TableCell>{formatDateTime(quote.createdAt)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{formatDateTime(quote.validUntil)}</span>
                      {!quote.valid && <Chip size="small" label="Expired" />}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    {quoteAmount(quote.price, quote.currencyCode)} {quote.currencyCode}
                  </TableCell>
                  <TableCell align="right">
                    {quoteAmount(quote.total, quote.currencyCode)} {quote.currencyCode}
                  </TableCell>
                  <TableCell align="right">
                    {quote.shareViews === null ? 'No link' : `${quote.shareViews}×`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
};
