import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { captchaMessages } from '@psc/core/auth/auth-messages';
import type { CaptchaHandle } from '#components/captcha/captcha-field.tsx';
import { newPasswordSchema, type NewPasswordValues } from '#components/form/new-password-schema.ts';
import { useCheckResetCode } from '../api/check-reset-code.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { describeResetFailure, firstResetStep, validateOneTimePassword } from '../utils/reset-steps.ts';
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
  const oneTimePasswordForm = useForm<{ oneTimePassword: string }>({
    defaultValues: { oneTimePassword: '' },
  });
  const passwordForm = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema()),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const resetPassword = useResetPassword();
  const checkCode = useCheckResetCode();
  const oneTimePassword = () => oneTimePasswordForm.getValues('oneTimePassword').trim();

  // The code is checked at Next, before the new password is typed (issue 12 item 26); the reset uses it again.
  const onOneTimePasswordSubmit = oneTimePasswordForm.handleSubmit(async () => {
    setFailureMessage(null);
    try {
      await checkCode.mutateAsync({ token, oneTimePassword: oneTimePassword() });
    } catch (caught) {
      const failure = describeResetFailure(caught);
      if (failure.kind === 'linkExpired') {
        onFinished('linkExpired', null);
        return;
      }
      oneTimePasswordForm.reset();
      setFailureMessage(failure.message);
      return;
    }
    setStep('newPassword');
  });

  const onNewPasswordSubmit = passwordForm.handleSubmit(async ({ password }) => {
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
        ...(otpRequired ? { oneTimePassword: oneTimePassword() } : {}),
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
      if (failure.clearsPasswords) passwordForm.reset();
      if (failure.needsNewOneTimePassword && otpRequired) {
        oneTimePasswordForm.reset();
        setStep('oneTimePassword');
        return;
      }
      captchaRef.current?.reset();
    }
  });

  if (step === 'oneTimePassword')
    return (
      <OneTimePasswordStep
        field={oneTimePasswordForm.register('oneTimePassword', {
          validate: (value) => validateOneTimePassword(value) ?? true,
        })}
        error={oneTimePasswordForm.formState.errors.oneTimePassword?.message}
        failureMessage={failureMessage}
        checking={checkCode.isPending}
        onSubmit={(event) => void onOneTimePasswordSubmit(event)}
      />
    );
  return (
    <NewPasswordStep
      fields={{
        password: passwordForm.register('password'),
        confirmPassword: passwordForm.register('confirmPassword'),
      }}
      errors={passwordForm.formState.errors}
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
