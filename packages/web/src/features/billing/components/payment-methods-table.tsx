import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import CheckIcon from '@mui/icons-material/Check';
import type { PaymentMethodReply } from '@psc/core/billing/payment.schemas';
import { deletablePaymentMethods, maskedCardNumber } from '@psc/core/billing/payment-method-selection';
import { useMessages } from '#lib/i18n/use-messages.ts';

type PaymentMethodsTableProps = {
  list: readonly PaymentMethodReply[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  locked: boolean;
};

/** The account's cards (§2 'PM'): masked number, brand, expiry and the default one, selected by their boxes. */
export const PaymentMethodsTable = ({
  list,
  selected,
  onToggle: toggle,
  locked,
}: PaymentMethodsTableProps) => {
  const t = useMessages('screens');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('billing.pm.label')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('billing.pm.cardNumber')}</TableCell>
            <TableCell>{t('billing.pm.brand')}</TableCell>
            <TableCell>{t('billing.pm.expires')}</TableCell>
            <TableCell>{t('billing.plans.current')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((method) => (
            <TableRow
              key={method.id}
              hover
              selected={selected.includes(method.id)}
              sx={{
                '& .pm-select': { opacity: selected.includes(method.id) ? 1 : 0 },
                '&:hover .pm-select, & .pm-select:focus-within': { opacity: 1 },
              }}
            >
              <TableCell padding="checkbox">
                <Checkbox
                  className="pm-select"
                  checked={selected.includes(method.id)}
                  onChange={() => toggle(method.id)}
                  disabled={locked}
                  slotProps={{
                    input: { 'aria-label': t('billing.pm.select', { last4: method.last4Digits }) },
                  }}
                />
              </TableCell>
              <TableCell>{maskedCardNumber(method.last4Digits)}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{method.cardType}</TableCell>
              <TableCell>
                {String(method.expiryMonth).padStart(2, '0')}/{method.expiryYear}
              </TableCell>
              <TableCell>
                {method.default && <CheckIcon aria-label={t('billing.pm.defaultCard')} color="success" />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

type DeletePaymentMethodsDialogProps = {
  open: boolean;
  list: readonly PaymentMethodReply[];
  selected: readonly string[];
  onCancel: () => void;
  onDelete: (ids: string[]) => void;
};

/** Delete Payment Method(s): the selected cards but the default one, which is never deleted (§4). */
export const DeletePaymentMethodsDialog = ({
  open,
  list,
  selected,
  onCancel,
  onDelete,
}: DeletePaymentMethodsDialogProps) => {
  const t = useMessages('screens');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-pm-title">
      <DialogTitle id="delete-pm-title">{t('billing.pm.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {deletablePaymentMethods(selected, list).length === 0
            ? t('users.operationNotPermitted')
            : t('billing.pm.deleteConfirm', {
                cards: deletablePaymentMethods(selected, list)
                  .map((method) => maskedCardNumber(method.last4Digits))
                  .join(', '),
              })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={deletablePaymentMethods(selected, list).length === 0}
          onClick={() => onDelete(deletablePaymentMethods(selected, list).map((method) => method.id))}
        >
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
