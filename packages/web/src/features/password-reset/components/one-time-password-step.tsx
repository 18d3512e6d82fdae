import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TextInput } from '#components/form/text-input.tsx';
import { ResetStepForm } from './reset-page-parts.tsx';

type OneTimePasswordStepProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  failureMessage: string | null;
  checking: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The reset's first step for a user with 2-step verification: the code from the app, or a recovery code. */
export const OneTimePasswordStep = ({
  value,
  onChange,
  error,
  failureMessage,
  checking,
  onSubmit,
}: OneTimePasswordStepProps) => (
  <ResetStepForm onSubmit={onSubmit} failureMessage={failureMessage}>
    <Typography variant="body2" color="text.secondary">
      Your account uses 2-step verification. Enter the six-digit code from your authenticator app, or one of
      your recovery codes.
    </Typography>
    <TextInput
      label="One Time Password"
      name="oneTimePassword"
      autoComplete="one-time-code"
      required
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, 32))}
      inputProps={{ spellCheck: false, autoCapitalize: 'none' }}
      error={error !== null}
      helperText={error ?? undefined}
    />
    <Button type="submit" variant="contained" size="large" loading={checking}>
      Next
    </Button>
  </ResetStepForm>
);
