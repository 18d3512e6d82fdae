import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { recoveryCodeCount } from '@psc/core/auth/auth-messages';

type TwoFactorOnProps = {
  recoveryCodesLeft: number;
  busy: boolean;
  onRegenerateCodes: () => void;
  onReplace: () => void;
  onDisable: () => void;
};

/** 2-Step Verification on: the recovery codes left, new codes, a new key, or off (each key change asks a code). */
export const TwoFactorOn = ({
  recoveryCodesLeft,
  busy,
  onRegenerateCodes,
  onReplace,
  onDisable,
}: TwoFactorOnProps) => (
  <>
    <Typography variant="body2">
      On. Signing in asks for a code from your authenticator app, or one of your recovery codes.
    </Typography>
    <Typography variant="body2" color={recoveryCodesLeft <= 3 ? 'warning.main' : 'text.secondary'}>
      Recovery codes left: {recoveryCodesLeft} of {recoveryCodeCount}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      Generate New replaces your key: 2-Step Verification is off until you verify the new one.
    </Typography>
    <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" onClick={onRegenerateCodes} disabled={busy}>
        Generate new codes
      </Button>
      <Button onClick={onReplace} disabled={busy}>
        Generate New
      </Button>
      <Button color="error" onClick={onDisable} disabled={busy}>
        Disable
      </Button>
    </Stack>
  </>
);
