import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '#lib/lazy-part.ts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanOffer } from '@psc/core/billing/billing.schemas';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useSubscriptionDetails } from '../api/get-subscription-details.ts';
import { PayDuePanel } from './pay-due-panel.tsx';
import { PlanSummaryCard } from './plan-summary-card.tsx';
import { CancelSubscriptionDialog, PaidPlanTerms } from './paid-plan-terms.tsx';
import { PlanActions } from './plan-actions.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { describeCancellation } from '@psc/core/billing/cancellation-wording';
import { cancellationPhrasesIn } from '../utils/cancellation-words.ts';

// The plan dialogs come when one is first opened (issue 50): the account view's first paint waits for neither their
// code nor the form fields they bring.
const PlanChangeDialog = lazyPart(() => import('./plan-change-dialog.tsx'), 'PlanChangeDialog');
const PaidPlanDialog = lazyPart(() => import('./paid-plan-dialog.tsx'), 'PaidPlanDialog');

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
  const t = useMessages();
  const details = useSubscriptionDetails();
  const cancel = useCancelSubscription();
  const [isChoosingPlan, setIsChoosingPlan] = useState(false);
  const [chosenPlan, setChosenPlan] = useState<PlanOffer | null>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    providerReturn === 'success' ? t('billing.planModified') : null,
  );
  const [cancelMessage, setCancelMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    providerReturn === 'failure' ? { severity: 'error', text: t('billing.paymentNotCompleted') } : null,
  );

  const { refetch } = details;
  useEffect(() => {
    if (providerReturn === 'success') void refetch();
  }, [providerReturn, refetch]);
  // The banner's UPGRADE or REVIEW, from any page including this one: the team-size editor of a free or ended
  // account (§3), or the amount an account owes (issue 44).
  const planType = details.data?.planType;
  const owes = (details.data?.amountDue ?? null) !== null;
  const payDueRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!openPlanChooser || planType === undefined) return;
    if (owes) payDueRef.current?.querySelector('button')?.focus();
    else if (planType === 'Free') setIsChoosingPlan(true);
    onPlanChooserOpened?.();
  }, [openPlanChooser, planType, owes, onPlanChooserOpened]);

  if (details.isPending) return <Skeleton variant="rounded" height={120} />;
  if (details.isError) return <Alert severity="error">{t('account.loadFailed')}</Alert>;
  const data = details.data;

  const confirmCancel = async () => {
    setIsConfirmingCancel(false);
    try {
      const reply = await cancel.mutateAsync();
      // The reply's sentence with the dates in the user's own style, from the details the run charges by.
      const fresh = (await details.refetch()).data;
      setCancelMessage({
        severity: 'success',
        text:
          fresh?.endsAt != null
            ? `${describeCancellation({ endsAt: fresh.endsAt, nextCharge: fresh.nextCharge, finalChargeAt: fresh.finalChargeAt }, formatDate, cancellationPhrasesIn(t))} ${t('billing.cancel.confirmationSent')}`
            : reply.message,
      });
    } catch (error) {
      setCancelMessage({
        severity: 'error',
        text: error instanceof Error ? error.message : t('billing.cancelRefused'),
      });
    }
  };

  return (
    <Stack spacing={1.5} aria-label={t('account.paidPlan')}>
      <PlanSummaryCard details={data} formatDate={formatDate} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('account.paidPlan')}
      </Typography>
      {data.amountDue !== null && (
        <div ref={payDueRef}>
          <PayDuePanel details={data} owed={data.amountDue} formatDate={formatDate} onPaid={setNotice} />
        </div>
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

      {/* The plan dialogs' words are in the screens part (decision 0138), fetched as one opens, not with Account. */}
      {isChoosingPlan && (
        <Suspense fallback={null}>
          <PlanChangeDialog
            open
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
        </Suspense>
      )}
      {chosenPlan !== null && (
        <Suspense fallback={null}>
          <PaidPlanDialog
            open
            planId={chosenPlan.id}
            planName={chosenPlan.name}
            details={data}
            onClose={() => setChosenPlan(null)}
            onPlanModified={() => {
              setChosenPlan(null);
              setNotice(t('billing.planModified'));
            }}
          />
        </Suspense>
      )}
      <CancelSubscriptionDialog
        open={isConfirmingCancel}
        pending={cancel.isPending}
        details={data}
        formatDate={formatDate}
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
