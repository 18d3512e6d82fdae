import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ApiKeyReply } from '@psc/core/api-keys/api-keys.schemas';
import { formatDateTime } from '#lib/format-date.ts';
import { useApiKeys } from '../api/get-api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CreateApiKeyDialog, scopeLabels } from './create-api-key-dialog.tsx';
import { RetryAlert } from '#components/retry-alert.tsx';

const when = (iso: string | null): string => (iso === null ? 'Never' : formatDateTime(Date.parse(iso)));

/**
 * Customer API keys (issue 17 item 2; decision 0042): administrators give a spreadsheet or a system read (or write)
 * access to calculators and boards, and revoke it at once.
 */
export const ApiKeysSection = () => {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  // Revoking stops every sheet and system that uses the key at once: asked first (issue 48).
  const [revoking, setRevoking] = useState<ApiKeyReply | null>(null);
  const active = keys.data?.filter((key) => key.revokedAt === null) ?? [];
  // Under 600 px a key is a stacked entry, so Revoke never sits beyond the screen's edge.
  const stacked = useMediaQuery('(max-width:599.95px)');

  const revokeButton = (key: ApiKeyReply) => (
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={revoke.isPending && revoke.variables === key.id}
      onClick={() => setRevoking(key)}
      aria-label={`Revoke ${key.name}`}
    >
      Revoke
    </Button>
  );

  const row = (key: ApiKeyReply) => (
    <TableRow key={key.id}>
      <TableCell component="th" scope="row">
        {key.name}
        <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {key.prefix}…
        </Typography>
      </TableCell>
      <TableCell>{key.scopes.map((scope) => scopeLabels[scope]).join(', ')}</TableCell>
      <TableCell>{key.createdByEmail}</TableCell>
      <TableCell>{when(key.lastUsedAt)}</TableCell>
      <TableCell align="right">{revokeButton(key)}</TableCell>
    </TableRow>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="api-keys-title" sx={{ p: 2.5, mt: 2 }}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography id="api-keys-title" component="h2" variant="h6">
            API keys
          </Typography>
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create API key
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          A key reads your calculators and price boards from Excel or your own systems, as you, within the
          permissions you give it. How to Use explains the steps.
        </Typography>
        {keys.isPending && <Skeleton variant="rounded" height={72} aria-label="Loading the API keys" />}
        {keys.isError && (
          <RetryAlert onRetry={() => void keys.refetch()}>
            A problem occured when getting the API keys.
          </RetryAlert>
        )}
        {revoke.isError && (
          <Alert severity="error" role="alert">
            Sorry, there was an error. Please retry a bit later
          </Alert>
        )}
        {keys.data !== undefined &&
          (active.length === 0 ? (
            <Typography variant="body2">No API keys yet.</Typography>
          ) : stacked ? (
            <Stack component="ul" aria-label="API keys" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {active.map((key) => (
                <Stack
                  component="li"
                  key={key.id}
                  spacing={0.5}
                  sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
                >
                  <Typography variant="subtitle2">{key.name}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {key.prefix}…
                  </Typography>
                  <Typography variant="body2">
                    {key.scopes.map((scope) => scopeLabels[scope]).join(', ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Acts as {key.createdByEmail} ·{' '}
                    {key.lastUsedAt === null ? 'never used' : `last used ${when(key.lastUsedAt)}`}
                  </Typography>
                  <div>{revokeButton(key)}</div>
                </Stack>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="API keys">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>May</TableCell>
                    <TableCell>Acts as</TableCell>
                    <TableCell>Last used</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>{active.map(row)}</TableBody>
              </Table>
            </TableContainer>
          ))}
      </Stack>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        aria-labelledby="revoke-api-key-title"
      >
        <DialogTitle id="revoke-api-key-title">Revoke {revoking?.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every sheet and system that uses this key stops getting data at once. This cannot be undone: a new
            key would have to be put in each of them.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (revoking !== null) revoke.mutate(revoking.id);
              setRevoking(null);
            }}
          >
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};
