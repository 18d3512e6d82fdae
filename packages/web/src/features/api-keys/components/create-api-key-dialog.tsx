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
import { useCreateApiKey } from '../api/create-api-key.ts';

export const scopeLabels: Record<ThirdPartyScope, string> = {
  'calculators:read': 'Read calculators',
  'prices:read': 'Read prices and boards',
  'calculators:write': 'Change calculators',
};

/** Names a key and its permissions, then shows the key once with a copy button. */
export const CreateApiKeyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
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
        {key === null ? 'Create API key' : 'Your new API key'}
      </DialogTitle>
      <DialogContent>
        {key === null ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText="What the key is for, e.g. 'Desk prices sheet'"
              required
            />
            <FormGroup>
              <FormLabel component="legend">The key may</FormLabel>
              {(Object.keys(scopeLabels) as ThirdPartyScope[]).map((scope) => (
                <FormControlLabel
                  key={scope}
                  control={
                    <Checkbox
                      checked={scopes.includes(scope)}
                      onChange={(_event, checked) => toggle(scope, checked)}
                    />
                  }
                  label={scopeLabels[scope]}
                />
              ))}
            </FormGroup>
            {create.isError && (
              <Alert severity="error" role="alert">
                {isApiError(create.error) && create.error.status === 400
                  ? create.error.message
                  : 'Sorry, there was an error. Please retry a bit later'}
              </Alert>
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">Copy the key now: it will not be shown again.</Alert>
            <TextField
              label="API key"
              value={key}
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => void navigator.clipboard?.writeText(key).then(() => setCopied(true))}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {key === null ? (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              disabled={name.trim() === '' || scopes.length === 0 || create.isPending}
              onClick={() => create.mutate({ name: name.trim(), scopes })}
            >
              Create
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
