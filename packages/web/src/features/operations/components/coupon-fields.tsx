import type { UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { billingCurrencies } from '@psc/core/billing/catalogue';
import { FormSelectField } from '#components/form/form-select-field.tsx';
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
      <FormSelectField
        control={control}
        name="kind"
        label="Discount"
        id="coupon-kind"
        size="medium"
        options={[
          { value: 'percent', label: 'Percent off' },
          { value: 'amount', label: 'Amount off' },
        ]}
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
          <FormSelectField
            control={control}
            name="currency"
            label="Currency"
            id="coupon-currency"
            size="medium"
            options={billingCurrencies.map((code) => ({ value: code, label: code }))}
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
      <FormSelectField
        control={control}
        name="duration"
        label="Applies"
        id="coupon-duration"
        size="medium"
        options={[
          { value: 'once', label: 'To the first payment' },
          { value: 'repeating', label: 'For some months' },
          { value: 'forever', label: 'To every payment' },
        ]}
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
