import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The forced-logout dialog of §4 'Session' when the stored token lifetime was not what the server gave. */
export const SecuritySettingsChangedDialog = ({ onClose }: { onClose: () => void }) => (
  <Dialog open aria-labelledby="forced-logout-title" aria-describedby="forced-logout-text" onClose={onClose}>
    <DialogTitle id="forced-logout-title">Security settings changed</DialogTitle>
    <DialogContent>
      <DialogContentText id="forced-logout-text">
        The security settings have changed, so you have been signed out. Please sign in again.
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button variant="contained" onClick={onClose} autoFocus>
        Ok
      </Button>
    </DialogActions>
  </Dialog>
);
