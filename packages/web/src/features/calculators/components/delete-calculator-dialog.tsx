import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { calculatorMessages } from '@psc/core/calculators/calculators.schemas';

/** The one confirmation before a calculator is deleted, wherever the delete starts (card, list, summary). */
export const DeleteCalculatorDialog = ({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => (
  <Dialog open={open} onClose={onCancel} aria-describedby="delete-calculator-confirmation">
    <DialogContent>
      <DialogContentText id="delete-calculator-confirmation">
        {calculatorMessages.deleteConfirmation}
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button color="error" onClick={onConfirm}>
        Delete
      </Button>
    </DialogActions>
  </Dialog>
);
