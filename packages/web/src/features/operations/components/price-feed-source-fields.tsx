import { useWatch, type UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSelectField } from '#components/form/form-select-field.tsx';
import { PasswordField } from '#components/form/password-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import type { PriceFeedFormValues } from './price-feed-form-values.ts';

type FieldsProps = { form: UseFormReturn<PriceFeedFormValues> };

/**
 * Where a feed is fetched: an address (HTTPS; credentials sent once, stored sealed and never shown again) or a
 * folder on the server where the vendor drops its files.
 */
export const PriceFeedSourceFields = ({ form, editing }: FieldsProps & { editing: boolean }) => {
  const { register, control, formState } = form;
  const [sourceType, credentials] = useWatch({ control, name: ['sourceType', 'credentials'] });
  const error = (field: keyof PriceFeedFormValues) => formState.errors[field]?.message;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Source
      </Typography>
      <FormSelectField
        control={control}
        name="sourceType"
        label="Fetched from"
        size="medium"
        required
        options={[
          { value: 'url', label: 'An address (HTTPS GET)' },
          { value: 'folder', label: 'A watched folder on the server' },
        ]}
      />
      {sourceType === 'url' ? (
        <>
          <TextInput
            label="Address"
            required
            type="url"
            error={!!error('url')}
            helperText={error('url') ?? 'https://… (http:// only on this machine: localhost, 127.0.0.1)'}
            {...register('url')}
          />
          <FormSelectField
            control={control}
            name="credentials"
            label="Credentials"
            size="medium"
            options={[
              ...(editing ? [{ value: 'keep', label: 'Keep the stored ones' }] : []),
              { value: 'none', label: 'None' },
              { value: 'header', label: 'A header (an API key)' },
              { value: 'basic', label: 'User name and password (basic)' },
            ]}
          />
          {credentials === 'header' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                label="Header name"
                required
                error={!!error('headerName')}
                helperText={error('headerName')}
                {...register('headerName')}
              />
              <PasswordField
                label="Header value"
                required
                autoComplete="off"
                error={!!error('headerValue')}
                helperText={error('headerValue') ?? 'Stored sealed; never shown again'}
                {...register('headerValue')}
              />
            </Stack>
          )}
          {credentials === 'basic' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                label="User name"
                required
                autoComplete="off"
                error={!!error('username')}
                helperText={error('username')}
                {...register('username')}
              />
              <PasswordField
                label="Password"
                required
                autoComplete="new-password"
                error={!!error('password')}
                helperText={error('password') ?? 'Stored sealed; never shown again'}
                {...register('password')}
              />
            </Stack>
          )}
        </>
      ) : (
        <TextInput
          label="Folder"
          required
          error={!!error('folderPath')}
          helperText={
            error('folderPath') ?? 'An absolute path on the server; the newest file not yet read is read'
          }
          {...register('folderPath')}
        />
      )}
    </>
  );
};

/** A vendor's reply read without code: where its rows are, which fields say symbol, price and date. */
export const VendorMappingFields = ({ form }: FieldsProps) => {
  const { register, formState } = form;
  const error = (field: keyof PriceFeedFormValues) => formState.errors[field]?.message;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Vendor mapping
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Rows at (JSON path)"
          error={!!error('rowsPath')}
          helperText={error('rowsPath') ?? 'e.g. data.quotes; empty when the reply is the list'}
          {...register('rowsPath')}
        />
        <TextInput
          label="Currency"
          required
          error={!!error('mappingCurrency')}
          helperText={error('mappingCurrency')}
          {...register('mappingCurrency')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Symbol field"
          required
          error={!!error('symbolField')}
          helperText={error('symbolField')}
          {...register('symbolField')}
        />
        <TextInput
          label="Price field"
          required
          error={!!error('priceField')}
          helperText={error('priceField')}
          {...register('priceField')}
        />
        <TextInput
          label="Date field"
          required
          error={!!error('dateField')}
          helperText={error('dateField')}
          {...register('dateField')}
        />
      </Stack>
      <TextInput
        label="Symbols"
        required
        multiline
        minRows={3}
        error={!!error('symbols')}
        helperText={
          error('symbols') ?? 'One a line: symbol, contract, period (e.g. SBH27, NewYork11, Mar-27)'
        }
        {...register('symbols')}
      />
    </>
  );
};
