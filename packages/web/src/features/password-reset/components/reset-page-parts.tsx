import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordResetMessages } from '@psc/core/auth/auth-messages';
import { Logo } from '#components/logo.tsx';

export const Title = ({ id, children }: { id: string; children: ReactNode }) => (
  <Typography id={id} component="h1" variant="h5" sx={{ fontWeight: 700, letterSpacing: 1 }}>
    {children}
  </Typography>
);

export const Frame = ({ children }: { children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100dvh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      px: 2,
      py: 4,
    }}
  >
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, color: 'primary.main' }}>
        <Logo size={36} />
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          PSC
        </Typography>
      </Stack>
      {children}
    </Paper>
  </Box>
);

export const LinkExpired = ({
  onLogin,
  onRequestNewLink,
}: {
  onLogin: () => void;
  onRequestNewLink: () => void;
}) => (
  <Stack spacing={2} aria-labelledby="reset-title">
    <Title id="reset-title">LINK EXPIRED</Title>
    <Typography>{passwordResetMessages.expired}</Typography>
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Button onClick={onLogin}>Login</Button>
      <Button variant="contained" onClick={onRequestNewLink}>
        Request a new link
      </Button>
    </Stack>
  </Stack>
);

/** A reset step's form: its title, then the last refusal above its fields. */
export const ResetStepForm = ({
  onSubmit,
  failureMessage,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failureMessage: string | null;
  children: ReactNode;
}) => (
  <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="reset-title">
    <Title id="reset-title">RESET PASSWORD</Title>
    {failureMessage !== null && (
      <Alert severity="error" role="alert">
        {failureMessage}
      </Alert>
    )}
    {children}
  </Stack>
);
