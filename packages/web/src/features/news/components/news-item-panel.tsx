import Paper from '@mui/material/Paper';
import { NewsItemView } from './news-item-view.tsx';

/** §2.7: on screens of 900 px and more an item opens in a panel at the bottom right, beside the list. */
export const NewsItemPanel = ({
  id,
  backTo,
}: {
  id: string;
  backTo: { pathname: string; search: string };
}) => (
  <Paper
    component="aside"
    aria-label="News item"
    elevation={8}
    sx={{
      position: 'fixed',
      right: 24,
      bottom: 24,
      zIndex: (theme) => theme.zIndex.appBar - 1,
      width: 'min(520px, 42vw)',
      maxHeight: 'calc(100dvh - 120px)',
      overflowY: 'auto',
      p: 3,
      borderRadius: 2,
    }}
  >
    <NewsItemView id={id} headingLevel="h2" backTo={backTo} />
  </Paper>
);
