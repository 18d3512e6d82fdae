import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { captchaMessages, otpLength, type SecondFactorKind } from '@psc/core/auth/auth-messages';
import {
  CaptchaField,
  captchaFieldMinHeight,
  type CaptchaHandle,
} from '../../../components/captcha/captcha-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { paths } from '../../../config/paths.ts';
import { browserSupportsPasskeys } from '../../../lib/passkeys.ts';
import { prefetchSignIn, usePasskeySignIn, useSignIn } from '../hooks/use-sign-in.ts';
import type { SignInFailure } from '../utils/sign-in-errors.ts';
import { SecondFactorStep, type SecondFactor } from './second-factor-step.tsx';

type FieldName = 'username' | 'password' | 'otp' | 'recoveryCode';
type FieldErrors = Partial<Record<FieldName, string>>;

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
  const [factors, setFactors] = useState<SecondFactorKind[]>(['otp']);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  // The server asks a captcha of every sign-in at an address with recent failures, even where the settings do
  // not (docs/decisions/0026): the widget then appears and stays.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const showsCaptcha = requiresCaptcha || captchaAsked;
  const signIn = useSignIn();
  const passkeySignIn = usePasskeySignIn();
  const canUsePasskeys = browserSupportsPasskeys();

  const setValue = (field: keyof LoginValues, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const afterFailure = (failure: SignInFailure) => {
    switch (failure.kind) {
      case 'otpRequired':
        setIsOtpStep(true);
        setFactors(failure.factors);
        setSecondFactor(failure.factors.includes('otp') ? 'otp' : 'passkey');
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
        withPasskey: isOtpStep && secondFactor === 'passkey',
      })
      .catch((): SignInFailure => ({ kind: 'message', message: 'Something Went Wrong' }));
    if (failure !== null) afterFailure(failure);
  };

  const switchSecondFactor = (next: SecondFactor) => {
    setSecondFactor(next);
    setFieldErrors({});
    setFailureMessage(null);
  };

  const signInWithPasskey = async () => {
    setFailureMessage(null);
    const failure = await passkeySignIn
      .mutateAsync()
      .catch((): SignInFailure => ({ kind: 'message', message: 'Something Went Wrong' }));
    if (failure !== null) afterFailure(failure);
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
      {isOtpStep && (
        <SecondFactorStep
          factor={secondFactor}
          factors={factors}
          otp={values.otp}
          recoveryCode={values.recoveryCode}
          errors={fieldErrors}
          onOtpChange={(otp) => setValue('otp', otp)}
          onRecoveryCodeChange={(recoveryCode) => setValue('recoveryCode', recoveryCode)}
          onSwitch={switchSecondFactor}
          onBack={backToCredentials}
        />
      )}
      {showsCaptcha ? (
        <CaptchaField ref={captchaRef} onChange={setCaptcha} />
      ) : (
        reserveCaptchaSpace && <Box aria-hidden sx={{ minHeight: captchaFieldMinHeight }} />
      )}
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
        {isOtpStep ? (secondFactor === 'passkey' ? 'Use passkey' : 'Verify') : 'Login'}
      </Button>
      {!isOtpStep && canUsePasskeys && (
        <Button
          variant="outlined"
          size="large"
          onClick={() => void signInWithPasskey()}
          loading={passkeySignIn.isPending}
          onFocus={prefetchSignIn}
          onPointerEnter={prefetchSignIn}
        >
          Sign in with a passkey
        </Button>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.forgotPassword.path}>
          Forgot Password?
        </Link>
      </Typography>
    </Stack>
  );
};
