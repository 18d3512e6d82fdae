import { Controller, type UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { billingCurrencies } from '@psc/core/billing/catalogue';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import type { CouponFormValues } from './coupon-form-values.ts';

type FieldsProps = { form: UseFormReturn<CouponFormValues> };

/** Percent off, or an amount off in a currency. */
export const CouponDiscountFields = ({ form }: FieldsProps) => {
  const { register, control, watch, formState } = form;
  const kind = watch('kind');
  const error = (field: keyof CouponFormValues) => formState.errors[field]?.message;
  return (
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
  );
};

/** How long the discount applies, how often and until when it can be redeemed. */
export const CouponTermsFields = ({ form }: FieldsProps) => {
  const { register, control, watch, formState } = form;
  const duration = watch('duration');
  const error = (field: keyof CouponFormValues) => formState.errors[field]?.message;
  return (
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
  );
};
