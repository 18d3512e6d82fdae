import type { FormEvent, RefObject } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CaptchaField, type CaptchaHandle } from '#components/captcha/captcha-field.tsx';
import { PasswordField } from '#components/form/password-field.tsx';
import type { NewPasswordValues } from '#components/form/new-password-schema.ts';
import { ResetStepForm } from './reset-page-parts.tsx';

type NewPasswordStepProps = {
  fields: { [Name in keyof NewPasswordValues]: UseFormRegisterReturn<Name> };
  errors: FieldErrors<NewPasswordValues>;
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
  fields,
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
      {...fields.password}
      label="Password"
      autoComplete="new-password"
      required
      autoFocus
      error={errors.password !== undefined}
      helperText={errors.password?.message}
    />
    <PasswordField
      {...fields.confirmPassword}
      label="Confirm Password"
      autoComplete="new-password"
      required
      error={errors.confirmPassword !== undefined}
      helperText={errors.confirmPassword?.message}
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
