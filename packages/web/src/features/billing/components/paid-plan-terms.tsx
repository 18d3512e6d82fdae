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
import { describeCancellation } from '@psc/core/billing/cancellation-wording';
import { finalChargeAt, nextCharge } from '@psc/core/billing/subscription-schedule';
import { cancellationEffectiveAt } from '@psc/core/billing/subscription-term';

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
          {data.nextCharge !== null ? (
            <TableRow>
              <TableCell colSpan={2}>
                Next payment on {formatDate(data.nextCharge.at)}
                {renewal.discountPrice > 0 ? ` (discount ${renewal.discount}%)` : ''}
              </TableCell>
              <TableCell align="right">{formatMinor(data.nextCharge.amount)}</TableCell>
            </TableRow>
          ) : data.amountDue !== null ? (
            <TableRow>
              <TableCell colSpan={2}>Due since {formatDate(data.amountDue.since)}</TableCell>
              <TableCell align="right">{formatMinor(data.amountDue.amount)}</TableCell>
            </TableRow>
          ) : (
            // Nothing more is charged, so no amount is shown as if it were due.
            <TableRow>
              <TableCell colSpan={2}>No further payment</TableCell>
              <TableCell align="right">—</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack spacing={0.5}>
        {data.endsAt === null && data.nextCharge !== null && (
          <Typography variant="body2">Renewal date: {formatDate(data.nextCharge.at)}</Typography>
        )}
        {data.termEnd !== null && data.endsAt === null && data.subscriptionCancelationDate === null && (
          <Typography variant="body2" color="text.secondary">
            Minimum term ends {formatDate(data.termEnd)}; it renews for 12 months unless you cancel by{' '}
            {formatDate(data.noticeDeadline ?? data.termEnd)}.
          </Typography>
        )}
        {data.endsAt !== null && (
          // The same sentence as the cancel reply and the confirmation e-mail (decision 0082).
          <Typography variant="body2" data-testid="cancellation-terms">
            {describeCancellation(
              { endsAt: data.endsAt, nextCharge: data.nextCharge, finalChargeAt: data.finalChargeAt },
              formatDate,
            )}
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
  details: SubscriptionDetailsReply;
  formatDate: (epochMs: number) => string;
  onKeep: () => void;
  onConfirm: () => void;
};

/**
 * What cancelling now would mean, before confirming (decision 0082): the end date the notice gives and the
 * payments left until then, with core's own rules (the renewal run's), or null with no running subscription.
 */
const previewCancellation = (details: SubscriptionDetailsReply, nowMs: number) => {
  if (details.subscriptionStartDate === null || details.currentPeriodEnd === null || details.renewal === null)
    return null;
  const endsAt = cancellationEffectiveAt(details.subscriptionStartDate, nowMs);
  const schedule = {
    accountStatus: details.status,
    subscriptionStatus: 'active' as const,
    paymentFrequency: details.paymentFrequency === 'Yearly' ? ('Yearly' as const) : ('Monthly' as const),
    currentPeriodEnd: details.currentPeriodEnd,
    cancelEffectiveAt: endsAt,
    renewalAmount: details.renewal.price,
    currency: details.currency,
  };
  return { endsAt, nextCharge: nextCharge(schedule), finalChargeAt: finalChargeAt(schedule) };
};

/** Cancel Subscription's confirmation: the end date, the payments left and what the account keeps (§4, 0083). */
export const CancelSubscriptionDialog = ({
  open,
  pending,
  details,
  formatDate,
  onKeep,
  onConfirm,
}: CancelSubscriptionDialogProps) => {
  const preview = open ? previewCancellation(details, Date.now()) : null;
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="cancel-subscription-title">
      <DialogTitle id="cancel-subscription-title">Cancel Subscription</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Cancelling gives us your written notice; we confirm it by e-mail. The minimum term is 12 months and
          notice must reach us 30 days before the term ends: the subscription ends with the term this notice
          ends.
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }} data-testid="cancellation-preview">
          {preview === null
            ? 'The account returns to the Free plan (1 user, 2 data sources) now: your data is kept, and only the Account pages stay open until you buy a plan again.'
            : describeCancellation(preview, formatDate)}
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
};
