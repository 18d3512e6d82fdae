import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { priceFeedCalendars } from '@psc/core/price-feeds/price-feeds.schemas';
import { FormSelectField } from '#components/form/form-select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import type { PriceFeedFormValues } from './price-feed-form-values.ts';

const calendarLabels: Readonly<Record<(typeof priceFeedCalendars)[number], string>> = {
  'ICE-US': 'ICE Futures U.S. business days',
  'ICE-EU': 'ICE Futures Europe business days',
  'ECB-TARGET': 'TARGET days (ECB)',
  weekdays: 'Every weekday',
};

/**
 * When a feed runs (local times in its exchange's zone, on its calendar's business days), when it is late, and how
 * far a figure may move before the file waits for approval.
 */
export const PriceFeedScheduleFields = ({ form }: { form: UseFormReturn<PriceFeedFormValues> }) => {
  const { register, control, formState } = form;
  const error = (field: keyof PriceFeedFormValues) => formState.errors[field]?.message;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Schedule
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="calendar"
          label="Calendar"
          size="medium"
          required
          options={priceFeedCalendars.map((value) => ({ value, label: calendarLabels[value] }))}
        />
        <TextInput
          label="Time zone"
          required
          error={!!error('timeZone')}
          helperText={error('timeZone') ?? "The exchange's zone, e.g. America/New_York"}
          {...register('timeZone')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Times of day"
          required
          error={!!error('times')}
          helperText={error('times') ?? 'HH:MM in that zone, several separated by commas'}
          {...register('times')}
        />
        <TextInput
          label="Late after (minutes)"
          required
          inputMode="numeric"
          error={!!error('lateAfterMinutes')}
          helperText={error('lateAfterMinutes') ?? 'With nothing delivered by then, operators are alerted'}
          {...register('lateAfterMinutes')}
        />
        <TextInput
          label="Hold changes beyond (%)"
          required
          inputMode="decimal"
          error={!!error('outlierPercent')}
          helperText={error('outlierPercent') ?? 'A larger move waits for your approval'}
          {...register('outlierPercent')}
        />
      </Stack>
    </>
  );
};
