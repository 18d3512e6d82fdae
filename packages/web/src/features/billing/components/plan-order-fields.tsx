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
import { billingMessages } from '@psc/core/billing/billing.schemas';
import { maxAdditionalUsersInput } from '@psc/core/billing/catalogue';
import type { PaymentFrequency, PlanOrder } from '../hooks/use-plan-order.ts';

/** What the Paid Plan dialog asks (§2): Payment Frequency, the licence counts, Additional users and Coupon. */
export const PlanOrderFields = ({ order, usedUsers }: { order: PlanOrder; usedUsers: number }) => (
  <>
    <FormControl fullWidth>
      <InputLabel id="payment-frequency-label">Payment Frequency</InputLabel>
      <Select
        labelId="payment-frequency-label"
        label="Payment Frequency"
        value={order.frequency}
        onChange={(event) => order.setFrequency(event.target.value as PaymentFrequency)}
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
          <TableCell align="right">{order.purchased}</TableCell>
          <TableCell align="right" data-testid="required-users">
            {order.required}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
    <TextField
      label="Additional users"
      type="number"
      value={order.additional}
      onChange={(event) => order.changeAdditional(event.target.value)}
      error={order.validationError !== null}
      helperText={
        order.validationError ??
        // The field adds to the licences held; on a free plan none are held, so it is the total, and the text
        // says so in numbers (issue 12 item 26).
        (order.isPaid
          ? `Users in use: ${usedUsers}. You will hold ${order.required} licence(s) in total; a negative number gives licences up.`
          : `Users in use: ${usedUsers}, you included. You will hold ${order.required} licence(s) in total.`)
      }
      slotProps={{
        htmlInput: {
          min: order.isPaid ? order.fewestLicences - order.purchased : 0,
          max: maxAdditionalUsersInput,
          'aria-label': 'Additional users',
        },
      }}
    />
    {order.reachedMax && (
      <Alert severity="warning" role="alert">
        <strong>{billingMessages.reachedMaxLimit}</strong> — {billingMessages.reachedMaxLimitDetail}
      </Alert>
    )}
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="Coupon"
        value={order.coupon}
        onChange={(event) => order.changeCoupon(event.target.value)}
        onBlur={() => order.coupon.trim() !== '' && void order.verifyCoupon()}
        error={order.couponMessage !== null}
        helperText={order.couponMessage ?? (order.couponValid ? billingMessages.valid : 'Optional')}
        fullWidth
      />
      <Button onClick={() => void order.verifyCoupon()} sx={{ mt: 1 }} disabled={order.checkingCoupon}>
        Apply
      </Button>
    </Stack>
  </>
);
