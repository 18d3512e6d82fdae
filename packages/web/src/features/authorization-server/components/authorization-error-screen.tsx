import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthorizationPage } from './authorization-page.tsx';

/** Readable words for the RFC 6749 codes PSC sends here; the server's own description follows them. */
const explanations: Record<string, string> = {
  invalid_client: 'The application that sent you here is not registered with PSC.',
  invalid_request: 'The link that sent you here is not valid.',
};

/** /oauth/error: where PSC stops a request it will not send back to the application (RFC 6749 §4.1.2.1). */
export const AuthorizationErrorScreen = ({
  error,
  description,
  homePath,
}: {
  error: string | null;
  description: string | null;
  homePath: string;
}) => (
  <AuthorizationPage title="Authorisation error">
    <Typography>
      {(error !== null && explanations[error]) || 'The application could not be connected to PSC.'}
    </Typography>
    {description !== null && <Alert severity="error">{description}</Alert>}
    {error !== null && (
      <Typography variant="body2" color="text.secondary">
        Error code: <code>{error}</code>
      </Typography>
    )}
    <Button href={homePath} variant="contained" sx={{ alignSelf: 'flex-start' }}>
      Go to PSC
    </Button>
  </AuthorizationPage>
);
