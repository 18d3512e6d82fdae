import type { FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TextInput } from '#components/form/text-input.tsx';
import { ResetStepForm } from './reset-page-parts.tsx';

type OneTimePasswordStepProps = {
  field: UseFormRegisterReturn<'oneTimePassword'>;
  error: string | undefined;
  failureMessage: string | null;
  checking: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The reset's first step for a user with 2-step verification: the code from the app, or a recovery code. */
export const OneTimePasswordStep = ({
  field,
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
      {...field}
      label="One Time Password"
      autoComplete="one-time-code"
      required
      autoFocus
      inputProps={{ spellCheck: false, autoCapitalize: 'none', maxLength: 32 }}
      error={error !== undefined}
      helperText={error}
    />
    <Button type="submit" variant="contained" size="large" loading={checking}>
      Next
    </Button>
  </ResetStepForm>
);
