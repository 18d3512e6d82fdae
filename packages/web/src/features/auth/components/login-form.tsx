import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CaptchaField, captchaFieldMinHeight } from '#components/captcha/captcha-field.tsx';
import { PasswordField } from '#components/form/password-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { paths } from '#config/paths.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { prefetchSignIn } from '../hooks/use-sign-in.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

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
  const form = useLoginForm(requiresCaptcha);
  const { values, fieldErrors, failureMessage, isOtpStep, secondFactor } = form;
  const t = useMessages();
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      spacing={2}
      aria-labelledby="login-title"
    >
      <Typography id="login-title" component="h1" variant="h5" sx={{ fontWeight: 700, letterSpacing: 1 }}>
        {t('login.title')}
      </Typography>
      {failureMessage !== null && (
        <Alert severity="error" role="alert">
          {failureMessage}
        </Alert>
      )}
      <TextInput
        label={t('login.username')}
        name="username"
        type="email"
        autoComplete="username"
        required
        autoFocus
        value={values.username}
        onChange={(event) => {
          prefetchSignIn();
          form.setValue('username', event.target.value);
        }}
        error={fieldErrors.username !== undefined}
        helperText={fieldErrors.username}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => {
          prefetchSignIn();
          form.setValue('password', event.target.value);
        }}
        error={fieldErrors.password !== undefined}
        helperText={fieldErrors.password}
      />
      {isOtpStep && (
        <SecondFactorStep
          factor={secondFactor}
          factors={form.factors}
          otp={values.otp}
          recoveryCode={values.recoveryCode}
          errors={fieldErrors}
          onOtpChange={(otp) => form.setValue('otp', otp)}
          onRecoveryCodeChange={(recoveryCode) => form.setValue('recoveryCode', recoveryCode)}
          onSwitch={form.switchSecondFactor}
          onBack={form.backToCredentials}
        />
      )}
      {form.showsCaptcha ? (
        <CaptchaField ref={form.captchaRef} onChange={form.setCaptcha} />
      ) : (
        reserveCaptchaSpace && <Box aria-hidden sx={{ minHeight: captchaFieldMinHeight }} />
      )}
      <Button type="submit" variant="contained" size="large" loading={form.signingIn}>
        {isOtpStep ? t(secondFactor === 'passkey' ? 'login.usePasskey' : 'login.verify') : t('login.submit')}
      </Button>
      {!isOtpStep && form.canUsePasskeys && (
        <Button
          variant="outlined"
          size="large"
          onClick={() => void form.signInWithPasskey()}
          loading={form.signingInWithPasskey}
          onFocus={prefetchSignIn}
          onPointerEnter={prefetchSignIn}
        >
          {t('login.signInWithPasskey')}
        </Button>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.forgotPassword.path}>
          {t('login.forgotPassword')}
        </Link>
      </Typography>
    </Stack>
  );
};
