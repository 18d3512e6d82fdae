import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useChangeBillingEmail } from '../api/change-billing-email.ts';

type ChangeEmailDialogProps = {
  open: boolean;
  currentEmail: string | null;
  recipients: ReadonlyArray<{ id: string; email: string }>;
  onClose: () => void;
};

/** 'Change Email': which user of the account receives billing e-mails (§2 'Details tab'). */
export const ChangeEmailDialog = ({ open, currentEmail, recipients, onClose }: ChangeEmailDialogProps) => {
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useChangeBillingEmail();
  const selectedId = chosen ?? recipients.find((recipient) => recipient.email === currentEmail)?.id ?? '';

  const close = () => {
    setChosen(null);
    change.reset();
    onClose();
  };

  const submit = async () => {
    if (selectedId === '') return;
    await change.mutateAsync({ userId: selectedId }).then(close, () => undefined);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="change-email-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-email-title">Change Email</DialogTitle>
      <DialogContent>
        {change.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            A problem occured when updating account.
          </Alert>
        )}
        <RadioGroup
          aria-label="Billing e-mail recipient"
          value={selectedId}
          onChange={(event) => setChosen(event.target.value)}
        >
          {recipients.map((recipient) => (
            <FormControlLabel
              key={recipient.id}
              value={recipient.id}
              control={<Radio />}
              label={recipient.email}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={change.isPending || selectedId === ''}
        >
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
};
