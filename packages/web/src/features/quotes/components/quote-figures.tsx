import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { quoteAmount, quoteInputsAsOf, quoteLineSource, quoteTime } from '@psc/core/quotes/quote-document';
import type { SharedQuoteReply } from '@psc/core/quotes/quotes.schemas';

const sourceColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * A quote as the buyer's PDF prints it (decision 0096): letterhead, validity, what is priced, the lines with a
 * short source and date each when the trader shares them, the DDP per tonne and for the cargo. The share link's
 * page shows this; the owner's page shows it as a preview of what the buyer sees.
 */
export const QuoteFigures = ({ quote }: { quote: SharedQuoteReply }) => {
  const copy = quote.buyerCopy;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{quote.letterhead.companyName}</Typography>
            {quote.letterhead.lines.map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="overline">Delivered price quote</Typography>
            <Typography variant="body2">Issued {quoteTime(quote.createdAt)}</Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: { sm: 'flex-end' } }}
            >
              <Typography variant="body2">Valid until {quoteTime(quote.validUntil)}</Typography>
              <Chip
                size="small"
                label={quote.valid ? 'Valid' : 'Expired'}
                color={quote.valid ? 'success' : 'default'}
              />
            </Stack>
          </Box>
        </Stack>
        <Box>
          <Typography component="h2" variant="h6">
            {quote.name}
          </Typography>
          <Typography variant="body2">{copy.subject}</Typography>
          {quote.note !== '' && (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {quote.note}
            </Typography>
          )}
        </Box>
        {copy.lines.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Waterfall">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell align="right">{copy.currencyCode}/t</TableCell>
                  <TableCell sx={sourceColumn}>Source</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {copy.lines.map((line) => (
                  <TableRow key={`${line.subtotal ? 'subtotal' : 'block'}-${line.label}`}>
                    <TableCell sx={line.subtotal ? { fontWeight: 700 } : {}}>
                      {line.label}
                      {/* On a phone the source goes under its block rather than into a column off the screen. */}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{
                          display: { xs: 'block', sm: 'none' },
                          fontWeight: 400,
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {quoteLineSource(line)}
                      </Typography>
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ verticalAlign: 'top', ...(line.subtotal ? { fontWeight: 700 } : {}) }}
                    >
                      {quoteAmount(line.perTonne, copy.currencyCode)}
                    </TableCell>
                    <TableCell sx={{ ...sourceColumn, color: 'text.secondary', minWidth: 200 }}>
                      {quoteLineSource(line)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 4 }}>
          <Typography variant="h6" component="p">
            DDP {quoteAmount(copy.price, copy.currencyCode)} {copy.currencyCode}/t
          </Typography>
          <Typography variant="h6" component="p">
            Cargo {quoteAmount(copy.total, copy.currencyCode)} {copy.currencyCode}
          </Typography>
        </Stack>
        {copy.incompleteNote !== null && (
          <Alert severity="warning" role="note">
            {copy.incompleteNote}
          </Alert>
        )}
        {copy.importTaxes.length > 0 && (
          <Box data-testid="quote-import-taxes">
            <Typography variant="subtitle2">Taxes at import (paid at clearance, outside the DDP)</Typography>
            {copy.importTaxes.map((tax) => (
              <Typography key={tax.label} variant="body2">
                {tax.label}: {quoteAmount(tax.perTonne, copy.currencyCode)} {copy.currencyCode}/t,{' '}
                {quoteAmount(tax.total, copy.currencyCode)} {copy.currencyCode} for the cargo
              </Typography>
            ))}
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">
          Priced on {copy.pricedOn}. The figures are frozen: they do not follow the market.
        </Typography>
        {copy.inputsAsOf.length > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid="quote-inputs-as-of">
            Market data as of: {quoteInputsAsOf(copy.inputsAsOf)}.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
};
