import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { currencySymbol, formatMinor } from '@psc/core/billing/catalogue';

/**
 * What a paying account pays (§2 'Paid Plan'): the plan and frequency, the price bands of the next payment, the
 * renewal, the minimum term and its notice, or the end of a cancelled subscription.
 */
export const PaidPlanTerms = ({
  details: data,
  formatDate,
}: {
  details: SubscriptionDetailsReply;
  formatDate: (epochMs: number) => string;
}) => {
  const renewal = data.renewal;
  const symbol = currencySymbol(data.currency);
  return data.planType === 'Paid' && renewal ? (
    <>
      <Typography>
        {data.planName} plan, payment frequency <strong>{data.paymentFrequency}</strong>
      </Typography>
      <Table size="small" aria-label="Paid plan prices">
        <TableHead>
          <TableRow>
            <TableCell>User Band</TableCell>
            <TableCell align="right">Price/user ({symbol})</TableCell>
            <TableCell align="right">Total ({symbol})</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {renewal.bandLines.map((line) => (
            <TableRow key={line.band}>
              <TableCell>{line.band}</TableCell>
              <TableCell align="right">
                {line.unitAmount > 0 ? formatMinor(line.unitAmount) : `${formatMinor(line.flatAmount)} flat`}
              </TableCell>
              <TableCell align="right">{formatMinor(line.total)}</TableCell>
            </TableRow>
          ))}
          {data.nextPaymentDate !== null ? (
            <TableRow>
              <TableCell colSpan={2}>
                Next payment on {formatDate(data.nextPaymentDate)}
                {renewal.discountPrice > 0 ? ` (discount ${renewal.discount}%)` : ''}
              </TableCell>
              <TableCell align="right">{formatMinor(renewal.price)}</TableCell>
            </TableRow>
          ) : (
            // Cancelled: nothing more is charged, so no amount is shown as if it were due.
            <TableRow>
              <TableCell colSpan={2}>No further payment</TableCell>
              <TableCell align="right">—</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack spacing={0.5}>
        {data.nextPaymentDate !== null && (
          <Typography variant="body2">Renewal date: {formatDate(data.nextPaymentDate)}</Typography>
        )}
        {data.termEnd !== null && data.subscriptionCancelationDate === null && (
          <Typography variant="body2" color="text.secondary">
            Minimum term ends {formatDate(data.termEnd)}; it renews for 12 months unless you cancel by{' '}
            {formatDate(data.noticeDeadline ?? data.termEnd)}.
          </Typography>
        )}
        {data.subscriptionCancelationDate !== null && (
          <Typography variant="body2">
            Subscription ends {formatDate(data.subscriptionCancelationDate)}; the account then returns to the
            Free plan.
          </Typography>
        )}
      </Stack>
    </>
  ) : (
    <Typography color="text.secondary">
      {data.planType === 'Super' ? 'Contact us to add licences to this account.' : 'Plan Not Activated'}
    </Typography>
  );
};

type CancelSubscriptionDialogProps = {
  open: boolean;
  pending: boolean;
  onKeep: () => void;
  onConfirm: () => void;
};

/** Cancel Subscription's confirmation: the Free plan it returns to, and the minimum term and notice (§4). */
export const CancelSubscriptionDialog = ({
  open,
  pending,
  onKeep,
  onConfirm,
}: CancelSubscriptionDialogProps) => (
  <Dialog open={open} onClose={onKeep} aria-labelledby="cancel-subscription-title">
    <DialogTitle id="cancel-subscription-title">Cancel Subscription</DialogTitle>
    <DialogContent>
      <DialogContentText>
        Stop paying and return to the Free plan (1 user, 2 data sources). The minimum term is 12 months and
        notice must reach us 30 days before the term ends; the subscription ends with the term this notice
        ends.
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onKeep}>Keep my plan</Button>
      <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
        Cancel Subscription
      </Button>
    </DialogActions>
  </Dialog>
);
