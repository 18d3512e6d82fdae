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
import { useMessages, type Translate } from '#lib/i18n/use-messages.ts';
import { useApiKeys } from '../api/get-api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CreateApiKeyDialog, scopeLabels } from './create-api-key-dialog.tsx';
import { RetryAlert } from '#components/retry-alert.tsx';

const when = (t: Translate, iso: string | null): string =>
  iso === null ? t('apiKeys.never') : formatDateTime(Date.parse(iso));

/**
 * Customer API keys (issue 17 item 2; decision 0042): administrators give a spreadsheet or a system read (or write)
 * access to calculators and boards, and revoke it at once.
 */
export const ApiKeysSection = () => {
  const t = useMessages('screens');
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
      aria-label={t('apiKeys.revokeNamed', { name: key.name })}
    >
      {t('apiKeys.revoke')}
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
      <TableCell>{key.scopes.map((scope) => t(scopeLabels[scope])).join(', ')}</TableCell>
      <TableCell>{key.createdByEmail}</TableCell>
      <TableCell>{when(t, key.lastUsedAt)}</TableCell>
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
            {t('apiKeys.title')}
          </Typography>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('apiKeys.create')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('apiKeys.intro')}
        </Typography>
        {keys.isPending && <Skeleton variant="rounded" height={72} aria-label={t('apiKeys.loading')} />}
        {keys.isError && (
          <RetryAlert onRetry={() => void keys.refetch()}>{t('apiKeys.loadFailed')}</RetryAlert>
        )}
        {revoke.isError && (
          <Alert severity="error" role="alert">
            {t('apiKeys.retryLater')}
          </Alert>
        )}
        {keys.data !== undefined &&
          (active.length === 0 ? (
            <Typography variant="body2">{t('apiKeys.none')}</Typography>
          ) : stacked ? (
            <Stack
              component="ul"
              aria-label={t('apiKeys.title')}
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
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
                    {key.scopes.map((scope) => t(scopeLabels[scope])).join(', ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('apiKeys.actsAsEntry', { email: key.createdByEmail })} ·{' '}
                    {key.lastUsedAt === null
                      ? t('apiKeys.neverUsed')
                      : t('apiKeys.lastUsedAt', { when: when(t, key.lastUsedAt) })}
                  </Typography>
                  <div>{revokeButton(key)}</div>
                </Stack>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('apiKeys.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('apiKeys.name')}</TableCell>
                    <TableCell>{t('apiKeys.column.may')}</TableCell>
                    <TableCell>{t('apiKeys.column.actsAs')}</TableCell>
                    <TableCell>{t('apiKeys.column.lastUsed')}</TableCell>
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
        <DialogTitle id="revoke-api-key-title">
          {t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('apiKeys.revokeText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (revoking !== null) revoke.mutate(revoking.id);
              setRevoking(null);
            }}
          >
            {t('apiKeys.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};
