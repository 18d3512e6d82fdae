import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PriceFeed } from '@psc/core/price-feeds/price-feeds.schemas';
import { HeldPublications } from './held-publications.tsx';
import { PriceFeedForm } from './price-feed-form.tsx';
import { PriceFeedRuns } from './price-feed-runs.tsx';
import { PriceFeedsTable } from './price-feeds-table.tsx';

/**
 * The analyst's Feeds desk (issue 47): the sources that publish by themselves, what they held for approval, and
 * their recent runs. A publication from a feed reprices every calculator, matrix and alert as a hand-made one does.
 */
export const FeedsDesk = () => {
  // undefined: no form open; null: a new feed; a feed: changes to it.
  const [editing, setEditing] = useState<PriceFeed | null | undefined>(undefined);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          Feeds desk
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          Add a feed
        </Button>
      </Stack>
      <Paper component="section" aria-labelledby="feeds-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="feeds-title" variant="h6" component="h2" gutterBottom>
          Feeds
        </Typography>
        <PriceFeedsTable onEdit={setEditing} onAdd={() => setEditing(null)} />
      </Paper>
      <Paper component="section" aria-labelledby="held-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="held-title" variant="h6" component="h2" gutterBottom>
          Held for approval
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A file that fails its checks or moves a figure beyond the feed&apos;s limit waits here: nothing of
          it reaches traders until you approve it.
        </Typography>
        <HeldPublications />
      </Paper>
      <Paper component="section" aria-labelledby="runs-title" sx={{ p: 2 }}>
        <Typography id="runs-title" variant="h6" component="h2" gutterBottom>
          Recent runs
        </Typography>
        <PriceFeedRuns />
      </Paper>
      {editing !== undefined && (
        <PriceFeedForm key={editing?.id ?? 'new'} feed={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
};
