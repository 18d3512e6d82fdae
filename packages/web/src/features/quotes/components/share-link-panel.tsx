import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BuyerCopyKind, ShareLink } from '@psc/core/quotes/quotes.schemas';
import { TextInput } from '#components/form/text-input.tsx';
import { formatDateTime } from '#lib/format-date.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useCreateShareLink, useRevokeShareLink } from '../api/change-quote.ts';

const expiryChoices = [7, 14, 30, 90] as const;
/** How the link's helper names what it shows. */
const buyerCopyNames: Record<BuyerCopyKind, MessageKey> = {
  lines: 'share.copy.lines',
  price: 'share.copy.price',
};

/**
 * The quote's read-only link: anyone holding it sees the quote without signing in, and nothing else of the account.
 * The owner sees how often it was opened, and can replace or revoke it.
 */
export const ShareLinkPanel = ({
  quoteId,
  share,
  copy: buyerCopy,
  sharedCopy,
}: {
  quoteId: string;
  share: ShareLink | null;
  /** What a new link shows the buyer, as chosen on the page. */
  copy: BuyerCopyKind;
  /** What the current link shows. */
  sharedCopy: BuyerCopyKind;
}) => {
  const [expiresInDays, setExpiresInDays] = useState<number>(14);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const t = useMessages('screens');
  const failed = t('share.failed');

  const createLink = () =>
    create.mutate(
      { id: quoteId, expiresInDays, copy: buyerCopy },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t('share.created') }),
        onError: () => setNotice({ severity: 'error', text: failed }),
      },
    );
  const revokeLink = () =>
    revoke.mutate(quoteId, {
      onSuccess: () => setNotice({ severity: 'success', text: t('share.revoked') }),
      onError: () => setNotice({ severity: 'error', text: failed }),
    });
  const copy = (url: string) =>
    void navigator.clipboard
      .writeText(url)
      .then(() => setNotice({ severity: 'success', text: t('share.copied') }))
      .catch(() =>
        setNotice({
          severity: 'error',
          text: t('share.copyRefused'),
        }),
      );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="share-link-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="share-link-title" component="h2" variant="h6">
          {t('share.title')}
        </Typography>
        {notice !== null && (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
        {share !== null && (
          <>
            <TextInput
              label={t('share.link')}
              name="shareUrl"
              value={share.url}
              readOnly
              onFocus={(event) => event.target.select()}
              helperText={
                t('share.helper', {
                  shows: t(buyerCopyNames[sharedCopy]),
                  expires: formatDateTime(share.expiresAt),
                  views: String(share.views),
                }) +
                (share.lastViewedAt === null
                  ? ''
                  : t('share.lastViewed', { date: formatDateTime(share.lastViewedAt) }))
              }
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" onClick={() => copy(share.url)}>
                {t('share.copyLink')}
              </Button>
              <Button color="error" variant="outlined" onClick={revokeLink} loading={revoke.isPending}>
                {t('share.revoke')}
              </Button>
            </Stack>
          </>
        )}
        {share === null && (
          <Typography variant="body2" color="text.secondary">
            {t('share.none')}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id="share-expiry-label">{t('share.expiresAfter')}</InputLabel>
            <Select
              labelId="share-expiry-label"
              label={t('share.expiresAfter')}
              value={expiresInDays}
              onChange={(event) => setExpiresInDays(Number(event.target.value))}
            >
              {expiryChoices.map((days) => (
                <MenuItem key={days} value={days}>
                  {t('history.days', { days: String(days) })}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button
            variant={share === null ? 'contained' : 'outlined'}
            onClick={createLink}
            loading={create.isPending}
          >
            {t(share === null ? 'share.create' : 'share.replace')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
