import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useDateFormatter } from '#lib/date-format.ts';
import { lastVisitAge, lastVisitText } from '#lib/last-screen-paint.ts';
import { isApiError } from '#lib/api-client.ts';
import { useIsOnline } from '#lib/online-status.ts';
import { storedFiguresTime } from '#lib/persisted-figures.ts';

type FiguresQuery = { dataUpdatedAt: number; isFetching: boolean; isError: boolean; error: Error | null };

/**
 * Why the fresh figures are not on screen (issue 48 items 9 and 11): offline, nothing is being updated; a server that
 * answered with a refusal or a failure was reached; a session that is over has its own dialog.
 */
const noticeText = (query: FiguresQuery, online: boolean, age: string, waitingText: string): string => {
  if (!online) return `You are offline: these are the figures of your last visit (${age}).`;
  if (!query.isError) return waitingText;
  const { error } = query;
  if (isApiError(error) && error.status === 401)
    return `Your session is over: these are the figures of your last visit (${age}).`;
  if (isApiError(error) && error.status > 0)
    return `PSC could not send the fresh figures (${error.message}): these are the figures of your last visit (${age}).`;
  return `PSC cannot be reached: these are the figures of your last visit (${age}).`;
};

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
  const text = noticeText(
    query,
    online,
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
