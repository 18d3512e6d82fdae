import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { useClearPurchase } from '../api/clear-purchase.ts';
import { usePaymentMethods, usePublishableKey } from '../api/payment-methods.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import { usePlanOrder } from '../hooks/use-plan-order.ts';
import { CardForm } from './card-form.tsx';
import { money } from './money.ts';
import { PlanOrderFields } from './plan-order-fields.tsx';
import { PlanQuote } from './plan-quote.tsx';
import { SavedCardChoice, type CardChoice } from './saved-card-choice.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

type PaidPlanDialogProps = {
  open: boolean;
  planId: number;
  planName: string;
  details: SubscriptionDetailsReply;
  onClose: () => void;
  onPlanModified: () => void;
};

/** The Paid Plan dialog of §2: frequency, licences, additional users, band table, coupon, Cost, Discount, Total; then the card form. */
export const PaidPlanDialog = ({
  open,
  planId,
  planName,
  details,
  onClose,
  onPlanModified,
}: PaidPlanDialogProps) => {
  const t = useMessages('screens');
  const [serverError, setServerError] = useState<string | null>(null);
  // The amount is the reply's, the very amount of the payment intent: what is shown is what is charged (issue 44).
  const [payment, setPayment] = useState<{
    clientSecret: string;
    provider: 'sandbox' | 'stripe';
    amount: number;
    currency: string;
  } | null>(null);
  const queryClient = useQueryClient();
  const order = usePlanOrder(details, planId, open && payment === null);
  const update = useUpdateSubscription();
  const clearPurchase = useClearPurchase();
  const publishableKey = usePublishableKey();
  const savedCard = usePaymentMethods().data?.find((card) => card.default) ?? null;
  const [cardChoice, setCardChoice] = useState<CardChoice>('saved');
  const paysWithSavedCard = savedCard !== null && cardChoice === 'saved';
  const { quote } = order;
  const data = quote.data;

  const finish = () => {
    void queryClient.invalidateQueries();
    onPlanModified();
  };

  const submit = async () => {
    setServerError(null);
    try {
      const reply = await update.mutateAsync({
        planId,
        numberOfUsers: order.required,
        currency: order.currency as 'USD',
        paymentFrequency: order.frequency,
        couponCode: order.validCoupon === '' ? null : order.validCoupon,
        useSavedCard: paysWithSavedCard,
      });
      if (reply.status === 'error') {
        setServerError(reply.message ?? t('billing.quoteError'));
        // The saved card was refused: the card form is the way left.
        if (paysWithSavedCard) setCardChoice('another');
      } else if (reply.status === 'needsStripe' && reply.clientSecret)
        setPayment({
          clientSecret: reply.clientSecret,
          provider: reply.provider,
          amount: reply.amount,
          currency: reply.currency,
        });
      else finish();
    } catch (error) {
      setServerError(
        t('billing.paymentIntentFailure', { message: error instanceof Error ? error.message : '' }),
      );
    }
  };

  const cancelPayment = () => {
    // §4: cancelling the card form clears the interrupted purchase and closes it.
    void clearPurchase.mutateAsync().finally(() => {
      setPayment(null);
      void queryClient.invalidateQueries();
    });
  };

  return (
    <Dialog
      open={open}
      onClose={payment === null ? onClose : undefined}
      aria-labelledby="paid-plan-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="paid-plan-title">{t('billing.order.title', { plan: planName })}</DialogTitle>
      <DialogContent>
        {payment !== null ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {t('billing.totalNow')}{' '}
              <strong data-testid="amount-to-pay">{money(payment.amount, payment.currency)}</strong>
            </Typography>
            <CardForm
              clientSecret={payment.clientSecret}
              kind="payment"
              provider={payment.provider}
              publishableKey={publishableKey.data?.message ?? ''}
              onSucceeded={finish}
              onCancel={cancelPayment}
            />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PlanOrderFields order={order} usedUsers={details.usedUsers} />
            {quote.isError && (
              <Alert severity="error" role="alert">
                {t('billing.quoteError')}
              </Alert>
            )}
            {quote.isFetching && <LinearProgress aria-label={t('billing.order.quoting')} />}
            {data && !order.reachedMax && order.validationError === null && <PlanQuote quote={data} />}
            {savedCard !== null && (
              <SavedCardChoice card={savedCard} value={cardChoice} onChange={setCardChoice} />
            )}
            {serverError !== null && (
              <Typography role="alert" color="error">
                {serverError}
              </Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      {payment === null && (
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={
              order.reachedMax ||
              order.validationError !== null ||
              order.unchanged ||
              !data ||
              update.isPending ||
              quote.isFetching
            }
          >
            {t('billing.ok')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
};
