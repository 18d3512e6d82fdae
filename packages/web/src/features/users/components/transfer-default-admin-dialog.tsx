import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UserReply } from '@psc/core/users/users.schemas';
import { useTransferDefaultAdmin } from '../api/transfer-default-admin.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type TransferDefaultAdminDialogProps = { user: UserReply | null; onClose: () => void };

/** Beyond the spec: the default admin hands the role to another administrator, after confirming. */
export const TransferDefaultAdminDialog = ({ user, onClose }: TransferDefaultAdminDialogProps) => {
  const t = useMessages('screens');
  const transfer = useTransferDefaultAdmin();
  const close = () => {
    transfer.reset();
    onClose();
  };
  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby="transfer-title" fullWidth maxWidth="xs">
      <DialogTitle id="transfer-title">{t('users.transferTitle')}</DialogTitle>
      <DialogContent>
        {transfer.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {transfer.error.message}
          </Alert>
        )}
        <DialogContentText>{t('users.transferText', { email: user?.email ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={transfer.isPending || user === null}
          onClick={() =>
            user !== null && void transfer.mutateAsync({ userId: user.id }).then(close, () => undefined)
          }
        >
          {t('users.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
