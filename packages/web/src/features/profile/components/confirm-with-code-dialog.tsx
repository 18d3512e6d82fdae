import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DisableTwoFactorRequest } from '@psc/core/auth/auth.schemas';
import { TextInput } from '#components/form/text-input.tsx';
import { isApiError } from '#lib/api-client.ts';
import { waitText } from '#lib/wait-text.ts';

const proofOf = (entered: string): DisableTwoFactorRequest =>
  /^\d{6}$/.test(entered) ? { otp: entered } : { recoveryCode: entered };

/**
 * Turning two-step verification off (or replacing its key) asks for the current code or a recovery code first,
 * and the server checks it (issue 12 item 26; docs/decisions/0028): one click, or someone at an unlocked screen,
 * can no longer switch it off.
 */
export const ConfirmWithCodeDialog = ({
  open,
  title,
  action,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  action: string;
  onCancel: () => void;
  /** Rejects with the server's refusal when the code is not accepted. */
  onConfirm: (proof: DisableTwoFactorRequest) => Promise<void>;
}) => {
  const [entered, setEntered] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setEntered('');
    setError(null);
    onCancel();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = entered.trim();
    if (value === '') {
      setError('Enter the code your authenticator app shows, or a recovery code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(proofOf(value));
      setEntered('');
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status === 429
          ? `Too many verification attempts. Please try again in ${waitText(caught.retryAfterSeconds)}.`
          : isApiError(caught) && caught.status === 400
            ? caught.message
            : 'Error removing 2FA',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="confirm-with-code-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="confirm-with-code-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            To confirm it is you, enter the code your authenticator app shows now, or one of your recovery
            codes.
          </DialogContentText>
          {error !== null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextInput
            label="Code or recovery code"
            name="confirmation-code"
            value={entered}
            onChange={(event) => setEntered(event.target.value)}
            autoComplete="one-time-code"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
