import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { billingMessages, type PlanOffer } from '@psc/core/billing/billing.schemas';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useSubscriptionDetails } from '../api/get-subscription-details.ts';
import { PlanSummaryCard } from './plan-summary-card.tsx';
import { PaidPlanDialog } from './paid-plan-dialog.tsx';
import { CancelSubscriptionDialog, PaidPlanTerms } from './paid-plan-terms.tsx';
import { PlanActions } from './plan-actions.tsx';
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
      <PaidPlanTerms details={data} formatDate={formatDate} />
      <PlanActions
        details={data}
        onChoosePlan={() => setIsChoosingPlan(true)}
        onChangePaymentMethod={onChangePaymentMethod}
        onCancelSubscription={() => setIsConfirmingCancel(true)}
      />
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
      <CancelSubscriptionDialog
        open={isConfirmingCancel}
        pending={cancel.isPending}
        onKeep={() => setIsConfirmingCancel(false)}
        onConfirm={() => void confirmCancel()}
      />
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
