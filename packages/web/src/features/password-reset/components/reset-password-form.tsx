import { useRef, useState, type FormEvent } from 'react';
import { captchaMessages } from '@psc/core/auth/auth-messages';
import type { CaptchaHandle } from '#components/captcha/captcha-field.tsx';
import { useCheckResetCode } from '../api/check-reset-code.ts';
import { useResetPassword } from '../api/reset-password.ts';
import {
  describeResetFailure,
  firstResetStep,
  validateNewPassword,
  validateOneTimePassword,
  type NewPasswordErrors,
} from '../utils/reset-steps.ts';
import { NewPasswordStep } from './new-password-step.tsx';
import { OneTimePasswordStep } from './one-time-password-step.tsx';

export type ResetFormProps = {
  token: string;
  otpRequired: boolean;
  requiresCaptcha: boolean;
  onFinished: (step: 'linkExpired' | 'passwordChanged', message: string | null) => void;
};

/** The One Time Password step (only for a user with 2-step verification), then the new-password step. */
export const ResetForm = ({ token, otpRequired, requiresCaptcha, onFinished }: ResetFormProps) => {
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

  if (step === 'oneTimePassword')
    return (
      <OneTimePasswordStep
        value={oneTimePassword}
        onChange={setOneTimePassword}
        error={oneTimePasswordError}
        failureMessage={failureMessage}
        checking={checkCode.isPending}
        onSubmit={(event) => void onOneTimePasswordSubmit(event)}
      />
    );
  return (
    <NewPasswordStep
      password={password}
      confirmPassword={confirmPassword}
      onPasswordChange={setPassword}
      onConfirmPasswordChange={setConfirmPassword}
      errors={passwordErrors}
      failureMessage={failureMessage}
      requiresCaptcha={requiresCaptcha}
      captchaRef={captchaRef}
      onCaptchaChange={setCaptcha}
      onBack={
        otpRequired
          ? () => {
              setFailureMessage(null);
              setStep('oneTimePassword');
            }
          : null
      }
      resetting={resetPassword.isPending}
      onSubmit={(event) => void onNewPasswordSubmit(event)}
    />
  );
};
