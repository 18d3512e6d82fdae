import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeskCoupon } from '@psc/core/operations/catalogue-desk.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useCoupons } from '../api/coupons.ts';
import { CouponForm } from './coupon-form.tsx';

const discountOf = (coupon: DeskCoupon) =>
  coupon.percentOff !== null
    ? `${coupon.percentOff} %`
    : `${((coupon.amountOff ?? 0) / 100).toFixed(2)} ${coupon.currency ?? ''}`;
const durationOf = (coupon: DeskCoupon) =>
  coupon.duration === 'repeating' ? `${coupon.durationInMonths ?? 0} months` : coupon.duration;

/** Every coupon with its redemptions; create one or change one. */
export const CouponsDesk = () => {
  const coupons = useCoupons();
  const [editing, setEditing] = useState<DeskCoupon | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      {editing === null ? (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
          New coupon
        </Button>
      ) : (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {coupons.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading the coupons" />
      ) : coupons.isError ? (
        <RetryAlert onRetry={() => void coupons.refetch()}>{coupons.error.message}</RetryAlert>
      ) : coupons.data.coupons.length === 0 ? (
        <Typography color="text.secondary">No coupon yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Coupons" sx={{ minWidth: 680 }}>
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Discount</TableCell>
                <TableCell>Applies</TableCell>
                <TableCell align="right">Redeemed</TableCell>
                <TableCell>Redeem by</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {coupons.data.coupons.map((coupon) => (
                <TableRow key={coupon.id}>
                  <TableCell component="th" scope="row">
                    {coupon.id}
                  </TableCell>
                  <TableCell>{coupon.name}</TableCell>
                  <TableCell>{discountOf(coupon)}</TableCell>
                  <TableCell>{durationOf(coupon)}</TableCell>
                  <TableCell align="right">
                    {coupon.timesRedeemed}
                    {coupon.maxRedemptions === null ? '' : ` of ${coupon.maxRedemptions}`}
                  </TableCell>
                  <TableCell>
                    {coupon.redeemBy === null ? '—' : new Date(coupon.redeemBy).toISOString().slice(0, 10)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={coupon.valid ? 'success' : 'default'}
                      label={coupon.valid ? 'valid' : 'withdrawn'}
                    />
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={`Edit coupon ${coupon.id}`}
                      onClick={() => setEditing(coupon)}
                    >
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
};
