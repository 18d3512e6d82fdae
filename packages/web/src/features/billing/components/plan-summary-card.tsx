import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { usePaymentMethods } from '../api/payment-methods.ts';
import { money } from './money.ts';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack spacing={0.25} sx={{ minWidth: 160, flex: 1 }}>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
      {children}
    </Typography>
  </Stack>
);

/**
 * The account's plan at a glance, as a customer portal shows it (issue 12 item 26): the plan and how it is paid,
 * seats used of seats bought, the next charge with its amount and date, and the card that pays it.
 */
export const PlanSummaryCard = ({
  details,
  formatDate,
}: {
  details: SubscriptionDetailsReply;
  formatDate: (epochMs: number) => string;
}) => {
  const cards = usePaymentMethods();
  const paying = cards.data?.find((card) => card.default);
  const isPaid = details.planType === 'Paid';
  // The charge the renewal run makes next (core's nextCharge), what is owed, or why nothing is (issue 44).
  const nextCharge =
    details.nextCharge !== null
      ? `${money(details.nextCharge.amount, details.nextCharge.currency)} on ${formatDate(details.nextCharge.at)}`
      : details.amountDue !== null
        ? `${money(details.amountDue.amount, details.amountDue.currency)} due since ${formatDate(details.amountDue.since)}`
        : isPaid && details.endsAt !== null
          ? `None: the plan ends ${formatDate(details.endsAt)}`
          : 'None';
  return (
    <Paper variant="outlined" component="section" aria-label="Plan summary" sx={{ p: 2 }}>
      <Stack component="dl" direction="row" sx={{ m: 0, flexWrap: 'wrap', gap: 2 }}>
        <Fact label="Plan">
          {isPaid ? `${details.planName}, paid ${details.paymentFrequency.toLowerCase()}` : details.planType}
        </Fact>
        <Fact label="Full User licences">
          {details.usedUsers} in use of {details.numberOfUsers}
        </Fact>
        <Fact label="Next charge">{nextCharge}</Fact>
        <Fact label="Paid with">
          {cards.isPending ? (
            <Skeleton width={120} />
          ) : paying ? (
            `${paying.cardType} •••• ${paying.last4Digits}, expires ${String(paying.expiryMonth).padStart(2, '0')}/${String(paying.expiryYear).slice(-2)}`
          ) : (
            'No card on file'
          )}
        </Fact>
      </Stack>
    </Paper>
  );
};
