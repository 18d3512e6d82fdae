import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeskNewsItem } from '@psc/core/operations/operations.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useDeskNews, useSetNewsVisibility } from '../api/desk-news.ts';
import { NewsEditor } from './news-editor.tsx';
import { utcMinute } from '../utils/utc-minute.ts';

const stateColour = { draft: 'default', scheduled: 'info', published: 'success' } as const;
const when = (ms: number | null) => (ms === null ? '—' : utcMinute(ms));

/** The analyst's news: every item with its state; write, edit, publish, schedule and unpublish. */
export const NewsDesk = () => {
  const news = useDeskNews();
  const visibility = useSetNewsVisibility();
  const [editing, setEditing] = useState<DeskNewsItem | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          News desk
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')} disabled={editing !== null}>
          Write an item
        </Button>
      </Stack>
      {editing !== null && (
        <NewsEditor
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {visibility.isError && (
        <RetryAlert onRetry={() => visibility.reset()}>{visibility.error.message}</RetryAlert>
      )}
      {news.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading the news" />
      ) : news.isError ? (
        <RetryAlert onRetry={() => void news.refetch()}>{news.error.message}</RetryAlert>
      ) : news.data.length === 0 ? (
        <Typography color="text.secondary">No news item yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="News items" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Visible from (UTC)</TableCell>
                <TableCell>Tags</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {news.data.map((item) => (
                <TableRow key={item.id}>
                  <TableCell component="th" scope="row">
                    {item.title}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={stateColour[item.state]} label={item.state} />
                  </TableCell>
                  <TableCell>{when(item.visibleFrom)}</TableCell>
                  <TableCell>{item.tags.join(', ')}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" aria-label={`Edit ${item.title}`} onClick={() => setEditing(item)}>
                        Edit
                      </Button>
                      {item.state === 'published' ? (
                        <Button
                          size="small"
                          aria-label={`Unpublish ${item.title}`}
                          onClick={() => visibility.mutate({ id: item.id, visibleFrom: null })}
                        >
                          Unpublish
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          aria-label={`Publish ${item.title} now`}
                          onClick={() => visibility.mutate({ id: item.id, visibleFrom: Date.now() })}
                        >
                          Publish now
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
};
