import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { usePaymentMethods } from '../api/payment-methods.ts';
import { money } from './money.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

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
  const t = useMessages();
  const cards = usePaymentMethods();
  const paying = cards.data?.find((card) => card.default);
  const isPaid = details.planType === 'Paid';
  // The charge the renewal run makes next (core's nextCharge), what is owed, or why nothing is (issue 44).
  const nextCharge =
    details.nextCharge !== null
      ? t('billing.summary.chargeOn', {
          amount: money(details.nextCharge.amount, details.nextCharge.currency),
          date: formatDate(details.nextCharge.at),
        })
      : details.amountDue !== null
        ? t('billing.summary.dueSince', {
            amount: money(details.amountDue.amount, details.amountDue.currency),
            date: formatDate(details.amountDue.since),
          })
        : isPaid && details.endsAt !== null
          ? t('billing.summary.noneEnds', { date: formatDate(details.endsAt) })
          : t('billing.summary.none');
  return (
    <Paper variant="outlined" component="section" aria-label={t('billing.summary.label')} sx={{ p: 2 }}>
      <Stack component="dl" direction="row" sx={{ m: 0, flexWrap: 'wrap', gap: 2 }}>
        <Fact label={t('account.plan')}>
          {isPaid
            ? t('billing.summary.planPaid', { plan: details.planName, frequency: details.paymentFrequency })
            : t('account.planType', { type: details.planType })}
        </Fact>
        <Fact label={t('billing.summary.licences')}>
          {t('billing.summary.inUseOf', { used: details.usedUsers, bought: details.numberOfUsers })}
        </Fact>
        <Fact label={t('billing.summary.nextCharge')}>{nextCharge}</Fact>
        <Fact label={t('billing.summary.paidWith')}>
          {cards.isPending ? (
            <Skeleton width={120} />
          ) : paying ? (
            t('billing.summary.card', {
              brand: paying.cardType,
              last4: paying.last4Digits,
              expiry: `${String(paying.expiryMonth).padStart(2, '0')}/${String(paying.expiryYear).slice(-2)}`,
            })
          ) : (
            t('billing.summary.noCard')
          )}
        </Fact>
      </Stack>
    </Paper>
  );
};
