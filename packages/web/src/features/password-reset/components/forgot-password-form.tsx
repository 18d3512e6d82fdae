import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { captchaMessages, passwordResetMessages } from '@psc/core/auth/auth-messages';
import { CaptchaField, type CaptchaHandle } from '#components/captcha/captcha-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { describeForgotPasswordFailure } from '../utils/reset-steps.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type ForgotPasswordFormProps = {
  requiresCaptcha: boolean;
  /** BACK, and the Login button shown once the link is on its way. */
  onBack: () => void;
};

/** §2 'Forgot password': Username (e-mail) and captcha, Submit and BACK; after sending, the message and Login. */
export const ForgotPasswordForm = ({ requiresCaptcha, onBack }: ForgotPasswordFormProps) => {
  const t = useMessages();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const requestReset = useRequestPasswordReset();
  const { register, handleSubmit, resetField } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const address = email.trim().toLowerCase();
    // §5: an empty e-mail does nothing.
    if (address === '') return;
    if (requiresCaptcha && captcha === null) {
      setFailureMessage(captchaMessages.missing);
      return;
    }
    setFailureMessage(null);
    setCaptcha(null);
    try {
      await requestReset.mutateAsync({ email: address, ...(captcha === null ? {} : { captcha }) });
    } catch (error) {
      const failure = describeForgotPasswordFailure(error);
      setFailureMessage(failure.message);
      if (failure.clearsFields) resetField('email');
      captchaRef.current?.reset();
      return;
    }
    // The same text whether or not the address has an account (§8 'Forgot password').
    setSentMessage(passwordResetMessages.requested(address));
  });

  if (sentMessage !== null) {
    return (
      <Stack spacing={2} aria-labelledby="forgot-password-title">
        <Typography
          id="forgot-password-title"
          component="h1"
          variant="h5"
          sx={{ fontWeight: 700, letterSpacing: 1 }}
        >
          {t('forgotPassword.title')}
        </Typography>
        <Alert severity="success" role="status">
          {sentMessage}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {t('forgotPassword.linkNote')}
        </Typography>
        <Button variant="contained" size="large" onClick={onBack}>
          {t('login.submit')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      spacing={2}
      aria-labelledby="forgot-password-title"
    >
      <Typography
        id="forgot-password-title"
        component="h1"
        variant="h5"
        sx={{ fontWeight: 700, letterSpacing: 1 }}
      >
        {t('forgotPassword.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('forgotPassword.intro')}
      </Typography>
      {failureMessage !== null && (
        <Alert severity="error" role="alert">
          {failureMessage}
        </Alert>
      )}
      <TextInput
        {...register('email')}
        label={t('login.username')}
        type="email"
        autoComplete="username"
        required
        autoFocus
        helperText={t('forgotPassword.usernameHelp')}
      />
      {requiresCaptcha && <CaptchaField ref={captchaRef} onChange={setCaptcha} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('forgotPassword.back')}</Button>
        <Button type="submit" variant="contained" size="large" loading={requestReset.isPending}>
          {t('forgotPassword.submit')}
        </Button>
      </Stack>
    </Stack>
  );
};
