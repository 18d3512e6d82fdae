import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useMessages } from '#lib/i18n/use-messages.ts';

/** The one confirmation before a calculator is deleted, wherever the delete starts (card, list, summary). */
export const DeleteCalculatorDialog = ({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const t = useMessages();
  return (
    <Dialog open={open} onClose={onCancel} aria-describedby="delete-calculator-confirmation">
      <DialogContent>
        <DialogContentText id="delete-calculator-confirmation">
          {t('calculators.deleteConfirmation')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button color="error" onClick={onConfirm}>
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
