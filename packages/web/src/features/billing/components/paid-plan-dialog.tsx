import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { billingMessages, type SubscriptionDetailsReply } from '@psc/core/billing/billing.schemas';
import { maxAdditionalUsersInput, maxUsers } from '@psc/core/billing/catalogue';
import { useCheckCoupon } from '../api/check-coupon.ts';
import { useClearPurchase } from '../api/clear-purchase.ts';
import { usePublishableKey } from '../api/payment-methods.ts';
import { usePriceQuote } from '../api/get-price-quote.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import { CardForm } from './card-form.tsx';
import { money } from './money.ts';

type PaidPlanDialogProps = {
  open: boolean;
  planId: number;
  planName: string;
  details: SubscriptionDetailsReply;
  onClose: () => void;
  onPlanModified: () => void;
};

type CouponState = { status: 'none' } | { status: 'valid' } | { status: 'invalid'; message: string };

const useDebounced = <T,>(value: T, delayMs: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
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
  const isPaid = details.planType === 'Paid' && details.status === 2;
  const purchased = isPaid ? details.numberOfUsers : 0;
  const [frequency, setFrequency] = useState<'Monthly' | 'Yearly'>(
    isPaid && details.paymentFrequency === 'Yearly' ? 'Yearly' : 'Monthly',
  );
  const [additional, setAdditional] = useState(isPaid ? '0' : '1');
  const [coupon, setCoupon] = useState('');
  const [couponState, setCouponState] = useState<CouponState>({ status: 'none' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [payment, setPayment] = useState<{ clientSecret: string; provider: 'sandbox' | 'stripe' } | null>(
    null,
  );
  const queryClient = useQueryClient();
  const checkCoupon = useCheckCoupon();
  const update = useUpdateSubscription();
  const clearPurchase = useClearPurchase();
  const publishableKey = usePublishableKey();
  const currency = isPaid ? details.currency : 'USD';

  const additionalNumber = additional.trim() === '' ? 0 : Number(additional);
  const required = purchased + (Number.isFinite(additionalNumber) ? additionalNumber : 0);
  const isChange = !isPaid || planId !== details.planId || frequency !== details.paymentFrequency;
  // A paying account may also give licences up (a negative number), down to the users who hold one.
  const fewestLicences = Math.max(1, details.usedUsers);
  const reachedMax = additionalNumber >= maxUsers || required > maxUsers;
  const validationError = reachedMax
    ? null
    : !Number.isInteger(additionalNumber) || required < 1
      ? billingMessages.provideAtLeastOne
      : required < fewestLicences
        ? `${details.usedUsers} users hold a licence: delete users before buying fewer licences than that`
        : null;
  // Edit Plan opens on the current plan: its quote shows, and OK waits for a change.
  const unchanged = !isChange && additionalNumber === 0;
  const debouncedCoupon = useDebounced(couponState.status === 'valid' ? coupon : '', 300);
  const quoteRequest = {
    planId,
    numberOfUsers: required,
    currency,
    paymentFrequency: frequency,
    couponCode: debouncedCoupon,
  };
  const quote = usePriceQuote(
    quoteRequest,
    open && !reachedMax && validationError === null && payment === null,
  );
  const couponMessage =
    couponState.status === 'invalid'
      ? couponState.message
      : quote.data?.message?.includes('Invalid')
        ? quote.data.message
        : null;

  const onAdditionalChange = (value: string) => {
    // §5: empty resets to 0; only whole numbers up to 999999999 are taken (negative only to give licences up).
    if (value === '' || value === '-') return setAdditional(value === '-' && isPaid ? '-' : '0');
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed > maxAdditionalUsersInput) return;
    if (parsed < 0 && (!isPaid || purchased + parsed < 1)) return;
    setAdditional(String(parsed));
  };

  const verifyCoupon = async () => {
    if (coupon.trim() === '')
      return setCouponState({ status: 'invalid', message: billingMessages.couponInvalid });
    try {
      const reply = await checkCoupon.mutateAsync({ coupon: coupon.trim(), currency });
      setCouponState(
        reply.success ? { status: 'valid' } : { status: 'invalid', message: billingMessages.invalid },
      );
    } catch {
      setCouponState({ status: 'invalid', message: billingMessages.invalid });
    }
  };

  const finish = () => {
    void queryClient.invalidateQueries();
    onPlanModified();
  };

  const submit = async () => {
    setServerError(null);
    try {
      const reply = await update.mutateAsync({
        planId,
        numberOfUsers: required,
        currency: currency as 'USD',
        paymentFrequency: frequency,
        couponCode: couponState.status === 'valid' ? coupon.trim() : null,
      });
      if (reply.status === 'error') setServerError(reply.message ?? billingMessages.quoteError);
      else if (reply.status === 'needsStripe' && reply.clientSecret)
        setPayment({ clientSecret: reply.clientSecret, provider: reply.provider });
      else finish();
    } catch (error) {
      setServerError(
        `${billingMessages.paymentIntentFailurePrefix}${error instanceof Error ? error.message : ''}`,
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

  const data = quote.data;
  return (
    <Dialog
      open={open}
      onClose={payment === null ? onClose : undefined}
      aria-labelledby="paid-plan-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="paid-plan-title">{planName} Plan</DialogTitle>
      <DialogContent>
        {payment !== null ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              Total to pay now:{' '}
              <strong data-testid="amount-to-pay">{data ? money(data.price, data.currency) : ''}</strong>
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
            <FormControl fullWidth>
              <InputLabel id="payment-frequency-label">Payment Frequency</InputLabel>
              <Select
                labelId="payment-frequency-label"
                label="Payment Frequency"
                value={frequency}
                onChange={(event) => setFrequency(event.target.value as 'Monthly' | 'Yearly')}
              >
                <MenuItem value="Monthly">Monthly in advance</MenuItem>
                <MenuItem value="Yearly">Yearly in advance</MenuItem>
              </Select>
            </FormControl>
            <Table size="small" aria-label="User Licence counts">
              <TableHead>
                <TableRow>
                  <TableCell>User Licence(s)</TableCell>
                  <TableCell align="right">Purchased</TableCell>
                  <TableCell align="right">Required</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell>Full Users</TableCell>
                  <TableCell align="right">{purchased}</TableCell>
                  <TableCell align="right" data-testid="required-users">
                    {required}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <TextField
              label="Additional users"
              type="number"
              value={additional}
              onChange={(event) => onAdditionalChange(event.target.value)}
              error={validationError !== null}
              helperText={
                validationError ??
                // The field adds to the licences held; on a free plan none are held, so it is the total, and
                // the text says so in numbers (issue 12 item 26).
                (isPaid
                  ? `Users in use: ${details.usedUsers}. You will hold ${required} licence(s) in total; a negative number gives licences up.`
                  : `Users in use: ${details.usedUsers}, you included. You will hold ${required} licence(s) in total.`)
              }
              slotProps={{
                htmlInput: {
                  min: isPaid ? fewestLicences - purchased : 0,
                  max: maxAdditionalUsersInput,
                  'aria-label': 'Additional users',
                },
              }}
            />
            {reachedMax && (
              <Alert severity="warning" role="alert">
                <strong>{billingMessages.reachedMaxLimit}</strong> — {billingMessages.reachedMaxLimitDetail}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label="Coupon"
                value={coupon}
                onChange={(event) => {
                  setCoupon(event.target.value);
                  setCouponState({ status: 'none' });
                }}
                onBlur={() => coupon.trim() !== '' && void verifyCoupon()}
                error={couponMessage !== null}
                helperText={
                  couponMessage ?? (couponState.status === 'valid' ? billingMessages.valid : 'Optional')
                }
                fullWidth
              />
              <Button onClick={() => void verifyCoupon()} sx={{ mt: 1 }} disabled={checkCoupon.isPending}>
                Apply
              </Button>
            </Stack>
            {quote.isError && (
              <Alert severity="error" role="alert">
                {billingMessages.quoteError}
              </Alert>
            )}
            {quote.isFetching && <LinearProgress aria-label="Getting a quote" />}
            {data && !reachedMax && validationError === null && (
              <>
                <Table size="small" aria-label="Price bands">
                  <TableHead>
                    <TableRow>
                      <TableCell>User Band</TableCell>
                      <TableCell align="right">Price/user</TableCell>
                      <TableCell align="right">Total</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.bandLines.map((line) => (
                      <TableRow key={line.band}>
                        <TableCell>
                          {line.band} ({line.quantity})
                        </TableCell>
                        <TableCell align="right">
                          {line.unitAmount > 0
                            ? money(line.unitAmount, data.currency)
                            : `${money(line.flatAmount, data.currency)} flat`}
                        </TableCell>
                        <TableCell align="right">{money(line.total, data.currency)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }} aria-label="Quote">
                  <Typography>
                    Cost: <span data-testid="quote-cost">{money(data.cost, data.currency)}</span>
                  </Typography>
                  <Typography>
                    Discount ({data.discount}%):{' '}
                    <span data-testid="quote-discount">{money(-data.discountPrice, data.currency)}</span>
                  </Typography>
                  {data.proration && (
                    <Typography variant="body2" color="text.secondary">
                      Prorated for the {data.proration.daysLeft} of {data.proration.daysInPeriod} days left,
                      less {money(data.proration.creditPart, data.currency)} already paid
                    </Typography>
                  )}
                  {data.credit > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      Credit from the current period: {money(-data.credit, data.currency)}
                    </Typography>
                  )}
                  <Typography variant="h6">
                    Total: <span data-testid="quote-total">{money(data.price, data.currency)}</span>
                  </Typography>
                </Stack>
              </>
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
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={
              reachedMax ||
              validationError !== null ||
              unchanged ||
              !data ||
              update.isPending ||
              quote.isFetching
            }
          >
            OK
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
};
