import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { newsCountries } from '@psc/core/news/news-rules';
import { SafeHtml } from '#components/safe-html.tsx';
import { isApiError } from '#lib/api-client.ts';
import { formatDate } from '#lib/format-date.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useNewsItem } from '../api/get-news-item.ts';
import { newsFlagFor } from '../utils/news-images.ts';
import { CountryFlag } from './country-flag.tsx';
import { NewsTags } from './news-tags.tsx';
import { PurchaseRequiredNotice } from './purchase-required-notice.tsx';

type NewsItemViewProps = {
  id: string;
  /** 'h1' on the page of narrow screens (14), 'h2' in the panel beside the list. */
  headingLevel: 'h1' | 'h2';
  backTo: { pathname: string; search: string };
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" sx={{ display: 'grid', gridTemplateColumns: '88px 1fr', gap: 1, alignItems: 'start' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
      {children}
    </Box>
  </Box>
);

/** §2.7 'Item view': Tags, Countries, date and article, with the 'News' back link. */
export const NewsItemView = ({ id, headingLevel, backTo }: NewsItemViewProps) => {
  const item = useNewsItem(id);
  const t = useMessages('screens');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const title = item.data?.title;

  // A reader who opened an item lands on its title (keyboard and screen reader users included).
  useEffect(() => {
    if (title !== undefined) headingRef.current?.focus();
  }, [id, title]);

  const backLink = (
    <Link
      component={RouterLink}
      to={backTo}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      <ArrowBack fontSize="small" />
      {t('news.back')}
    </Link>
  );

  if (item.data === undefined) {
    return (
      <Stack spacing={2}>
        {backLink}
        {item.isError ? (
          <Alert
            severity={isApiError(item.error) && item.error.status === 404 ? 'info' : 'error'}
            action={
              isApiError(item.error) && item.error.status === 404 ? undefined : (
                <Button color="inherit" size="small" onClick={() => void item.refetch()}>
                  {t('common.retry')}
                </Button>
              )
            }
          >
            {isApiError(item.error) && item.error.status === 404
              ? t('news.nothing')
              : t('news.error', { message: item.error.message })}
          </Alert>
        ) : (
          <Stack spacing={1.5} aria-busy="true" aria-label={t('news.loadingItem')}>
            <Skeleton variant="text" height={40} />
            <Skeleton variant="rounded" height={80} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        )}
      </Stack>
    );
  }

  const news = item.data;
  const flag = newsFlagFor(news);
  const countries = newsCountries(news.country);
  return (
    <Stack component="article" aria-labelledby={headingId} spacing={2}>
      {backLink}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          component={headingLevel}
          variant={headingLevel === 'h1' ? 'h5' : 'h6'}
          sx={{ flex: 1, fontWeight: 700, outline: 'none' }}
        >
          {news.title}
        </Typography>
        {flag !== null && <CountryFlag flag={flag} />}
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Field label={t('news.tags')}>{news.tags.length > 0 ? <NewsTags tags={news.tags} /> : '—'}</Field>
        <Field label={t('news.countries')}>{countries.length > 0 ? countries.join(', ') : '—'}</Field>
        <Field label={t('news.date')}>
          <time dateTime={new Date(news.lastUpdated).toISOString()}>{formatDate(news.lastUpdated)}</time>
        </Field>
        {news.author !== null && <Field label={t('news.author')}>{news.author}</Field>}
      </Box>
      {news.restricted ? (
        <PurchaseRequiredNotice />
      ) : (
        <>
          {news.description !== null && (
            <Typography variant="body1" sx={{ fontWeight: 500 }}>
              {news.description}
            </Typography>
          )}
          {news.article !== null && (
            <SafeHtml
              html={news.article}
              aria-label={t('news.article')}
              sx={{ typography: 'body1', lineHeight: 1.65 }}
            />
          )}
          {news.link !== null && (
            <Link href={news.link} target="_blank" rel="noopener noreferrer nofollow">
              {t('news.readSource')}
            </Link>
          )}
        </>
      )}
    </Stack>
  );
};
