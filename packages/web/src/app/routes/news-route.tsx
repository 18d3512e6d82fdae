import { useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { paths } from '#config/paths.ts';
import { NewsItemPanel } from '../../features/news/components/news-item-panel.tsx';
import { NewsItemView } from '../../features/news/components/news-item-view.tsx';
import { NewsScreen } from '../../features/news/components/news-screen.tsx';

/** My News (13) and News Item: a page of its own under 900 px (14), a panel beside the list above (§2.7). */
export const NewsRoute = () => {
  const { id = null } = useParams();
  const { search } = useLocation();
  const isWide = useMediaQuery('(min-width: 900px)', { noSsr: true });
  const backTo = { pathname: paths.news.path, search };

  if (id !== null && !isWide) {
    return (
      <Box sx={{ width: '100%', maxWidth: 760, mx: 'auto' }}>
        <NewsItemView key={id} id={id} headingLevel="h1" backTo={backTo} />
      </Box>
    );
  }
  return (
    <>
      <NewsScreen selectedId={id} />
      {id !== null && <NewsItemPanel key={id} id={id} backTo={backTo} />}
    </>
  );
};
