import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { useClearPurchase } from '../api/clear-purchase.ts';
import { usePayDue } from '../api/pay-due.ts';
import { usePublishableKey } from '../api/payment-methods.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import { CardForm } from './card-form.tsx';
import { money } from './money.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type Owed = NonNullable<SubscriptionDetailsReply['amountDue']>;
type PayDuePanelProps = {
  details: SubscriptionDetailsReply;
  owed: Owed;
  formatDate: (epochMs: number) => string;
  /** Paid: the panel goes with the amount it owed, so the thanks are said by the section around it. */
  onPaid: (message: string) => void;
};

/**
 * What an account owes, paid as its own action (issue 44): "Pay $129.00 due since …" charges the saved default
 * card exactly that amount; "Pay with another card" opens the card form for the same purchase, whose amount is the
 * reply's. Shown during a failed renewal's grace and while the account awaits payment.
 */
export const PayDuePanel = ({ details, owed, formatDate, onPaid }: PayDuePanelProps) => {
  const t = useMessages();
  const queryClient = useQueryClient();
  const payDue = usePayDue();
  const update = useUpdateSubscription();
  const clearPurchase = useClearPurchase();
  const publishableKey = usePublishableKey();
  const [message, setMessage] = useState<{ severity: 'error'; text: string } | null>(null);
  const [payment, setPayment] = useState<{
    clientSecret: string;
    provider: 'sandbox' | 'stripe';
    amount: number;
    currency: string;
  } | null>(null);
  const amount = money(owed.amount, owed.currency);
  const busy = payDue.isPending || update.isPending;

  const payWithSavedCard = async () => {
    setMessage(null);
    try {
      const reply = await payDue.mutateAsync(owed.purchaseId);
      if (reply.status === 'ok') onPaid(reply.message ?? t('billing.due.paid', { amount }));
      else setMessage({ severity: 'error', text: reply.message ?? '' });
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : '' });
    }
  };

  const payWithAnotherCard = async () => {
    setMessage(null);
    try {
      // The server answers the owed renewal whatever the terms sent: they are the subscription's own.
      const reply = await update.mutateAsync({
        planId: details.planId,
        numberOfUsers: details.numberOfUsers,
        currency: details.currency as 'USD',
        paymentFrequency: details.paymentFrequency as 'Monthly',
        couponCode: null,
      });
      if (reply.status === 'needsStripe' && reply.clientSecret)
        setPayment({
          clientSecret: reply.clientSecret,
          provider: reply.provider,
          amount: reply.amount,
          currency: reply.currency,
        });
      else setMessage({ severity: 'error', text: reply.message ?? '' });
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : '' });
    }
  };

  return (
    <Alert severity="warning" role="region" aria-label={t('billing.due.label')}>
      <Stack spacing={1}>
        <Typography>
          {t('billing.due.since', { amount, date: formatDate(owed.since) })}
          {details.status === 1
            ? ` ${t('billing.due.locked')}`
            : details.graceUntil !== null
              ? ` ${t('billing.due.payBy', { date: formatDate(details.graceUntil) })}`
              : ''}
        </Typography>
        {payment === null ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => void payWithSavedCard()} disabled={busy}>
              {t('billing.due.pay', { amount, date: formatDate(owed.since) })}
            </Button>
            <Button variant="outlined" onClick={() => void payWithAnotherCard()} disabled={busy}>
              {t('billing.due.anotherCard')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Typography>
              {t('billing.totalNow')}{' '}
              <strong data-testid="amount-to-pay">{money(payment.amount, payment.currency)}</strong>
            </Typography>
            <CardForm
              clientSecret={payment.clientSecret}
              kind="payment"
              provider={payment.provider}
              publishableKey={publishableKey.data?.message ?? ''}
              onSucceeded={() => {
                setPayment(null);
                onPaid(t('billing.due.paid', { amount }));
                void queryClient.invalidateQueries();
              }}
              onCancel={() => {
                void clearPurchase.mutateAsync().finally(() => {
                  setPayment(null);
                  void queryClient.invalidateQueries();
                });
              }}
            />
          </Stack>
        )}
        {message !== null && (
          <Typography role="alert" color="error">
            {message.text}
          </Typography>
        )}
      </Stack>
    </Alert>
  );
};
