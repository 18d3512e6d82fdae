import { useRef, useState, type FormEvent } from 'react';
import { captchaMessages, otpLength, type SecondFactorKind } from '@psc/core/auth/auth-messages';
import type { CaptchaHandle } from '#components/captcha/captcha-field.tsx';
import { browserSupportsPasskeys } from '#lib/passkeys.ts';
import type { SecondFactor } from '../components/second-factor-step.tsx';
import type { SignInFailure } from '../utils/sign-in-errors.ts';
import { usePasskeySignIn, useSignIn } from './use-sign-in.ts';
import { translateNow } from '#lib/i18n/locale-state.ts';

type FieldName = 'username' | 'password' | 'otp' | 'recoveryCode';
type FieldErrors = Partial<Record<FieldName, string>>;

export type LoginValues = { username: string; password: string; otp: string; recoveryCode: string };
const emptyValues: LoginValues = { username: '', password: '', otp: '', recoveryCode: '' };

/** The new-user e-mail's link carries `?email=`: the Username is filled in for them (issue 48). */
const emailFromAddress = (): string =>
  typeof window === 'undefined'
    ? ''
    : (new URLSearchParams(window.location.search).get('email') ?? '').trim();

// A handful of required fields need no form library; leaving it out keeps the login page inside its size budget.
const validate = (values: LoginValues, isOtpStep: boolean, secondFactor: SecondFactor): FieldErrors => ({
  ...(values.username.trim() === '' ? { username: translateNow('login.usernameRequired') } : {}),
  ...(values.password === '' ? { password: translateNow('login.passwordRequired') } : {}),
  ...(isOtpStep && secondFactor === 'otp' && values.otp.trim().length !== otpLength
    ? { otp: translateNow('login.otpRequired') }
    : {}),
  ...(isOtpStep && secondFactor === 'recoveryCode' && values.recoveryCode.trim() === ''
    ? { recoveryCode: translateNow('login.recoveryCodeRequired') }
    : {}),
});

/**
 * The LOGIN form's steps (§2 'Login screen', §8 'Login'): the credentials, the second factor the server may ask
 * for, the captcha, and what each refusal does to them.
 */
export const useLoginForm = (requiresCaptcha: boolean) => {
  const [values, setValues] = useState<LoginValues>(() => ({ ...emptyValues, username: emailFromAddress() }));
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

  return {
    values,
    setValue,
    isOtpStep,
    secondFactor,
    factors,
    fieldErrors,
    failureMessage,
    captchaRef,
    setCaptcha,
    showsCaptcha,
    canUsePasskeys,
    signingIn: signIn.isPending,
    signingInWithPasskey: passkeySignIn.isPending,
    onSubmit,
    switchSecondFactor,
    signInWithPasskey,
    backToCredentials,
  };
};
