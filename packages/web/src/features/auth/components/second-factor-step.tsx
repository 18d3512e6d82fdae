import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { otpLength, type SecondFactorKind } from '@psc/core/auth/auth-messages';
import { TextInput } from '#components/form/text-input.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';

/**
 * What the second step asks for: the authenticator's code, or (beyond the spec) a recovery code or a passkey
 * (decision 0044).
 */
export type SecondFactor = 'otp' | 'recoveryCode' | 'passkey';

const switchLabels: Record<SecondFactor, MessageKey> = {
  otp: 'login.secondFactor.useOtp',
  recoveryCode: 'login.secondFactor.useRecoveryCode',
  passkey: 'login.secondFactor.usePasskey',
};

/** The ways the user can switch to: the code's two forms when they have an authenticator, a passkey when they have one. */
const alternativesOf = (current: SecondFactor, factors: readonly SecondFactorKind[]): SecondFactor[] =>
  [
    ...(factors.includes('otp') ? (['otp', 'recoveryCode'] as const) : []),
    ...(factors.includes('passkey') ? (['passkey'] as const) : []),
  ].filter((factor) => factor !== current);

type SecondFactorStepProps = {
  factor: SecondFactor;
  factors: readonly SecondFactorKind[];
  otp: string;
  recoveryCode: string;
  errors: { otp?: string; recoveryCode?: string };
  onOtpChange: (otp: string) => void;
  onRecoveryCodeChange: (recoveryCode: string) => void;
  onSwitch: (factor: SecondFactor) => void;
  onBack: () => void;
};

/** The LOGIN form's second step (§2 'Login screen': the OTP field), with the other factors the user holds. */
export const SecondFactorStep = ({
  factor,
  factors,
  otp,
  recoveryCode,
  errors,
  onOtpChange,
  onRecoveryCodeChange,
  onSwitch,
  onBack,
}: SecondFactorStepProps) => {
  const t = useMessages();
  return (
    <>
      {factor === 'otp' && (
        <TextInput
          key="otp"
          label={t('login.secondFactor.otp')}
          name="otp"
          autoComplete="one-time-code"
          required
          autoFocus
          value={otp}
          onChange={(event) => onOtpChange(event.target.value.replace(/\D/g, '').slice(0, otpLength))}
          inputProps={{ inputMode: 'numeric', maxLength: otpLength }}
          error={errors.otp !== undefined}
          helperText={errors.otp ?? t('login.secondFactor.otpHelp')}
        />
      )}
      {factor === 'recoveryCode' && (
        <TextInput
          key="recoveryCode"
          label={t('login.secondFactor.recoveryCode')}
          name="recoveryCode"
          autoComplete="off"
          required
          autoFocus
          value={recoveryCode}
          onChange={(event) => onRecoveryCodeChange(event.target.value.slice(0, 32))}
          inputProps={{ spellCheck: false, autoCapitalize: 'none' }}
          error={errors.recoveryCode !== undefined}
          helperText={errors.recoveryCode ?? t('login.secondFactor.recoveryCodeHelp')}
        />
      )}
      {factor === 'passkey' && (
        <Typography variant="body2" role="status">
          {t('login.secondFactor.passkeyPrompt')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {alternativesOf(factor, factors).map((alternative) => (
            <Button key={alternative} size="small" onClick={() => onSwitch(alternative)}>
              {t(switchLabels[alternative])}
            </Button>
          ))}
        </Stack>
        <Button size="small" color="inherit" onClick={onBack}>
          {t('common.back')}
        </Button>
      </Stack>
    </>
  );
};
