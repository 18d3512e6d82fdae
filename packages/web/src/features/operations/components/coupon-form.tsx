import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { DeskCoupon } from '@psc/core/operations/catalogue-desk.schemas';
import { TextInput } from '#components/form/text-input.tsx';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { CouponDiscountFields, CouponTermsFields } from './coupon-fields.tsx';
import {
  couponFormSchema,
  couponRequestOf,
  defaultsOf,
  type CouponFormValues,
} from './coupon-form-values.ts';

/** A new coupon, or changes to one (its code stays); the amount is in major units of its currency. */
export const CouponForm = ({ coupon, onDone }: { coupon: DeskCoupon | null; onDone: () => void }) => {
  const save = useSaveCoupon();
  const form = useForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: defaultsOf(coupon),
  });
  const { register, handleSubmit, control, formState } = form;
  const error = (field: keyof CouponFormValues) => formState.errors[field]?.message;
  const submit = handleSubmit((values) => save.mutate(couponRequestOf(values), { onSuccess: onDone }));
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={coupon ? `Edit coupon ${coupon.id}` : 'New coupon'}
    >
      {save.isError && (
        <Alert severity="error" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Code"
          required
          disabled={coupon !== null}
          error={!!error('id')}
          helperText={error('id') ?? 'Customers type it at checkout; stored in capitals'}
          {...register('id')}
        />
        <TextInput
          label="Name"
          required
          error={!!error('name')}
          helperText={error('name')}
          {...register('name')}
        />
      </Stack>
      <CouponDiscountFields form={form} />
      <CouponTermsFields form={form} />
      <Controller
        control={control}
        name="valid"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Can be redeemed"
          />
        )}
      />
      <TextInput
        label="Reason"
        required
        error={!!error('reason')}
        helperText={error('reason')}
        {...register('reason')}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save coupon
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Stack>
    </Stack>
  );
};
