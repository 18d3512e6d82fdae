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
import { formatNumber } from '#lib/i18n/formats.ts';
import { currentLocale } from '#lib/i18n/locale-state.ts';
import { finalChargeAt, nextCharge } from '@psc/core/billing/subscription-schedule';
import { cancellationEffectiveAt } from '@psc/core/billing/subscription-term';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { describeCancellation } from '@psc/core/billing/cancellation-wording';
import { cancellationPhrasesIn } from '../utils/cancellation-words.ts';

/** An amount in the band table, its currency in the column's heading: '1,234.56', the reader's separators. */
const amountOf = (minor: number): string =>
  currentLocale() === 'en'
    ? formatMinor(minor)
    : formatNumber(minor / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
  const t = useMessages();
  const renewal = data.renewal;
  const symbol = currencySymbol(data.currency);
  return data.planType === 'Paid' && renewal ? (
    <>
      <Typography>
        {t('billing.terms.planFrequency', { plan: data.planName })}{' '}
        <strong>{t('billing.frequency', { frequency: data.paymentFrequency })}</strong>
      </Typography>
      <Table size="small" aria-label={t('billing.terms.prices')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.userBand')}</TableCell>
            <TableCell align="right">{t('billing.terms.pricePerUser', { symbol })}</TableCell>
            <TableCell align="right">{t('billing.terms.total', { symbol })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {renewal.bandLines.map((line) => (
            <TableRow key={line.band}>
              <TableCell>{line.band}</TableCell>
              <TableCell align="right">
                {line.unitAmount > 0
                  ? amountOf(line.unitAmount)
                  : t('billing.flat', { amount: amountOf(line.flatAmount) })}
              </TableCell>
              <TableCell align="right">{amountOf(line.total)}</TableCell>
            </TableRow>
          ))}
          {data.nextCharge !== null ? (
            <TableRow>
              <TableCell colSpan={2}>
                {t('billing.terms.nextPayment', { date: formatDate(data.nextCharge.at) })}
                {renewal.discountPrice > 0 ? t('billing.terms.discount', { discount: renewal.discount }) : ''}
              </TableCell>
              <TableCell align="right">{amountOf(data.nextCharge.amount)}</TableCell>
            </TableRow>
          ) : data.amountDue !== null ? (
            <TableRow>
              <TableCell colSpan={2}>
                {t('billing.terms.dueSince', { date: formatDate(data.amountDue.since) })}
              </TableCell>
              <TableCell align="right">{amountOf(data.amountDue.amount)}</TableCell>
            </TableRow>
          ) : (
            // Nothing more is charged, so no amount is shown as if it were due.
            <TableRow>
              <TableCell colSpan={2}>{t('billing.terms.noFurther')}</TableCell>
              <TableCell align="right">—</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack spacing={0.5}>
        {data.endsAt === null && data.nextCharge !== null && (
          <Typography variant="body2">
            {t('billing.terms.renewal', { date: formatDate(data.nextCharge.at) })}
          </Typography>
        )}
        {data.termEnd !== null && data.endsAt === null && data.subscriptionCancelationDate === null && (
          <Typography variant="body2" color="text.secondary">
            {t('billing.terms.minimumTerm', {
              end: formatDate(data.termEnd),
              deadline: formatDate(data.noticeDeadline ?? data.termEnd),
            })}
          </Typography>
        )}
        {data.endsAt !== null && (
          // The same sentence as the cancel reply and the confirmation e-mail (decision 0082).
          <Typography variant="body2" data-testid="cancellation-terms">
            {describeCancellation(
              { endsAt: data.endsAt, nextCharge: data.nextCharge, finalChargeAt: data.finalChargeAt },
              formatDate,
              cancellationPhrasesIn(t),
            )}
          </Typography>
        )}
      </Stack>
    </>
  ) : (
    <Typography color="text.secondary">
      {data.planType === 'Super' ? t('billing.terms.superAccount') : t('account.planNotActivated')}
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
  const t = useMessages();
  const preview = open ? previewCancellation(details, Date.now()) : null;
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="cancel-subscription-title">
      <DialogTitle id="cancel-subscription-title">{t('billing.cancelSubscription')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('billing.cancel.notice')}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }} data-testid="cancellation-preview">
          {preview === null
            ? t('billing.cancel.toFreeNow')
            : describeCancellation(preview, formatDate, cancellationPhrasesIn(t))}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>{t('billing.cancel.keep')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {t('billing.cancelSubscription')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
