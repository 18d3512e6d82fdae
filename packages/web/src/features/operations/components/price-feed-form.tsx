import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  priceFeedFormats,
  priceFeedKinds,
  type PriceFeed,
  type PriceFeedKind,
} from '@psc/core/price-feeds/price-feeds.schemas';
import { FormSelectField } from '#components/form/form-select-field.tsx';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useSavePriceFeed } from '../api/price-feeds.ts';
import { PriceFeedScheduleFields } from './price-feed-schedule-fields.tsx';
import { PriceFeedSourceFields, VendorMappingFields } from './price-feed-source-fields.tsx';
import {
  formatLabels,
  kindDefaults,
  kindLabels,
  priceFeedFormDefaults,
  priceFeedFormSchema,
  priceFeedRequestOf,
  type PriceFeedFormValues,
} from './price-feed-form-values.ts';

type Props = {
  /** The feed to change, or null for a new one. */
  feed: PriceFeed | null;
  onClose: (saved: PriceFeed | null) => void;
};

/**
 * A new feed or changes to one: the kind's format, where it is fetched (an address with write-only credentials, or
 * a watched folder), its schedule in the exchange's zone and calendar, and when a change is held as an outlier.
 */
export const PriceFeedForm = ({ feed, onClose }: Props) => {
  const save = useSavePriceFeed();
  const form = useForm<PriceFeedFormValues>({
    resolver: zodResolver(priceFeedFormSchema),
    defaultValues: priceFeedFormDefaults(feed, 'ice-settlements'),
  });
  const { register, handleSubmit, control, formState, setValue } = form;
  const kind = useWatch({ control, name: 'kind' });
  const error = (field: keyof PriceFeedFormValues) => formState.errors[field]?.message;
  // A new feed takes the kind's name, format, schedule and (the ECB's) public address when its kind changes.
  const changeKind = (next: PriceFeedKind) => {
    const defaults = kindDefaults(next);
    setValue('name', defaults.name);
    setValue('format', defaults.format);
    setValue('url', defaults.url);
    setValue('sourceType', 'url');
    setValue('calendar', defaults.calendar);
    setValue('timeZone', defaults.timeZone);
    setValue('times', defaults.times);
    setValue('lateAfterMinutes', defaults.lateAfterMinutes);
  };
  const submit = handleSubmit((values) =>
    save.mutate({ feedId: feed?.id ?? null, request: priceFeedRequestOf(values) }, { onSuccess: onClose }),
  );
  const title = feed === null ? 'Add a price feed' : `Edit ${feed.name}`;
  return (
    <Dialog
      open
      onClose={() => onClose(null)}
      aria-labelledby="price-feed-form-title"
      fullWidth
      maxWidth="md"
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="price-feed-form-title">
        <DialogTitle id="price-feed-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {save.isError && (
              <Alert severity="error" role="alert">
                {save.error.message}
              </Alert>
            )}
            {feed?.fromEnvironment && (
              <Alert severity="info">
                This feed&apos;s address comes from ECB_RATES_URL: the server sets it again at each start.
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="kind"
                render={({ field }) => (
                  <SelectField
                    label="Kind"
                    size="medium"
                    required
                    disabled={feed !== null}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      changeKind(value as PriceFeedKind);
                    }}
                    options={priceFeedKinds.map((value) => ({ value, label: kindLabels[value] }))}
                  />
                )}
              />
              <FormSelectField
                control={control}
                name="format"
                label="Format"
                size="medium"
                required
                error={!!error('format')}
                options={priceFeedFormats[kind].map((value) => ({ value, label: formatLabels[value] }))}
              />
            </Stack>
            <TextInput
              label="Name"
              required
              error={!!error('name')}
              helperText={error('name') ?? 'Shown as the publisher of what the feed publishes'}
              {...register('name')}
            />
            <PriceFeedSourceFields form={form} editing={feed !== null} />
            {kind === 'vendor-prices' && <VendorMappingFields form={form} />}
            <PriceFeedScheduleFields form={form} />
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label="On: runs at its scheduled times"
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(null)}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {feed === null ? 'Add feed' : 'Save feed'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
