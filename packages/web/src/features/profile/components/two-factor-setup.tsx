import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { otpLength } from '@psc/core/auth/auth-messages';
import { AuthenticatorKey } from '#components/authenticator-key.tsx';
import { TextInput } from '#components/form/text-input.tsx';

type TwoFactorSetupProps = {
  email: string;
  /** The key being set up and its QR image. */
  secret: string;
  qrUrl: string | null;
  busy: boolean;
  verifying: boolean;
  /** Checks the code; true once it is used up (answered, right or wrong), which empties the field. */
  onVerify: (code: string) => Promise<boolean>;
  onGenerateKey: () => void;
  onDisable: () => void;
};

/** 2-Step Verification being set up: the key to scan or type, then the code that proves the app holds it. */
export const TwoFactorSetup = ({
  email,
  secret,
  qrUrl,
  busy,
  verifying,
  onVerify,
  onGenerateKey,
  onDisable,
}: TwoFactorSetupProps) => {
  const { control, handleSubmit, reset } = useForm({ defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    if (await onVerify(code)) reset();
  });
  return (
    <>
      <Typography variant="body2">
        1. Scan this QR code with your authenticator app, or type the key into it.
      </Typography>
      <AuthenticatorKey
        secret={secret}
        qrUrl={qrUrl}
        qrAlt={`QR code that adds PSC (${email}) to an authenticator app`}
        helperText="Time-based, 6 digits, every 30 seconds."
      />
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        spacing={2}
        aria-label="Verify the key"
      >
        <Typography variant="body2">2. Enter the six-digit code the app shows.</Typography>
        <Controller
          control={control}
          name="code"
          rules={{ validate: (code) => code.length === otpLength || 'Provide an OTP to verify' }}
          render={({ field: { onChange, ...field }, fieldState: { error } }) => (
            <TextInput
              {...field}
              label="Code"
              autoComplete="one-time-code"
              required
              onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, otpLength))}
              inputProps={{ inputMode: 'numeric', maxLength: otpLength }}
              error={error !== undefined}
              helperText={error?.message}
              sx={{ maxWidth: 220 }}
              fullWidth={false}
            />
          )}
        />
        <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained" loading={verifying} disabled={busy}>
            Verify
          </Button>
          <Button onClick={onGenerateKey} disabled={busy}>
            Generate New
          </Button>
          <Button color="error" onClick={onDisable} disabled={busy}>
            Disable
          </Button>
        </Stack>
      </Stack>
    </>
  );
};
