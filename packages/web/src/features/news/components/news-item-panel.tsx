import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import CloseIcon from '@mui/icons-material/Close';
import { NewsItemView } from './news-item-view.tsx';

/**
 * §2.7: on screens of 900 px and more an item opens in a panel at the bottom right, beside the list. It closes
 * with its Close button or Esc, back to the list as it was filtered.
 */
export const NewsItemPanel = ({
  id,
  backTo,
}: {
  id: string;
  backTo: { pathname: string; search: string };
}) => {
  const navigate = useNavigate();
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) void navigate(backTo);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [navigate, backTo]);
  return (
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
      <IconButton
        aria-label="Close"
        size="small"
        onClick={() => void navigate(backTo)}
        sx={{ position: 'sticky', top: 0, float: 'right', ml: 1 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <NewsItemView id={id} headingLevel="h2" backTo={backTo} />
    </Paper>
  );
};
