import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { captchaMessages, otpLength } from '@psc/core/auth/auth-messages';
import {
  CaptchaField,
  captchaFieldMinHeight,
  type CaptchaHandle,
} from '../../../components/captcha/captcha-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { prefetchSignIn, useSignIn } from '../hooks/use-sign-in.ts';
import type { SignInFailure } from '../utils/sign-in-errors.ts';

type FieldName = 'username' | 'password' | 'otp' | 'recoveryCode';
type FieldErrors = Partial<Record<FieldName, string>>;
/** The second factor the OTP step asks for: the authenticator's code, or (beyond the spec) a recovery code. */
type SecondFactor = 'otp' | 'recoveryCode';

type LoginValues = { username: string; password: string; otp: string; recoveryCode: string };
const emptyValues: LoginValues = { username: '', password: '', otp: '', recoveryCode: '' };

// A handful of required fields need no form library; leaving it out keeps the login page inside its size budget.
const validate = (values: LoginValues, isOtpStep: boolean, secondFactor: SecondFactor): FieldErrors => ({
  ...(values.username.trim() === '' ? { username: 'Username is required' } : {}),
  ...(values.password === '' ? { password: 'Password is required' } : {}),
  ...(isOtpStep && secondFactor === 'otp' && values.otp.trim().length !== otpLength
    ? { otp: 'Provide an OTP to verify' }
    : {}),
  ...(isOtpStep && secondFactor === 'recoveryCode' && values.recoveryCode.trim() === ''
    ? { recoveryCode: 'Provide a recovery code to verify' }
    : {}),
});

type LoginFormProps = {
  /** From GET /aqa/settings; while unknown the form shows no captcha and the server has the last word. */
  requiresCaptcha: boolean;
  /**
   * The settings are still on their way: keep the captcha's room (it is on by default), so the form does not grow
   * under the user's eyes when they arrive (CLS, issue 18).
   */
  reserveCaptchaSpace?: boolean;
};

/** The LOGIN form of §2 'Login screen': captcha, the one-time-code step the server may ask for, and its messages. */
export const LoginForm = ({ requiresCaptcha, reserveCaptchaSpace = false }: LoginFormProps) => {
  const [values, setValues] = useState<LoginValues>(emptyValues);
  const [isOtpStep, setIsOtpStep] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactor>('otp');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  // The server asks a captcha of every sign-in at an address with recent failures, even where the settings do
  // not (docs/decisions/0026): the widget then appears and stays.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const showsCaptcha = requiresCaptcha || captchaAsked;
  const signIn = useSignIn();

  const setValue = (field: keyof LoginValues, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const afterFailure = (failure: SignInFailure) => {
    switch (failure.kind) {
      case 'otpRequired':
        setIsOtpStep(true);
        captchaRef.current?.renew().catch(() => undefined);
        return;
      case 'otpFailed':
        setValues((previous) => ({ ...previous, otp: '', recoveryCode: '' }));
        setFailureMessage(failure.message);
        captchaRef.current?.renew().catch(() => undefined);
        return;
      case 'captchaRefused':
        if (failure.clearsFields) {
          setValues(emptyValues);
          setIsOtpStep(false);
          setSecondFactor('otp');
        }
        setFailureMessage(failure.message);
        setCaptchaAsked(true);
        captchaRef.current?.reset();
        return;
      case 'message':
        setFailureMessage(failure.message);
        captchaRef.current?.renew().catch(() => undefined);
        return;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(values, isOtpStep, secondFactor);
    setFieldErrors(errors);
    const firstInvalidField = (['username', 'password', 'otp', 'recoveryCode'] as const).find(
      (field) => errors[field] !== undefined,
    );
    if (firstInvalidField !== undefined) {
      const input = event.currentTarget.elements.namedItem(firstInvalidField);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    // Right after a refusal the widget may still be solving its next challenge: wait for it rather than refuse.
    const solution = captcha ?? (showsCaptcha ? await (captchaRef.current?.pendingRenewal() ?? null) : null);
    if (showsCaptcha && solution === null) {
      setFailureMessage(captchaMessages.missing);
      return;
    }
    setFailureMessage(null);
    // A solution is accepted once: whatever the answer, the next submit needs a new one.
    setCaptcha(null);
    const failure = await signIn
      .mutateAsync({
        username: values.username,
        password: values.password,
        ...(solution === null ? {} : { captcha: solution }),
        ...(isOtpStep && secondFactor === 'otp' ? { otp: values.otp.trim() } : {}),
        ...(isOtpStep && secondFactor === 'recoveryCode' ? { recoveryCode: values.recoveryCode.trim() } : {}),
      })
      .catch((): SignInFailure => ({ kind: 'message', message: 'Something Went Wrong' }));
    if (failure !== null) afterFailure(failure);
  };

  const switchSecondFactor = () => {
    setSecondFactor((current) => (current === 'otp' ? 'recoveryCode' : 'otp'));
    setFieldErrors({});
    setFailureMessage(null);
  };

  const backToCredentials = () => {
    setIsOtpStep(false);
    setSecondFactor('otp');
    setValues((previous) => ({ ...previous, otp: '', recoveryCode: '' }));
    setFieldErrors({});
    setFailureMessage(null);
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
        value={values.username}
        onChange={(event) => {
          prefetchSignIn();
          setValue('username', event.target.value);
        }}
        error={fieldErrors.username !== undefined}
        helperText={fieldErrors.username}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => {
          prefetchSignIn();
          setValue('password', event.target.value);
        }}
        error={fieldErrors.password !== undefined}
        helperText={fieldErrors.password}
      />
      {isOtpStep && secondFactor === 'otp' && (
        <TextInput
          key="otp"
          label="One-time code"
          name="otp"
          autoComplete="one-time-code"
          required
          autoFocus
          value={values.otp}
          onChange={(event) => setValue('otp', event.target.value.replace(/\D/g, '').slice(0, otpLength))}
          inputProps={{ inputMode: 'numeric', maxLength: otpLength }}
          error={fieldErrors.otp !== undefined}
          helperText={fieldErrors.otp ?? 'Enter the six-digit code from your authenticator app.'}
        />
      )}
      {isOtpStep && secondFactor === 'recoveryCode' && (
        <TextInput
          key="recoveryCode"
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          required
          autoFocus
          value={values.recoveryCode}
          onChange={(event) => setValue('recoveryCode', event.target.value.slice(0, 32))}
          inputProps={{ spellCheck: false, autoCapitalize: 'none' }}
          error={fieldErrors.recoveryCode !== undefined}
          helperText={
            fieldErrors.recoveryCode ??
            'One of the codes you saved when you turned on 2-step verification, such as k7rqm-2xf9d. Each works once.'
          }
        />
      )}
      {isOtpStep && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button size="small" onClick={switchSecondFactor}>
            {secondFactor === 'otp' ? 'Use a recovery code' : 'Use the authenticator code'}
          </Button>
          <Button size="small" color="inherit" onClick={backToCredentials}>
            Back
          </Button>
        </Stack>
      )}
      {showsCaptcha ? (
        <CaptchaField ref={captchaRef} onChange={setCaptcha} />
      ) : (
        reserveCaptchaSpace && <Box aria-hidden sx={{ minHeight: captchaFieldMinHeight }} />
      )}
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
        {isOtpStep ? 'Verify' : 'Login'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.forgotPassword.path}>
          Forgot Password?
        </Link>
      </Typography>
    </Stack>
  );
};
