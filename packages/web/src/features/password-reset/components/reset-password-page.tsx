import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { captchaMessages, passwordResetMessages } from '@psc/core/auth/auth-messages';
import { CaptchaField, type CaptchaHandle } from '../../../components/captcha/captcha-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { Logo } from '../../../components/logo.tsx';
import { useCheckPasswordReset } from '../api/check-password-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useCheckResetCode } from '../api/check-reset-code.ts';
import {
  describeLinkCheckFailure,
  describeResetFailure,
  firstResetStep,
  validateNewPassword,
  validateOneTimePassword,
  type NewPasswordErrors,
  type ResetStep,
} from '../utils/reset-steps.ts';

type ResetPasswordPageProps = {
  /** The token of the link (?rpp=), null when the page was opened without one. */
  token: string | null;
  requiresCaptcha: boolean;
  /** 'PASSWORD CHANGED' and 'LINK EXPIRED' both end here: the site root, which is the login for a signed-out user. */
  onLogin: () => void;
  onRequestNewLink: () => void;
};

const Title = ({ id, children }: { id: string; children: ReactNode }) => (
  <Typography id={id} component="h1" variant="h5" sx={{ fontWeight: 700, letterSpacing: 1 }}>
    {children}
  </Typography>
);

const Frame = ({ children }: { children: ReactNode }) => (
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

const LinkExpired = ({
  onLogin,
  onRequestNewLink,
}: Pick<ResetPasswordPageProps, 'onLogin' | 'onRequestNewLink'>) => (
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

type ResetFormProps = {
  token: string;
  otpRequired: boolean;
  requiresCaptcha: boolean;
  onFinished: (step: 'linkExpired' | 'passwordChanged', message: string | null) => void;
};

/** The One Time Password step (only for a user with 2-step verification), then the new-password step. */
const ResetForm = ({ token, otpRequired, requiresCaptcha, onFinished }: ResetFormProps) => {
  const [step, setStep] = useState<'oneTimePassword' | 'newPassword'>(() =>
    firstResetStep(otpRequired) === 'oneTimePassword' ? 'oneTimePassword' : 'newPassword',
  );
  const [oneTimePassword, setOneTimePassword] = useState('');
  const [oneTimePasswordError, setOneTimePasswordError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<NewPasswordErrors>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const resetPassword = useResetPassword();
  const checkCode = useCheckResetCode();

  // The code is checked at Next, before the new password is typed (issue 12 item 26); the reset uses it again.
  const onOneTimePasswordSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = validateOneTimePassword(oneTimePassword);
    setOneTimePasswordError(error);
    if (error !== null) return;
    setFailureMessage(null);
    try {
      await checkCode.mutateAsync({ token, oneTimePassword: oneTimePassword.trim() });
    } catch (caught) {
      const failure = describeResetFailure(caught);
      if (failure.kind === 'linkExpired') {
        onFinished('linkExpired', null);
        return;
      }
      setOneTimePassword('');
      setFailureMessage(failure.message);
      return;
    }
    setStep('newPassword');
  };

  const onNewPasswordSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateNewPassword(password, confirmPassword);
    setPasswordErrors(errors);
    const firstInvalid = (['password', 'confirmPassword'] as const).find(
      (field) => errors[field] !== undefined,
    );
    if (firstInvalid !== undefined) {
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    if (requiresCaptcha && captcha === null) {
      setFailureMessage(captchaMessages.missing);
      return;
    }
    setFailureMessage(null);
    setCaptcha(null);
    try {
      const reply = await resetPassword.mutateAsync({
        token,
        password,
        ...(otpRequired ? { oneTimePassword: oneTimePassword.trim() } : {}),
        ...(captcha === null ? {} : { captcha }),
      });
      onFinished('passwordChanged', reply.message);
    } catch (error) {
      const failure = describeResetFailure(error);
      if (failure.kind === 'linkExpired') {
        onFinished('linkExpired', null);
        return;
      }
      setFailureMessage(failure.message);
      if (failure.clearsPasswords) {
        setPassword('');
        setConfirmPassword('');
      }
      if (failure.needsNewOneTimePassword && otpRequired) {
        setOneTimePassword('');
        setStep('oneTimePassword');
        return;
      }
      captchaRef.current?.reset();
    }
  };

  const failure = failureMessage !== null && (
    <Alert severity="error" role="alert">
      {failureMessage}
    </Alert>
  );

  if (step === 'oneTimePassword') {
    return (
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void onOneTimePasswordSubmit(event)}
        spacing={2}
        aria-labelledby="reset-title"
      >
        <Title id="reset-title">RESET PASSWORD</Title>
        {failure}
        <Typography variant="body2" color="text.secondary">
          Your account uses 2-step verification. Enter the six-digit code from your authenticator app, or one
          of your recovery codes.
        </Typography>
        <TextInput
          label="One Time Password"
          name="oneTimePassword"
          autoComplete="one-time-code"
          required
          autoFocus
          value={oneTimePassword}
          onChange={(event) => setOneTimePassword(event.target.value.slice(0, 32))}
          inputProps={{ spellCheck: false, autoCapitalize: 'none' }}
          error={oneTimePasswordError !== null}
          helperText={oneTimePasswordError ?? undefined}
        />
        <Button type="submit" variant="contained" size="large" loading={checkCode.isPending}>
          Next
        </Button>
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void onNewPasswordSubmit(event)}
      spacing={2}
      aria-labelledby="reset-title"
    >
      <Title id="reset-title">RESET PASSWORD</Title>
      {failure}
      <Typography variant="body2" color="text.secondary">
        Choose a new password: at least 8 characters, not one of your last five.
      </Typography>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordErrors.password !== undefined}
        helperText={passwordErrors.password}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={passwordErrors.confirmPassword !== undefined}
        helperText={passwordErrors.confirmPassword}
      />
      {requiresCaptcha && <CaptchaField ref={captchaRef} onChange={setCaptcha} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: otpRequired ? 'space-between' : 'flex-end' }}>
        {otpRequired && (
          <Button
            onClick={() => {
              setFailureMessage(null);
              setStep('oneTimePassword');
            }}
          >
            Back
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" loading={resetPassword.isPending}>
          Submit
        </Button>
      </Stack>
    </Stack>
  );
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
