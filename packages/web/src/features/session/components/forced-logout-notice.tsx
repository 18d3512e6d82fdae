import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { clearForcedLogoutReason, readForcedLogoutReason } from '../stores/session-store.ts';

/** What the login page says after a logout the user did not ask for (§4 'Session'). */
export const ForcedLogoutNotice = () => {
  const [reason, setReason] = useState(readForcedLogoutReason);

  useEffect(() => clearForcedLogoutReason(), []);

  if (reason === 'sessionTimeout') {
    return (
      <Alert severity="info" onClose={() => setReason(null)} sx={{ mb: 2 }}>
        <AlertTitle>Session Timeout</AlertTitle>
        You were signed out after a period of inactivity. Please sign in again.
      </Alert>
    );
  }
  if (reason === 'securitySettingsChanged') {
    return (
      <Dialog
        open
        aria-labelledby="forced-logout-title"
        aria-describedby="forced-logout-text"
        onClose={() => setReason(null)}
      >
        <DialogTitle id="forced-logout-title">Security settings changed</DialogTitle>
        <DialogContent>
          <DialogContentText id="forced-logout-text">
            The security settings have changed, so you have been signed out. Please sign in again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setReason(null)} autoFocus>
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return null;
};
