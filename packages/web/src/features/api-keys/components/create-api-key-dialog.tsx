import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ThirdPartyScope } from '@psc/core/authorization-server/scopes';
import { isApiError } from '#lib/api-client.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';

export const scopeLabels: Record<ThirdPartyScope, MessageKey> = {
  'calculators:read': 'apiKeys.scope.calculatorsRead',
  'prices:read': 'apiKeys.scope.pricesRead',
  'calculators:write': 'apiKeys.scope.calculatorsWrite',
};

/** Names a key and its permissions, then shows the key once with a copy button. */
export const CreateApiKeyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useMessages('screens');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ThirdPartyScope[]>(['calculators:read', 'prices:read']);
  const [copied, setCopied] = useState(false);
  const key = create.data?.key ?? null;

  const close = () => {
    create.reset();
    setName('');
    setCopied(false);
    onClose();
  };
  const toggle = (scope: ThirdPartyScope, checked: boolean) =>
    setScopes((current) => (checked ? [...current, scope] : current.filter((value) => value !== scope)));

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-api-key-title">
      <DialogTitle id="create-api-key-title">
        {key === null ? t('apiKeys.create') : t('apiKeys.yourNewKey')}
      </DialogTitle>
      <DialogContent>
        {key === null ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('apiKeys.name')}
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText={t('apiKeys.nameHelp')}
              required
            />
            <FormGroup>
              <FormLabel component="legend">{t('apiKeys.theKeyMay')}</FormLabel>
              {(Object.keys(scopeLabels) as ThirdPartyScope[]).map((scope) => (
                <FormControlLabel
                  key={scope}
                  control={
                    <Checkbox
                      checked={scopes.includes(scope)}
                      onChange={(_event, checked) => toggle(scope, checked)}
                    />
                  }
                  label={t(scopeLabels[scope])}
                />
              ))}
            </FormGroup>
            {create.isError && (
              <Alert severity="error" role="alert">
                {isApiError(create.error) && create.error.status === 400
                  ? create.error.message
                  : t('apiKeys.retryLater')}
              </Alert>
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{t('apiKeys.copyNow')}</Alert>
            <TextField
              label={t('apiKeys.key')}
              value={key}
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => void navigator.clipboard?.writeText(key).then(() => setCopied(true))}
            >
              {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {key === null ? (
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              disabled={name.trim() === '' || scopes.length === 0 || create.isPending}
              onClick={() => create.mutate({ name: name.trim(), scopes })}
            >
              {t('apiKeys.createButton')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={close}>
            {t('apiKeys.done')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
