import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { matchesNewsSearch } from '@psc/core/news/news-rules';
import { TextInput } from '#components/form/text-input.tsx';
import { newsItemPath } from '#config/paths.ts';
import { preloadMessages } from '#lib/i18n/locale-state.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useNews } from '../api/get-news.ts';
import { NewsCard } from './news-card.tsx';

// This screen's words are in the catalogues' screens part (decision 0138): fetched as its code arrives.
preloadMessages('screens');

/** §2.7: 1, 2 or 3 columns under 500 px, under 800 px, otherwise. */
const gridColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media (max-width: 799.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (max-width: 499.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
} as const;

/** My News (13): the search box and the grid of at most 21 items; room below for the item panel when one is open. */
export const NewsScreen = ({ selectedId }: { selectedId: string | null }) => {
  const news = useNews();
  const t = useMessages('screens');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const deferredQuery = useDeferredValue(query);
  const search = searchParams.toString() ? `?${searchParams.toString()}` : '';

  const onQueryChange = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  const shown = news.data?.filter((item) => matchesNewsSearch(item, deferredQuery)) ?? [];

  return (
    <Stack
      spacing={3}
      sx={{ width: '100%', maxWidth: 1200, mx: 'auto', pb: selectedId !== null ? '45vh' : 0 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography component="h1" variant="h4">
          {t('news.title')}
        </Typography>
        <Box sx={{ width: { xs: '100%', sm: 320 } }} role="search">
          <TextInput
            label={t('news.search')}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            size="small"
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            }
          />
        </Box>
      </Stack>

      {news.isPending && (
        <Box sx={gridColumns} aria-busy="true" aria-label={t('news.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={260} />
          ))}
        </Box>
      )}
      {news.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void news.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('news.error', { message: news.error.message })}
        </Alert>
      )}
      {news.data !== undefined && news.data.length === 0 && (
        <Alert severity="info">{t('news.nothing')}</Alert>
      )}
      {news.data !== undefined && news.data.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
            {deferredQuery.trim() === ''
              ? t('news.count', { count: String(news.data.length) })
              : t('news.matching', {
                  shown: String(shown.length),
                  count: String(news.data.length),
                  query: deferredQuery.trim(),
                })}
          </Typography>
          {shown.length === 0 ? (
            <Alert severity="info">{t('news.noMatch')}</Alert>
          ) : (
            <Box component="section" aria-label={t('news.items')} sx={gridColumns}>
              {shown.map((item) => (
                <NewsCard
                  key={item.id}
                  item={item}
                  selected={item.id === selectedId}
                  to={{ pathname: newsItemPath(item.id), search }}
                />
              ))}
            </Box>
          )}
        </>
      )}
    </Stack>
  );
};
