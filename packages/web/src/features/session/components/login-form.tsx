import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { prefetchSignIn, useSignIn } from '../hooks/use-sign-in.ts';

const otpLength = 6;

type FieldErrors = { username?: string; password?: string; otp?: string };

// Two required fields need no form library; leaving it out keeps the login page inside its size budget.
const validate = (username: string, password: string, otp: string, isOtpStep: boolean): FieldErrors => ({
  ...(username.trim() === '' ? { username: 'Username is required' } : {}),
  ...(password === '' ? { password: 'Password is required' } : {}),
  ...(isOtpStep && otp.trim().length !== otpLength ? { otp: 'Provide an OTP to verify' } : {}),
});

/** The LOGIN form of §2 'Login screen', with the one-time-code step the server may ask for. */
export const LoginForm = () => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [isOtpStep, setIsOtpStep] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const signIn = useSignIn();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(username, password, otp, isOtpStep);
    setFieldErrors(errors);
    const firstInvalidField = (['username', 'password', 'otp'] as const).find(
      (field) => errors[field] !== undefined,
    );
    if (firstInvalidField !== undefined) {
      const input = event.currentTarget.elements.namedItem(firstInvalidField);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setFailureMessage(null);
    const failure = await signIn
      .mutateAsync({ username, password, ...(isOtpStep ? { otp: otp.trim() } : {}) })
      .catch(() => ({ kind: 'message', message: 'Something Went Wrong' }) as const);
    if (failure === null) return;
    if (failure.kind === 'otpRequired') {
      setIsOtpStep(true);
      return;
    }
    if (failure.kind === 'otpFailed') setOtp('');
    setFailureMessage(failure.message);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      spacing={2}
      aria-labelledby="login-title"
    >
      <Typography id="login-title" component="h1" variant="h5" sx={{ fontWeight: 700, letterSpacing: 1 }}>
        LOGIN
      </Typography>
      {failureMessage !== null && (
        <Alert severity="error" role="alert">
          {failureMessage}
        </Alert>
      )}
      <TextInput
        label="Username"
        name="username"
        type="email"
        autoComplete="username"
        required
        autoFocus
        value={username}
        onChange={(event) => {
          prefetchSignIn();
          setUsername(event.target.value);
        }}
        error={fieldErrors.username !== undefined}
        helperText={fieldErrors.username}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => {
          prefetchSignIn();
          setPassword(event.target.value);
        }}
        error={fieldErrors.password !== undefined}
        helperText={fieldErrors.password}
      />
      {isOtpStep && (
        <TextInput
          label="One-time code"
          name="otp"
          autoComplete="one-time-code"
          required
          autoFocus
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, otpLength))}
          inputProps={{ inputMode: 'numeric', maxLength: otpLength }}
          error={fieldErrors.otp !== undefined}
          helperText={fieldErrors.otp ?? 'Enter the six-digit code from your authenticator app.'}
        />
      )}
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
        {isOtpStep ? 'Verify' : 'Login'}
      </Button>
    </Stack>
  );
};
