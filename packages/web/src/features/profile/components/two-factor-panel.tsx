import { useState } from 'react';
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
import { useTwoFactorActions } from '../hooks/use-two-factor-actions.ts';
import { twoFactorStatusLabel } from '../utils/two-factor-state.ts';
import { ConfirmWithCodeDialog } from './confirm-with-code-dialog.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorOn } from './two-factor-on.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

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
  const actions = useTwoFactorActions(onEnabled);
  const { profile, state, notice, recoveryCodes, confirming } = actions;

  return (
    <Accordion expanded={isExpanded} onChange={(_event, expanded) => setIsExpanded(expanded)} disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="two-factor-panel-content"
        id="two-factor-panel-header"
      >
        <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
            <RecoveryCodes
              codes={recoveryCodes}
              email={email}
              onDone={() => actions.setRecoveryCodes(null)}
            />
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
                  onClick={() => void actions.onGenerateKey()}
                  loading={actions.generatingKey}
                >
                  Enable
                </Button>
              </Box>
            </>
          )}

          {state?.kind === 'pending' && (
            <TwoFactorSetup
              // A new key starts with an empty code field.
              key={state.key}
              email={email}
              secret={state.key}
              qrUrl={state.qrUrl}
              busy={actions.isBusy}
              verifying={actions.checkingCode}
              onVerify={actions.onVerify}
              onGenerateKey={() => void actions.onGenerateKey()}
              onDisable={() => void actions.onDisable()}
            />
          )}
          {state?.kind === 'on' && (
            <TwoFactorOn
              recoveryCodesLeft={state.recoveryCodesLeft}
              busy={actions.isBusy}
              onRegenerateCodes={() => void actions.onRegenerateCodes()}
              onReplace={() => actions.setConfirming('replace')}
              onDisable={() => actions.setConfirming('disable')}
            />
          )}
        </Stack>
        <ConfirmWithCodeDialog
          open={confirming !== null}
          title={confirming === 'replace' ? 'Replace your authenticator key' : 'Turn off 2-Step Verification'}
          action={confirming === 'replace' ? 'Generate New' : 'Disable'}
          onCancel={() => actions.setConfirming(null)}
          onConfirm={actions.onConfirmedWithCode}
        />
      </AccordionDetails>
    </Accordion>
  );
};
