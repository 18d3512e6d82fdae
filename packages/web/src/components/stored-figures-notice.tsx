import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useDateFormatter } from '#lib/date-format.ts';
import { lastVisitAge, lastVisitText } from '#lib/last-screen-paint.ts';
import { useIsOnline } from '#lib/online-status.ts';
import { storedFiguresTime } from '#lib/persisted-figures.ts';
import { storedFiguresNoticeText } from '#lib/stored-figures-text.ts';

type FiguresQuery = { dataUpdatedAt: number; isFetching: boolean; isError: boolean; error: Error | null };

/**
 * Says that the figures on screen are the ones kept from the last visit, and how old they are, until the fresh
 * ones have arrived (issue 18 item 3): a trader must never take a stored price for a live one.
 *
 * It floats at the foot of the screen rather than above the figures: taken away when the fresh ones arrive, a notice
 * in the page's flow pulled every card up by its height (a layout shift of 0.08–0.10 on a phone). Put it last on the
 * page: its hidden twin there keeps the room it covers, so the end of the page can still be scrolled into view.
 */
export const StoredFiguresNotice = ({ query }: { query: FiguresQuery }) => {
  const formatDate = useDateFormatter();
  const online = useIsOnline();
  const storedAt = storedFiguresTime(query.dataUpdatedAt);
  if (storedAt === null) return null;
  const nowMs = Date.now();
  const text = storedFiguresNoticeText(
    { online, error: query.isError ? query.error : null },
    lastVisitAge(formatDate(storedAt), storedAt, nowMs),
    lastVisitText(formatDate(storedAt), storedAt, nowMs),
  );
  const severity = query.isError || !online ? 'warning' : 'info';
  return (
    <>
      <Box aria-hidden sx={{ visibility: 'hidden' }}>
        <Alert severity={severity}>{text}</Alert>
      </Box>
      <Alert
        severity={severity}
        role="status"
        data-testid="stored-figures"
        sx={(theme) => ({
          position: 'fixed',
          left: theme.spacing(2),
          right: theme.spacing(2),
          bottom: theme.spacing(2),
          zIndex: theme.zIndex.snackbar,
          boxShadow: theme.shadows[6],
          maxWidth: 720,
        })}
      >
        {text}
      </Alert>
    </>
  );
};
