import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { NewsItemReply } from '@psc/core/news/news.schemas';
import { formatDate } from '#lib/format-date.ts';
import { newsFlagFor, newsImageFor } from '../utils/news-images.ts';
import { CountryFlag } from './country-flag.tsx';
import { NewsTags } from './news-tags.tsx';

type NewsCardProps = { item: NewsItemReply; to: { pathname: string; search: string }; selected: boolean };

export const NewsCard = ({ item, to, selected }: NewsCardProps) => {
  const flag = newsFlagFor(item);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        ...(selected ? { borderColor: 'primary.main', outline: 1, outlineColor: 'primary.main' } : {}),
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        aria-current={selected ? 'true' : undefined}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={newsImageFor(item)}
            alt=""
            sx={{ display: 'block', width: '100%', height: 120, objectFit: 'cover' }}
          />
          {flag !== null && (
            <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
              <CountryFlag flag={flag} />
            </Box>
          )}
        </Box>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {item.title}
          </Typography>
          {item.description !== null && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {item.description}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <NewsTags tags={item.tags} />
          <Typography variant="caption" color="text.secondary">
            {[item.country, formatDate(item.lastUpdated)].filter(Boolean).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
