import type { FormEvent, RefObject } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CaptchaField, type CaptchaHandle } from '#components/captcha/captcha-field.tsx';
import { PasswordField } from '#components/form/password-field.tsx';
import type { NewPasswordErrors } from '../utils/reset-steps.ts';
import { ResetStepForm } from './reset-page-parts.tsx';

type NewPasswordStepProps = {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  errors: NewPasswordErrors;
  failureMessage: string | null;
  requiresCaptcha: boolean;
  captchaRef: RefObject<CaptchaHandle | null>;
  onCaptchaChange: (solution: string | null) => void;
  /** Back to the code step; null when the user has no 2-step verification. */
  onBack: (() => void) | null;
  resetting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The reset's new password, twice, with the captcha when the settings ask for one (§2). */
export const NewPasswordStep = ({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  errors,
  failureMessage,
  requiresCaptcha,
  captchaRef,
  onCaptchaChange,
  onBack,
  resetting,
  onSubmit,
}: NewPasswordStepProps) => (
  <ResetStepForm onSubmit={onSubmit} failureMessage={failureMessage}>
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
      onChange={(event) => onPasswordChange(event.target.value)}
      error={errors.password !== undefined}
      helperText={errors.password}
    />
    <PasswordField
      label="Confirm Password"
      name="confirmPassword"
      autoComplete="new-password"
      required
      value={confirmPassword}
      onChange={(event) => onConfirmPasswordChange(event.target.value)}
      error={errors.confirmPassword !== undefined}
      helperText={errors.confirmPassword}
    />
    {requiresCaptcha && <CaptchaField ref={captchaRef} onChange={onCaptchaChange} />}
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: onBack !== null ? 'space-between' : 'flex-end' }}
    >
      {onBack !== null && <Button onClick={onBack}>Back</Button>}
      <Button type="submit" variant="contained" size="large" loading={resetting}>
        Submit
      </Button>
    </Stack>
  </ResetStepForm>
);
