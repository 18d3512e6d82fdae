import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buyerCopyOf } from '@psc/core/quotes/quote-document';
import type { BuyerCopyKind, QuoteReply } from '@psc/core/quotes/quotes.schemas';
import { isApiError } from '#lib/api-client.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useDeleteQuote } from '../api/change-quote.ts';
import { useDownloadQuote } from '../api/download-quote.ts';
import { useQuote } from '../api/get-quote.ts';
import { ActualsPanel } from './actuals-panel.tsx';
import { StaleBadge } from '#components/stale-badge.tsx';
import { QuoteFigures } from './quote-figures.tsx';
import { ShareLinkPanel } from './share-link-panel.tsx';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

/** The quote as the buyer would see it with `copy`: the PDF, and a link made now, show exactly this. */
const buyerPreview = (quote: QuoteReply, copy: BuyerCopyKind): QuoteReply => ({
  ...quote,
  buyerCopy: buyerCopyOf(quote.calculator, copy, quote.publications.pricingDay, quote.freshness),
});

/** What the PDF and a new share link show the buyer: the lines with their sources, or the delivered price alone. */
const BuyerCopyChoice = ({
  copy,
  onChange,
}: {
  copy: BuyerCopyKind;
  onChange: (copy: BuyerCopyKind) => void;
}) => {
  const t = useMessages('screens');
  return (
    <Stack spacing={0.5}>
      <Typography id="buyer-copy-label" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('quotes.buyerSees')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('quotes.buyerSeesNote')}
      </Typography>
      <RadioGroup
        row
        aria-labelledby="buyer-copy-label"
        value={copy}
        onChange={(event) => onChange(event.target.value as BuyerCopyKind)}
      >
        <FormControlLabel value="lines" control={<Radio />} label={t('quotes.copy.lines')} />
        <FormControlLabel value="price" control={<Radio />} label={t('quotes.copy.price')} />
      </RadioGroup>
    </Stack>
  );
};

type QuoteDetailProps = {
  quoteId: string;
  calculatorHref: (calculatorId: string) => string;
  onDeleted: () => void;
  readOnly: boolean;
};

/** One quote: its frozen figures, the re-pricing check, downloads, the share link and estimated versus actual. */
export const QuoteDetail = ({ quoteId, calculatorHref, onDeleted, readOnly }: QuoteDetailProps) => {
  const quote = useQuote(quoteId);
  const t = useMessages('screens');
  const download = useDownloadQuote();
  const remove = useDeleteQuote();
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenCopy, setChosenCopy] = useState<BuyerCopyKind | null>(null);

  if (quote.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('quotes.loadingOne')}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  // A quote kept from the last visit stays on screen when the refresh fails (offline, issue 48 item 9).
  if (quote.data === undefined)
    return isApiError(quote.error) && quote.error.status === 404 ? (
      <Alert severity="info">{t('quotes.notFound')}</Alert>
    ) : (
      <RetryAlert onRetry={() => void quote.refetch()}>{t('quotes.loadOneFailed')}</RetryAlert>
    );

  const data = quote.data;
  // What the buyer is shown: as the current link shows it until the trader chooses otherwise (decision 0096).
  const copy = chosenCopy ?? data.buyerCopy.copy;
  const save = (format: 'pdf' | 'xlsx') =>
    download.mutate({ id: data.id, format, copy }, { onError: () => setProblem(t('quotes.downloadFailed')) });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ mr: 'auto' }}>
          {t('quotes.quote')}
        </Typography>
        <Button variant="contained" onClick={() => save('pdf')}>
          {t('quotes.downloadPdf')}
        </Button>
        <Button variant="outlined" onClick={() => save('xlsx')}>
          {t('calculator.downloadExcel')}
        </Button>
        {data.calculatorId !== null && (
          <Button href={calculatorHref(data.calculatorId)} variant="text">
            {t('quotes.openCalculator')}
          </Button>
        )}
        {!readOnly && (
          <Button
            color="error"
            onClick={() =>
              remove.mutate(data.id, {
                onSuccess: onDeleted,
                onError: () => setProblem(t('quotes.deleteFailed')),
              })
            }
          >
            {t('common.delete')}
          </Button>
        )}
      </Stack>
      {problem !== null && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {data.reprice === 'identical' && <Alert severity="success">{t('quotes.repriceIdentical')}</Alert>}
      {data.reprice === 'differs' && <Alert severity="warning">{t('quotes.repriceDiffers')}</Alert>}
      {data.freshness !== null && data.freshness.stale && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2">
            {t('quotes.frozenStale', { day: data.freshness.checkedOn })}
          </Typography>
          <StaleBadge inputs={data.freshness.inputs} testId="quote-stale-badge" />
        </Stack>
      )}
      <BuyerCopyChoice copy={copy} onChange={setChosenCopy} />
      <QuoteFigures quote={buyerPreview(data, copy)} />
      {!readOnly && (
        <ShareLinkPanel quoteId={data.id} share={data.share} copy={copy} sharedCopy={data.buyerCopy.copy} />
      )}
      {!readOnly && <ActualsPanel key={JSON.stringify(data.actuals)} quote={data} />}
    </Stack>
  );
};
