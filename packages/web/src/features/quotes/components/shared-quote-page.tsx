import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { quoteEndpoints } from '@psc/core/quotes/quotes.endpoints';
import { quoteMessages } from '@psc/core/quotes/quotes.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { isApiError } from '#lib/api-client.ts';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useSharedQuote } from '../api/get-shared-quote.ts';
import { QuoteFigures } from './quote-figures.tsx';

/** What a share link opens, for anyone holding it: the quote and its PDF, nothing of the account beyond them. */
export const SharedQuotePage = ({ token }: { token: string }) => {
  const quote = useSharedQuote(token);
  return (
    <Container maxWidth="md" component="main" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h1" variant="h5" sx={{ mr: 'auto' }}>
            Quote
          </Typography>
          {quote.data !== undefined && (
            <Button variant="contained" href={endpointUrl(quoteEndpoints.sharedPdf, { token })}>
              Open the PDF
            </Button>
          )}
        </Stack>
        {quote.isPending && <Skeleton variant="rounded" height={420} aria-label="Loading the quote" />}
        {quote.isError &&
          (isApiError(quote.error) && quote.error.status === 404 ? (
            <Alert severity="info">{quoteMessages.linkNotFound}</Alert>
          ) : (
            <RetryAlert onRetry={() => void quote.refetch()}>
              A problem occured when getting the quote.
            </RetryAlert>
          ))}
        {quote.data !== undefined && <QuoteFigures quote={quote.data} />}
        <Typography variant="caption" color="text.secondary">
          Shared from PSC, the delivered-price calculator for sugar traders. The figures are frozen: they do
          not follow the market.
        </Typography>
      </Stack>
    </Container>
  );
};
