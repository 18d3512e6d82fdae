import Alert from '@mui/material/Alert';
import { formatRelativeTime } from '@psc/core/shared/relative-time';
import { useDateFormatter } from '../lib/date-format.ts';
import { storedFiguresTime } from '../lib/persisted-figures.ts';

type FiguresQuery = { dataUpdatedAt: number; isFetching: boolean; isError: boolean };

/**
 * Says that the figures on screen are the ones kept from the last visit, and how old they are, until the fresh
 * ones have arrived (issue 18 item 3): a trader must never take a stored price for a live one.
 */
export const StoredFiguresNotice = ({ query }: { query: FiguresQuery }) => {
  const formatDate = useDateFormatter();
  const storedAt = storedFiguresTime(query.dataUpdatedAt);
  if (storedAt === null) return null;
  const age = `${formatDate(storedAt)}, ${formatRelativeTime(Date.now(), storedAt)}`;
  return (
    <Alert severity={query.isError ? 'warning' : 'info'} role="status" data-testid="stored-figures">
      {query.isError
        ? `PSC cannot be reached: these are the figures of your last visit (${age}).`
        : `Figures of your last visit (${age}); updating...`}
    </Alert>
  );
};
