import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { maxAdditionalUsersInput } from '@psc/core/billing/catalogue';
import type { PaymentFrequency, PlanOrder } from '../hooks/use-plan-order.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

/** What the Paid Plan dialog asks (§2): Payment Frequency, the licence counts, Additional users and Coupon. */
export const PlanOrderFields = ({ order, usedUsers }: { order: PlanOrder; usedUsers: number }) => {
  const t = useMessages('screens');
  return (
    <>
      <FormControl fullWidth>
        <InputLabel id="payment-frequency-label">{t('billing.order.frequency')}</InputLabel>
        <Select
          labelId="payment-frequency-label"
          label={t('billing.order.frequency')}
          value={order.frequency}
          onChange={(event) => order.setFrequency(event.target.value as PaymentFrequency)}
        >
          <MenuItem value="Monthly">{t('billing.order.monthly')}</MenuItem>
          <MenuItem value="Yearly">{t('billing.order.yearly')}</MenuItem>
        </Select>
      </FormControl>
      <Table size="small" aria-label={t('billing.order.licenceCounts')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('account.userLicenceRow')}</TableCell>
            <TableCell align="right">{t('account.purchased')}</TableCell>
            <TableCell align="right">{t('billing.order.required')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{t('billing.order.fullUsers')}</TableCell>
            <TableCell align="right">{order.purchased}</TableCell>
            <TableCell align="right" data-testid="required-users">
              {order.required}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <TextField
        label={t('billing.order.additional')}
        type="number"
        value={order.additional}
        onChange={(event) => order.changeAdditional(event.target.value)}
        error={order.validationError !== null}
        helperText={
          order.validationError ??
          // The field adds to the licences held; on a free plan none are held, so it is the total, and the text
          // says so in numbers (issue 12 item 26).
          (order.isPaid
            ? t('billing.order.helpPaid', { used: usedUsers, total: order.required })
            : t('billing.order.helpFree', { used: usedUsers, total: order.required }))
        }
        slotProps={{
          htmlInput: {
            min: order.isPaid ? order.fewestLicences - order.purchased : 0,
            max: maxAdditionalUsersInput,
            'aria-label': t('billing.order.additional'),
          },
        }}
      />
      {order.reachedMax && (
        <Alert severity="warning" role="alert">
          <strong>{t('billing.order.reachedMax')}</strong> — {t('billing.order.reachedMaxDetail')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('billing.order.coupon')}
          value={order.coupon}
          onChange={(event) => order.changeCoupon(event.target.value)}
          onBlur={() => order.coupon.trim() !== '' && void order.verifyCoupon()}
          error={order.couponMessage !== null}
          helperText={
            order.couponMessage ??
            (order.couponValid ? t('billing.order.valid') : t('billing.order.optional'))
          }
          fullWidth
        />
        <Button onClick={() => void order.verifyCoupon()} sx={{ mt: 1 }} disabled={order.checkingCoupon}>
          {t('billing.order.apply')}
        </Button>
      </Stack>
    </>
  );
};
