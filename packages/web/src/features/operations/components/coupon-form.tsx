import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { billingCurrencies } from '@psc/core/billing/catalogue';
import type { DeskCoupon } from '@psc/core/operations/catalogue-desk.schemas';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useSaveCoupon } from '../api/save-coupon.ts';

const wholeOrEmpty = z.string().regex(/^\d*$/, 'A whole number');
const couponFormSchema = z
  .object({
    id: z.string().trim().min(2, 'At least 2 characters').max(64),
    name: z.string().trim().min(1, 'Give a name').max(120),
    kind: z.enum(['percent', 'amount']),
    percentOff: z.string(),
    amountOff: z.string(),
    currency: z.enum(billingCurrencies),
    duration: z.enum(['once', 'repeating', 'forever']),
    durationInMonths: wholeOrEmpty,
    maxRedemptions: wholeOrEmpty,
    redeemBy: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'A date YYYY-MM-DD'),
    valid: z.boolean(),
    reason: z.string().trim().min(1, 'Give a reason'),
  })
  .superRefine((values, context) => {
    const amount = Number(values.kind === 'percent' ? values.percentOff : values.amountOff);
    const field = values.kind === 'percent' ? 'percentOff' : 'amountOff';
    if (!(amount > 0) || (values.kind === 'percent' && amount > 100))
      context.addIssue({
        code: 'custom',
        path: [field],
        message: values.kind === 'percent' ? 'Between 0 and 100' : 'More than 0',
      });
    if (values.duration === 'repeating' && !(Number(values.durationInMonths) > 0))
      context.addIssue({ code: 'custom', path: ['durationInMonths'], message: 'How many months it repeats' });
  });
type CouponFormValues = z.infer<typeof couponFormSchema>;

const defaultsOf = (coupon: DeskCoupon | null): CouponFormValues => ({
  id: coupon?.id ?? '',
  name: coupon?.name ?? '',
  kind: coupon?.amountOff != null ? 'amount' : 'percent',
  percentOff: coupon?.percentOff == null ? '' : String(coupon.percentOff),
  amountOff: coupon?.amountOff == null ? '' : (coupon.amountOff / 100).toFixed(2),
  currency: (billingCurrencies as readonly string[]).includes(coupon?.currency ?? '')
    ? (coupon?.currency as CouponFormValues['currency'])
    : 'EUR',
  duration: coupon?.duration ?? 'once',
  durationInMonths: coupon?.durationInMonths == null ? '' : String(coupon.durationInMonths),
  maxRedemptions: coupon?.maxRedemptions == null ? '' : String(coupon.maxRedemptions),
  redeemBy: coupon?.redeemBy == null ? '' : new Date(coupon.redeemBy).toISOString().slice(0, 10),
  valid: coupon?.valid ?? true,
  reason: '',
});

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** A new coupon, or changes to one (its code stays); the amount is in major units of its currency. */
export const CouponForm = ({ coupon, onDone }: { coupon: DeskCoupon | null; onDone: () => void }) => {
  const save = useSaveCoupon();
  const { register, handleSubmit, control, watch, formState } = useForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: defaultsOf(coupon),
  });
  const kind = watch('kind');
  const duration = watch('duration');
  const error = (field: keyof CouponFormValues) => formState.errors[field]?.message;
  const submit = handleSubmit((values) =>
    save.mutate(
      {
        id: values.id,
        name: values.name,
        percentOff: values.kind === 'percent' ? Number(values.percentOff) : null,
        amountOff: values.kind === 'amount' ? Math.round(Number(values.amountOff) * 100) : null,
        currency: values.kind === 'amount' ? values.currency : null,
        duration: values.duration,
        durationInMonths: values.duration === 'repeating' ? numberOrNull(values.durationInMonths) : null,
        maxRedemptions: numberOrNull(values.maxRedemptions),
        redeemBy: values.redeemBy === '' ? null : Date.parse(`${values.redeemBy}T23:59:59Z`),
        valid: values.valid,
        reason: values.reason,
      },
      { onSuccess: onDone },
    ),
  );
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <SelectField
              label="Discount"
              id="coupon-kind"
              size="medium"
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'percent', label: 'Percent off' },
                { value: 'amount', label: 'Amount off' },
              ]}
            />
          )}
        />
        {kind === 'percent' ? (
          <TextInput
            label="Percent off"
            inputMode="decimal"
            required
            error={!!error('percentOff')}
            helperText={error('percentOff')}
            {...register('percentOff')}
          />
        ) : (
          <>
            <TextInput
              label="Amount off"
              inputMode="decimal"
              required
              error={!!error('amountOff')}
              helperText={error('amountOff')}
              {...register('amountOff')}
            />
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <SelectField
                  label="Currency"
                  id="coupon-currency"
                  size="medium"
                  value={field.value}
                  onChange={field.onChange}
                  options={billingCurrencies.map((code) => ({ value: code, label: code }))}
                />
              )}
            />
          </>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <SelectField
              label="Applies"
              id="coupon-duration"
              size="medium"
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'once', label: 'To the first payment' },
                { value: 'repeating', label: 'For some months' },
                { value: 'forever', label: 'To every payment' },
              ]}
            />
          )}
        />
        {duration === 'repeating' && (
          <TextInput
            label="Months"
            inputMode="numeric"
            required
            error={!!error('durationInMonths')}
            helperText={error('durationInMonths')}
            {...register('durationInMonths')}
          />
        )}
        <TextInput
          label="Most redemptions"
          inputMode="numeric"
          error={!!error('maxRedemptions')}
          helperText={error('maxRedemptions') ?? 'Empty: no limit'}
          {...register('maxRedemptions')}
        />
        <TextInput
          label="Redeem by (UTC date)"
          placeholder="YYYY-MM-DD"
          shrinkLabel
          error={!!error('redeemBy')}
          helperText={error('redeemBy') ?? 'Empty: no end'}
          {...register('redeemBy')}
        />
      </Stack>
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
