import { useMemo, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loadStripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { subscriptionDetailsQueryKey } from '../api/get-subscription-details.ts';
import type { CardFormProps } from './card-form-props.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

const StripeForm = ({ clientSecret, kind, onSucceeded, onCancel }: CardFormProps) => {
  const t = useMessages('screens');
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    const result =
      kind === 'payment'
        ? await stripe.confirmCardPayment(clientSecret, { payment_method: { card } })
        : await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    setBusy(false);
    // Card errors show the provider's own message in red (§8); a state error is told in the customer's words
    // (issue 44): an intent cancelled because another tab's purchase replaced it.
    if (result.error?.code === 'payment_intent_unexpected_state') {
      setError(
        result.error.payment_intent?.status === 'canceled'
          ? t('billing.card.replaced')
          : t('billing.card.notConfirmable'),
      );
      void queryClient.invalidateQueries({ queryKey: subscriptionDetailsQueryKey });
    } else if (result.error) setError(result.error.message ?? t('billing.card.declined'));
    else onSucceeded();
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-label={t('billing.card.label')}
    >
      <CardElement options={{ hidePostalCode: true }} />
      {error !== null && (
        <Typography role="alert" color="error" data-testid="card-error">
          {error}
        </Typography>
      )}
      {busy && <LinearProgress aria-label={t('billing.card.processing')} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !stripe}>
          {t('billing.ok')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** Stripe Elements with the publishable key of GET /api/v1/stripepk. */
export const StripeCardForm = (props: CardFormProps) => {
  const stripePromise = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: props.clientSecret }}>
      <StripeForm {...props} />
    </Elements>
  );
};
