import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useCloseAccount } from '../api/close-account.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type CloseAccountDialogProps = {
  open: boolean;
  accountName: string;
  retentionText: string;
  onClose: () => void;
  /** Everyone of the account is signed out by the server; the app leaves too. */
  onClosed: () => void;
};

/** Closing the account: only its default admin, after typing the account name. */
export const CloseAccountDialog = ({
  open,
  accountName,
  retentionText,
  onClose,
  onClosed,
}: CloseAccountDialogProps) => {
  const t = useMessages();
  const [typed, setTyped] = useState('');
  const closeAccount = useCloseAccount();
  const matches = typed.trim().toLowerCase() === accountName.trim().toLowerCase();

  const cancel = () => {
    setTyped('');
    closeAccount.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={cancel} aria-labelledby="close-account-title" fullWidth maxWidth="sm">
      <DialogTitle id="close-account-title">{t('account.closeButton')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('account.closeText', { account: accountName })} {retentionText}
        </DialogContentText>
        {closeAccount.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {closeAccount.error.message}
          </Alert>
        )}
        <TextField
          fullWidth
          autoFocus
          label={t('account.closeConfirmLabel')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!matches || closeAccount.isPending}
          onClick={() =>
            void closeAccount.mutateAsync({ confirmation: typed }).then(onClosed, () => undefined)
          }
        >
          {t('account.closeButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
