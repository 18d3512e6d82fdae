import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ComputedPriceReply } from '@psc/core/billing/billing.schemas';
import { money } from './money.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

/** The server's quote as the Paid Plan dialog shows it: the price bands, then Cost, Discount and Total (§2). */
export const PlanQuote = ({ quote }: { quote: ComputedPriceReply }) => {
  const t = useMessages('screens');
  return (
    <>
      <Table size="small" aria-label={t('billing.quote.bands')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.userBand')}</TableCell>
            <TableCell align="right">{t('billing.quote.pricePerUser')}</TableCell>
            <TableCell align="right">{t('billing.quote.total')}</TableCell>
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
                  : t('billing.flat', { amount: money(line.flatAmount, quote.currency) })}
              </TableCell>
              <TableCell align="right">{money(line.total, quote.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }} aria-label={t('billing.quote.label')}>
        <Typography>
          {t('billing.quote.cost')} <span data-testid="quote-cost">{money(quote.cost, quote.currency)}</span>
        </Typography>
        <Typography>
          {t('billing.quote.discount', { discount: quote.discount })}{' '}
          <span data-testid="quote-discount">{money(-quote.discountPrice, quote.currency)}</span>
        </Typography>
        {quote.proration && (
          <Typography variant="body2" color="text.secondary">
            {t('billing.quote.prorated', {
              left: quote.proration.daysLeft,
              days: quote.proration.daysInPeriod,
              paid: money(quote.proration.creditPart, quote.currency),
            })}
          </Typography>
        )}
        {quote.credit > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('billing.quote.credit', { amount: money(-quote.credit, quote.currency) })}
          </Typography>
        )}
        <Typography variant="h6">
          {t('billing.quote.totalLabel')}{' '}
          <span data-testid="quote-total">{money(quote.price, quote.currency)}</span>
        </Typography>
      </Stack>
    </>
  );
};
