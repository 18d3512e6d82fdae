import { useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { otpLength, recoveryCodeCount } from '@psc/core/auth/auth-messages';
import type { DisableTwoFactorRequest } from '@psc/core/auth/auth.schemas';
import { AuthenticatorKey } from '../../../components/authenticator-key.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { waitText } from '../../../lib/wait-text.ts';
import { useCheckTwoFactorCode } from '../api/check-two-factor-code.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useGenerateTwoFactorKey } from '../api/generate-two-factor-key.ts';
import { useTwoFactorProfile } from '../api/get-two-factor-profile.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { twoFactorStateOf, twoFactorStatusLabel } from '../utils/two-factor-state.ts';
import { ConfirmWithCodeDialog } from './confirm-with-code-dialog.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Notice = { severity: 'success' | 'error' | 'info'; title?: string; text: string };

// §8 'Two-factor', the spec's wording (and spelling) kept.
const notices = {
  verified: {
    severity: 'success',
    title: 'Verification Successful',
    text: 'OTP was verified successfully. 2-Step Verification is now on: signing in will ask for a code from your authenticator app.',
  },
  notVerified: {
    severity: 'error',
    title: 'Verification Error',
    text: 'Sorry, the OTP you have provided cannot be verified. Make sure your authenticator app holds the key shown here (scan the QR code again if in doubt) and enter the code it shows now. Do not sign out before this works. Else you will be locked out.',
  },
  removed: { severity: 'info', text: '2-Step Verification is off.' },
  removeFailed: { severity: 'error', text: 'Error removing 2FA' },
  keyFailed: { severity: 'error', text: 'Error getting 2FA key' },
  checkFailed: { severity: 'error', text: 'Error cheking OTP' },
  codesFailed: { severity: 'error', text: 'Error generating new recovery codes' },
} as const satisfies Record<string, Notice>;

/** The expandable '2-Step Verification' panel of §2 'Profile': Enable, Generate New, Disable, the key and QR image. */
type TwoFactorPanelProps = {
  email: string;
  /** The account requires 2-Step Verification and this user has none yet: the panel opens by itself. */
  required?: boolean;
  onEnabled?: () => void;
};

export const TwoFactorPanel = ({ email, required = false, onEnabled }: TwoFactorPanelProps) => {
  // Open at once when the account requires 2-Step Verification and this user has still to set it up.
  const [isExpanded, setIsExpanded] = useState(required);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // While 2FA is on, Disable and Generate New first prove it is the user: the dialog asks for a code.
  const [confirming, setConfirming] = useState<'disable' | 'replace' | null>(null);
  const profile = useTwoFactorProfile();
  const generateKey = useGenerateTwoFactorKey();
  const checkCode = useCheckTwoFactorCode();
  const disable = useDisableTwoFactor();
  const regenerateCodes = useRegenerateRecoveryCodes();
  const state = profile.data === undefined ? null : twoFactorStateOf(profile.data);
  const isBusy =
    generateKey.isPending || checkCode.isPending || disable.isPending || regenerateCodes.isPending;

  const onGenerateKey = async () => {
    setNotice(null);
    setRecoveryCodes(null);
    setCode('');
    setCodeError(null);
    try {
      await generateKey.mutateAsync();
    } catch {
      setNotice(notices.keyFailed);
    }
  };

  const onDisable = async () => {
    setNotice(null);
    setRecoveryCodes(null);
    try {
      await disable.mutateAsync(undefined);
      setNotice(notices.removed);
    } catch {
      setNotice(notices.removeFailed);
    }
  };

  /** With 2FA on: the code is checked by the server as it turns 2FA off; Generate New then makes the new key. */
  const onConfirmedWithCode = async (proof: DisableTwoFactorRequest) => {
    setNotice(null);
    setRecoveryCodes(null);
    await disable.mutateAsync(proof);
    const replacing = confirming === 'replace';
    setConfirming(null);
    if (replacing) await onGenerateKey();
    else setNotice(notices.removed);
  };

  const onRegenerateCodes = async () => {
    setNotice(null);
    try {
      setRecoveryCodes((await regenerateCodes.mutateAsync()).recoveryCodes);
    } catch {
      setNotice(notices.codesFailed);
    }
  };

  const onVerify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== otpLength) {
      setCodeError('Provide an OTP to verify');
      return;
    }
    setCodeError(null);
    setNotice(null);
    try {
      const reply = await checkCode.mutateAsync(code);
      setCode('');
      if (!reply.success) {
        setNotice(notices.notVerified);
        return;
      }
      setNotice(notices.verified);
      setRecoveryCodes(reply.recoveryCodes ?? null);
      onEnabled?.();
    } catch (error) {
      // The server limits verification attempts; say how long to wait rather than that checking failed.
      setNotice(
        isApiError(error) && error.status === 429
          ? {
              severity: 'error',
              text: `Too many verification attempts. Please try again in ${waitText(error.retryAfterSeconds)}.`,
            }
          : notices.checkFailed,
      );
    }
  };

  return (
    <Accordion expanded={isExpanded} onChange={(_event, expanded) => setIsExpanded(expanded)} disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="two-factor-panel-content"
        id="two-factor-panel-header"
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <VerifiedUserOutlined color="action" aria-hidden />
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            2-Step Verification
          </Typography>
          {state !== null && (
            <Chip
              size="small"
              label={twoFactorStatusLabel(state)}
              color={state.kind === 'on' ? 'success' : 'default'}
              variant={state.kind === 'on' ? 'filled' : 'outlined'}
            />
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="two-factor-panel-content">
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {notice !== null && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.title !== undefined && <AlertTitle>{notice.title}</AlertTitle>}
              {notice.text}
            </Alert>
          )}
          {profile.isPending && (
            <Skeleton variant="rounded" height={96} aria-label="Loading 2-Step Verification" />
          )}
          {profile.isError && (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                  Retry
                </Button>
              }
            >
              Error getting OTP key
            </Alert>
          )}
          {recoveryCodes !== null && (
            <RecoveryCodes codes={recoveryCodes} email={email} onDone={() => setRecoveryCodes(null)} />
          )}

          {state?.kind === 'off' && (
            <>
              <Typography variant="body2">
                Off. Turn it on to be asked, each time you sign in, for a code from an authenticator app on
                your phone (such as Google Authenticator, Microsoft Authenticator or 1Password), as well as
                your password.
              </Typography>
              <Box>
                <Button
                  variant="contained"
                  onClick={() => void onGenerateKey()}
                  loading={generateKey.isPending}
                >
                  Enable
                </Button>
              </Box>
            </>
          )}

          {state?.kind === 'pending' && (
            <>
              <Typography variant="body2">
                1. Scan this QR code with your authenticator app, or type the key into it.
              </Typography>
              <AuthenticatorKey
                secret={state.key}
                qrUrl={state.qrUrl}
                qrAlt={`QR code that adds PSC (${email}) to an authenticator app`}
                helperText="Time-based, 6 digits, every 30 seconds."
              />
              <Stack
                component="form"
                noValidate
                onSubmit={(event) => void onVerify(event)}
                spacing={2}
                aria-label="Verify the key"
              >
                <Typography variant="body2">2. Enter the six-digit code the app shows.</Typography>
                <TextInput
                  label="Code"
                  name="code"
                  autoComplete="one-time-code"
                  required
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, otpLength))}
                  inputProps={{ inputMode: 'numeric', maxLength: otpLength }}
                  error={codeError !== null}
                  helperText={codeError ?? undefined}
                  sx={{ maxWidth: 220 }}
                  fullWidth={false}
                />
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button type="submit" variant="contained" loading={checkCode.isPending} disabled={isBusy}>
                    Verify
                  </Button>
                  <Button onClick={() => void onGenerateKey()} disabled={isBusy}>
                    Generate New
                  </Button>
                  <Button color="error" onClick={() => void onDisable()} disabled={isBusy}>
                    Disable
                  </Button>
                </Stack>
              </Stack>
            </>
          )}

          {state?.kind === 'on' && (
            <>
              <Typography variant="body2">
                On. Signing in asks for a code from your authenticator app, or one of your recovery codes.
              </Typography>
              <Typography
                variant="body2"
                color={state.recoveryCodesLeft <= 3 ? 'warning.main' : 'text.secondary'}
              >
                Recovery codes left: {state.recoveryCodesLeft} of {recoveryCodeCount}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Generate New replaces your key: 2-Step Verification is off until you verify the new one.
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button variant="outlined" onClick={() => void onRegenerateCodes()} disabled={isBusy}>
                  Generate new codes
                </Button>
                <Button onClick={() => setConfirming('replace')} disabled={isBusy}>
                  Generate New
                </Button>
                <Button color="error" onClick={() => setConfirming('disable')} disabled={isBusy}>
                  Disable
                </Button>
              </Stack>
            </>
          )}
        </Stack>
        <ConfirmWithCodeDialog
          open={confirming !== null}
          title={confirming === 'replace' ? 'Replace your authenticator key' : 'Turn off 2-Step Verification'}
          action={confirming === 'replace' ? 'Generate New' : 'Disable'}
          onCancel={() => setConfirming(null)}
          onConfirm={onConfirmedWithCode}
        />
      </AccordionDetails>
    </Accordion>
  );
};
