import type { FormEvent } from 'react';
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
  code: string;
  onCodeChange: (code: string) => void;
  codeError: string | null;
  busy: boolean;
  verifying: boolean;
  onVerify: (event: FormEvent<HTMLFormElement>) => void;
  onGenerateKey: () => void;
  onDisable: () => void;
};

/** 2-Step Verification being set up: the key to scan or type, then the code that proves the app holds it. */
export const TwoFactorSetup = ({
  email,
  secret,
  qrUrl,
  code,
  onCodeChange,
  codeError,
  busy,
  verifying,
  onVerify,
  onGenerateKey,
  onDisable,
}: TwoFactorSetupProps) => (
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
    <Stack component="form" noValidate onSubmit={onVerify} spacing={2} aria-label="Verify the key">
      <Typography variant="body2">2. Enter the six-digit code the app shows.</Typography>
      <TextInput
        label="Code"
        name="code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, '').slice(0, otpLength))}
        inputProps={{ inputMode: 'numeric', maxLength: otpLength }}
        error={codeError !== null}
        helperText={codeError ?? undefined}
        sx={{ maxWidth: 220 }}
        fullWidth={false}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
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
