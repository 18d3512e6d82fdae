import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
  const { register, handleSubmit, reset, formState } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    reset();
    setError(null);
    onCancel();
  };

  const submit = handleSubmit(async ({ code }) => {
    const value = code.trim();
    if (value === '') {
      setError('Enter the code your authenticator app shows, or a recovery code');
      return;
    }
    setError(null);
    try {
      await onConfirm(proofOf(value));
      reset();
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status === 429
          ? `Too many verification attempts. Please try again in ${waitText(caught.retryAfterSeconds)}.`
          : isApiError(caught) && caught.status === 400
            ? caught.message
            : 'Error removing 2FA',
      );
    }
  });

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
            {...register('code')}
            label="Code or recovery code"
            autoComplete="one-time-code"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" loading={formState.isSubmitting}>
            {action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
