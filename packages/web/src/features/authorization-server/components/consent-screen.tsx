import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { isApiError } from '#lib/api-client.ts';
import { useDecideAuthorization } from '../api/decide-authorization.ts';
import { useAuthorizationRequest } from '../api/get-authorization-request.ts';
import { AuthorizationPage } from './authorization-page.tsx';

const hostOf = (uri: string): string => {
  try {
    return new URL(uri).host;
  } catch {
    return uri;
  }
};

/**
 * /oauth/confirm_access: the signed-in user approves or denies a third-party application. Everything shown comes
 * from the server's registration of the application, never from the link that opened the page.
 */
export const ConsentScreen = ({ query, onLeave }: { query: string; onLeave: (url: string) => void }) => {
  const request = useAuthorizationRequest(query);
  const decision = useDecideAuthorization(query);
  const [chosen, setChosen] = useState<boolean | null>(null);

  if (request.isPending)
    return (
      <AuthorizationPage title="Connect an application">
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the application's request" />
        </Stack>
      </AuthorizationPage>
    );
  if (request.isError)
    return (
      <AuthorizationPage title="Connect an application">
        <Alert severity="error">
          {isApiError(request.error) && request.error.status === 400
            ? `This link cannot be used: ${request.error.message}`
            : 'Sorry, there was an error. Please retry a bit later'}
        </Alert>
        <Button href="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Go to home
        </Button>
      </AuthorizationPage>
    );

  const { clientName, scopes, userEmail, redirectUri } = request.data;
  const decide = (approved: boolean) => {
    setChosen(approved);
    decision.mutate(approved, { onSuccess: (reply) => onLeave(reply.redirect_to) });
  };
  const isBusy = decision.isPending || decision.isSuccess;
  return (
    <AuthorizationPage title="Connect an application">
      <Typography>
        <strong>{clientName}</strong> would like to use your PSC account <strong>{userEmail}</strong> to:
      </Typography>
      <List dense disablePadding aria-label="What the application may do">
        {scopes.map(({ scope, description }) => (
          <ListItem key={scope} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckIcon color="success" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={description} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        It will never see your password, billing or account settings. Approving sends you back to{' '}
        <strong>{hostOf(redirectUri)}</strong>.
      </Typography>
      {decision.isError && (
        <Alert severity="error" role="alert">
          {decision.error.message || 'Sorry, there was an error. Please retry a bit later'}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" disabled={isBusy} onClick={() => decide(false)}>
          {isBusy && chosen === false ? 'Denying…' : 'Deny'}
        </Button>
        <Button variant="contained" disabled={isBusy} onClick={() => decide(true)}>
          {isBusy && chosen === true ? 'Approving…' : 'Approve'}
        </Button>
      </Stack>
    </AuthorizationPage>
  );
};
