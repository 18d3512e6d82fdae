import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordResetMessages } from '@psc/core/auth/auth-messages';
import { useCheckPasswordReset } from '../api/check-password-reset.ts';
import { describeLinkCheckFailure, type ResetStep } from '../utils/reset-steps.ts';
import { ResetForm } from './reset-password-form.tsx';
import { Frame, LinkExpired, Title } from './reset-page-parts.tsx';

type ResetPasswordPageProps = {
  /** The token of the link (?rpp=), null when the page was opened without one. */
  token: string | null;
  requiresCaptcha: boolean;
  /** 'PASSWORD CHANGED' and 'LINK EXPIRED' both end here: the site root, which is the login for a signed-out user. */
  onLogin: () => void;
  onRequestNewLink: () => void;
};

const CheckedLink = ({
  token,
  requiresCaptcha,
  onLogin,
  onRequestNewLink,
}: ResetPasswordPageProps & { token: string }) => {
  const check = useCheckPasswordReset(token);
  const [outcome, setOutcome] = useState<{
    step: Extract<ResetStep, 'linkExpired' | 'passwordChanged'>;
    message: string | null;
  } | null>(null);

  if (outcome?.step === 'passwordChanged') {
    return (
      <Stack spacing={2} aria-labelledby="reset-title">
        <Title id="reset-title">PASSWORD CHANGED</Title>
        <Alert severity="success" role="status">
          {outcome.message ?? passwordResetMessages.changed}
        </Alert>
        <Button variant="contained" size="large" onClick={onLogin}>
          Login
        </Button>
      </Stack>
    );
  }
  if (outcome?.step === 'linkExpired')
    return <LinkExpired onLogin={onLogin} onRequestNewLink={onRequestNewLink} />;

  if (check.isPending) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Checking your link" />
        <Typography color="text.secondary">Checking your link…</Typography>
      </Stack>
    );
  }
  if (check.isError) {
    const failure = describeLinkCheckFailure(check.error);
    if (failure.kind === 'linkExpired')
      return <LinkExpired onLogin={onLogin} onRequestNewLink={onRequestNewLink} />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void check.refetch()}>
            Retry
          </Button>
        }
      >
        {failure.message}
      </Alert>
    );
  }
  return (
    <ResetForm
      token={token}
      otpRequired={check.data.otpRequired}
      requiresCaptcha={requiresCaptcha}
      onFinished={(step, message) => setOutcome({ step, message })}
    />
  );
};

/** The password reset page of §2: One Time Password, new password with captcha, 'LINK EXPIRED', 'PASSWORD CHANGED'. */
export const ResetPasswordPage = (props: ResetPasswordPageProps) => (
  <Frame>
    {props.token === null ? (
      <LinkExpired onLogin={props.onLogin} onRequestNewLink={props.onRequestNewLink} />
    ) : (
      <CheckedLink {...props} token={props.token} />
    )}
  </Frame>
);
