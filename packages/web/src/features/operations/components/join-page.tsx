import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { operatorRoleNames } from '@psc/core/operations/operator-roles';
import type { AcceptInvitationReply } from '@psc/core/operations/operator-invitations.schemas';
import { PasswordField } from '#components/form/password-field.tsx';
import { AuthenticatorKey } from '#components/authenticator-key.tsx';
import { useAcceptInvitation, useInvitationLink } from '../api/invitation-link.ts';
import { operationsPaths } from '../operations-paths.ts';

/** After accepting: the authenticator key, once, and the way to the console's sign-in. */
const KeyShownOnce = ({ accepted }: { accepted: AcceptInvitationReply }) => (
  <Stack spacing={2}>
    <Alert severity="success" role="status">
      Welcome: your operator account {accepted.email} is ready.
    </Alert>
    <Typography>
      Scan this QR code with your authenticator app, or type the key into it. It is shown only now: every
      sign-in to the console asks for the code the app shows.
    </Typography>
    <AuthenticatorKey
      secret={accepted.totpSecret}
      qrUrl={accepted.qrUrl}
      qrAlt={`QR code that adds PSC operations (${accepted.email}) to an authenticator app`}
    />
    <Button
      component={RouterLink}
      to={operationsPaths.root}
      variant="contained"
      sx={{ alignSelf: 'flex-start' }}
    >
      Sign in to the console
    </Button>
  </Stack>
);

/** /ops/join/{token}: the e-mailed invitation; the invitee chooses a password and gets the authenticator key. */
export const JoinPage = ({ token }: { token: string }) => {
  const invitation = useInvitationLink(token);
  const accept = useAcceptInvitation(token);
  const { register, handleSubmit, watch } = useForm({ defaultValues: { password: '', repeated: '' } });
  const [password, repeated] = watch(['password', 'repeated']);
  const tooShort = password.length > 0 && password.length < 12;
  const differs = repeated.length > 0 && repeated !== password;
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Join the PSC operations console
        </Typography>
        {invitation.isPending ? (
          <Skeleton variant="rounded" height={200} aria-label="Loading the invitation" />
        ) : invitation.isError ? (
          <Alert severity="error" role="alert">
            {invitation.error.message}
          </Alert>
        ) : accept.isSuccess ? (
          <KeyShownOnce accepted={accept.data} />
        ) : (
          <Stack
            component="form"
            spacing={2}
            noValidate
            onSubmit={(event) =>
              void handleSubmit((values) => {
                if (values.password.length >= 12 && values.password === values.repeated)
                  accept.mutate(values.password);
              })(event)
            }
          >
            <Typography>
              {invitation.data.name}, you are invited as {operatorRoleNames[invitation.data.role]} with the
              e-mail {invitation.data.email}.
            </Typography>
            {accept.isError && (
              <Alert severity="error" role="alert">
                {accept.error.message}
              </Alert>
            )}
            <input type="text" autoComplete="username" value={invitation.data.email} readOnly hidden />
            <PasswordField
              {...register('password')}
              label="Password"
              autoComplete="new-password"
              error={tooShort}
              helperText={
                tooShort ? "An operator's password has at least 12 characters" : 'At least 12 characters'
              }
              required
            />
            <PasswordField
              {...register('repeated')}
              label="Repeat the password"
              autoComplete="new-password"
              error={differs}
              helperText={differs ? 'The passwords differ' : undefined}
              required
            />
            <Button
              type="submit"
              variant="contained"
              loading={accept.isPending}
              disabled={password.length < 12 || password !== repeated}
              sx={{ alignSelf: 'flex-start' }}
            >
              Accept the invitation
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
};
