import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSubscriptionDetails } from '../api/get-subscription-details.ts';
import { money } from './money.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

type PaymentGraceBannerProps = { formatDate: (epochMs: number) => string; onReview: () => void };

/** Under the plan banner while a failed renewal's grace period runs: the account locks when it ends. */
export const PaymentGraceBanner = ({ formatDate, onReview }: PaymentGraceBannerProps) => {
  const t = useMessages();
  const details = useSubscriptionDetails();
  const graceUntil = details.data?.graceUntil ?? null;
  if (graceUntil === null || details.data?.status !== 2) return null;
  // Pay now opens Account, Details, where "Pay … due since …" charges the saved card (issue 44).
  return (
    <Alert
      severity="warning"
      square
      role="status"
      sx={{ borderRadius: 0, alignItems: 'center', px: { xs: 2, sm: 3 } }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onReview}>
          {t('billing.payNow')}
        </Button>
      }
    >
      {t('billing.grace', {
        amount: details.data.amountDue
          ? money(details.data.amountDue.amount, details.data.amountDue.currency)
          : t('billing.theAmountDue'),
        date: formatDate(graceUntil),
      })}
    </Alert>
  );
};
