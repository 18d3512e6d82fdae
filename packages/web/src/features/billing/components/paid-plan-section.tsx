import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { billingMessages, type PlanOffer } from '@psc/core/billing/billing.schemas';
import { currencySymbol, formatMinor } from '@psc/core/billing/catalogue';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useSubscriptionDetails } from '../api/get-subscription-details.ts';
import { PlanSummaryCard } from './plan-summary-card.tsx';
import { PaidPlanDialog } from './paid-plan-dialog.tsx';
import { PlanChangeDialog } from './plan-change-dialog.tsx';

type PaidPlanSectionProps = {
  formatDate: (epochMs: number) => string;
  /** The provider's return (?stripesucc / ?stripefail), read once by the account screen. */
  providerReturn: 'success' | 'failure' | null;
  onChangePaymentMethod: () => void;
  /** Open the team-size editor now (the banner's UPGRADE); `onPlanChooserOpened` says the request was read. */
  openPlanChooser?: boolean;
  onPlanChooserOpened?: () => void;
};

/** The Paid Plan section of the Details tab (§2) with UPGRADE, Edit Plan, Change Payment Method and Cancel Subscription. */
export const PaidPlanSection = ({
  formatDate,
  providerReturn,
  onChangePaymentMethod,
  openPlanChooser = false,
  onPlanChooserOpened,
}: PaidPlanSectionProps) => {
  const details = useSubscriptionDetails();
  const cancel = useCancelSubscription();
  const [isChoosingPlan, setIsChoosingPlan] = useState(false);
  const [chosenPlan, setChosenPlan] = useState<PlanOffer | null>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    providerReturn === 'success' ? billingMessages.planModified : null,
  );
  const [cancelMessage, setCancelMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    providerReturn === 'failure' ? { severity: 'error', text: 'The payment was not completed.' } : null,
  );

  const { refetch } = details;
  useEffect(() => {
    if (providerReturn === 'success') void refetch();
  }, [providerReturn, refetch]);
  // The banner's UPGRADE, from any page including this one, opens the team-size editor of a free account (§3).
  const planType = details.data?.planType;
  useEffect(() => {
    if (!openPlanChooser || planType === undefined) return;
    if (planType === 'Free') setIsChoosingPlan(true);
    onPlanChooserOpened?.();
  }, [openPlanChooser, planType, onPlanChooserOpened]);

  if (details.isPending) return <Skeleton variant="rounded" height={120} />;
  if (details.isError)
    return (
      <Alert severity="error">
        Error: A problem getting the account details from the server was encountered.
      </Alert>
    );
  const data = details.data;
  const renewal = data.renewal;
  const isPaid = data.planType === 'Paid';
  const symbol = currencySymbol(data.currency);

  const confirmCancel = async () => {
    setIsConfirmingCancel(false);
    try {
      const reply = await cancel.mutateAsync();
      // The date in the user's own style, like every other date on this tab, not the server's ISO text.
      setCancelMessage({
        severity: 'success',
        text:
          reply.effectiveAt > Date.now()
            ? `Your subscription ends on ${formatDate(reply.effectiveAt)}; the account then returns to the Free plan`
            : reply.message,
      });
    } catch (error) {
      setCancelMessage({
        severity: 'error',
        text: error instanceof Error ? error.message : billingMessages.cancelRefused,
      });
    }
  };

  return (
    <Stack spacing={1.5} aria-label="Paid Plan">
      <PlanSummaryCard details={data} formatDate={formatDate} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Paid Plan
      </Typography>
      {data.graceUntil !== null && (
        <Alert severity="warning">
          Your last payment failed. Update your card and pay before {formatDate(data.graceUntil)}, or
          operations are locked.
        </Alert>
      )}
      {isPaid && renewal ? (
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
                    {line.unitAmount > 0
                      ? formatMinor(line.unitAmount)
                      : `${formatMinor(line.flatAmount)} flat`}
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
                Subscription ends {formatDate(data.subscriptionCancelationDate)}; the account then returns to
                the Free plan.
              </Typography>
            )}
          </Stack>
        </>
      ) : (
        <Typography color="text.secondary">
          {data.planType === 'Super' ? 'Contact us to add licences to this account.' : 'Plan Not Activated'}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {data.planType === 'Free' && (
          <Button variant="contained" onClick={() => setIsChoosingPlan(true)}>
            UPGRADE
          </Button>
        )}
        {isPaid && data.isCancellationEnabled && (
          <>
            <Button variant="contained" onClick={() => setIsChoosingPlan(true)}>
              Edit Plan
            </Button>
            <Button variant="outlined" onClick={onChangePaymentMethod}>
              Change Payment Method
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setIsConfirmingCancel(true)}
              disabled={data.subscriptionCancelationDate !== null}
            >
              Cancel Subscription
            </Button>
          </>
        )}
        {data.status === 1 && (
          <Button variant="contained" onClick={() => setIsChoosingPlan(true)}>
            Pay now
          </Button>
        )}
        {isPaid && !data.isCancellationEnabled && data.status === 2 && (
          <Typography color="text.secondary">
            Contact your administrator to update the User License(s)
          </Typography>
        )}
      </Stack>
      {cancelMessage !== null && (
        <Typography role="alert" color={cancelMessage.severity === 'error' ? 'error' : 'success.main'}>
          {cancelMessage.text}
        </Typography>
      )}

      <PlanChangeDialog
        open={isChoosingPlan}
        details={data}
        onClose={() => setIsChoosingPlan(false)}
        onChoosePlan={(plan) => {
          setIsChoosingPlan(false);
          setChosenPlan(plan);
        }}
        onDowngradeToFree={() => {
          setIsChoosingPlan(false);
          setIsConfirmingCancel(true);
        }}
      />
      {chosenPlan !== null && (
        <PaidPlanDialog
          open
          planId={chosenPlan.id}
          planName={chosenPlan.name}
          details={data}
          onClose={() => setChosenPlan(null)}
          onPlanModified={() => {
            setChosenPlan(null);
            setNotice(billingMessages.planModified);
          }}
        />
      )}
      <Dialog
        open={isConfirmingCancel}
        onClose={() => setIsConfirmingCancel(false)}
        aria-labelledby="cancel-subscription-title"
      >
        <DialogTitle id="cancel-subscription-title">Cancel Subscription</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Stop paying and return to the Free plan (1 user, 2 data sources). The minimum term is 12 months
            and notice must reach us 30 days before the term ends; the subscription ends with the term this
            notice ends.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirmingCancel(false)}>Keep my plan</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirmCancel()}
            disabled={cancel.isPending}
          >
            Cancel Subscription
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={8_000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      </Snackbar>
    </Stack>
  );
};
