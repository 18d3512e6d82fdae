import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar from '@mui/material/Snackbar';
import { useMessages } from '#lib/i18n/use-messages.ts';

type LicenceLimitNoticeProps = { open: boolean; onClose: () => void; onOpenDetails: () => void };

/** §8 'New user': shown after 1 s, it stays until closed. */
export const LicenceLimitNotice = ({ open, onClose, onOpenDetails }: LicenceLimitNoticeProps) => {
  const t = useMessages('screens');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!open) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), 1000);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Snackbar
      open={open && visible}
      // At the bottom: at the top it covered the header, its menu and sign-out (issue 48, 400 px).
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert
        severity="info"
        variant="filled"
        action={
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                onClose();
                onOpenDetails();
              }}
            >
              {t('users.accountDetails')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={t('matrices.cell.close')} onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <AlertTitle>{t('users.licenceLimitTitle')}</AlertTitle>
        {t('users.licenceLimit')}
      </Alert>
    </Snackbar>
  );
};
