import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { sessionEndedMessage } from '#lib/api-client.ts';

export const TokenExpiredDialog = ({ onOk }: { onOk: () => void }) => (
  <Dialog open aria-labelledby="token-expired-title" aria-describedby="token-expired-text">
    <DialogTitle id="token-expired-title">Token Expired</DialogTitle>
    <DialogContent>
      <DialogContentText id="token-expired-text">{sessionEndedMessage}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button variant="contained" onClick={onOk} autoFocus>
        Ok
      </Button>
    </DialogActions>
  </Dialog>
);
