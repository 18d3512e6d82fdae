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
import { formatLocalMoney } from '#lib/i18n/formats.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useQuotes } from '../api/get-quotes.ts';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

/** My Quotes: every quote I froze, newest first, with its DDP, validity and how often its link was opened. */
export const QuotesList = ({ quoteHref }: { quoteHref: (quoteId: string) => string }) => {
  const quotes = useQuotes();
  const t = useMessages('screens');
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('quotes.title')}
      </Typography>
      {quotes.isPending && <Skeleton variant="rounded" height={160} aria-label={t('quotes.loading')} />}
      {quotes.isError && (
        <RetryAlert onRetry={() => void quotes.refetch()}>{t('quotes.loadFailed')}</RetryAlert>
      )}
      {quotes.data?.length === 0 && <Alert severity="info">{t('quotes.none')}</Alert>}
      {quotes.data !== undefined && quotes.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('quotes.yours')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('quotes.quote')}</TableCell>
                <TableCell>{t('quotes.issued')}</TableCell>
                <TableCell>{t('quotes.validUntil')}</TableCell>
                <TableCell align="right">{t('calculators.ddpPerTonneColumn')}</TableCell>
                <TableCell align="right">{t('quotes.cargo')}</TableCell>
                <TableCell align="right">{t('quotes.linkOpened')}</TableCell>
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
                      {!quote.valid && <Chip size="small" label={t('quotes.expired')} />}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    {formatLocalMoney(quote.price, quote.currencyCode)} {quote.currencyCode}
                  </TableCell>
                  <TableCell align="right">
                    {formatLocalMoney(quote.total, quote.currencyCode)} {quote.currencyCode}
                  </TableCell>
                  <TableCell align="right">
                    {quote.shareViews === null ? t('quotes.noLink') : `${quote.shareViews}×`}
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
