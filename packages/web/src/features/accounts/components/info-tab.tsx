import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountReply } from '@psc/core/accounts/accounts.schemas';
import { countryOptions } from '@psc/core/accounts/countries';
import { useUpdateBillingInformation } from '../api/update-billing-information.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';

type BillingField =
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'country'
  | 'state'
  | 'city'
  | 'postcode'
  | 'streetAddress'
  | 'suite'
  | 'phoneNumber'
  | 'vat';

const fields: ReadonlyArray<{
  name: BillingField;
  label: MessageKey;
  required: boolean;
  autoComplete?: string;
}> = [
  { name: 'firstName', label: 'info.firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'info.lastName', required: true, autoComplete: 'family-name' },
  { name: 'companyName', label: 'info.company', required: true, autoComplete: 'organization' },
  { name: 'country', label: 'info.country', required: true, autoComplete: 'country' },
  { name: 'state', label: 'info.state', required: false, autoComplete: 'address-level1' },
  { name: 'city', label: 'info.city', required: true, autoComplete: 'address-level2' },
  { name: 'postcode', label: 'info.postcode', required: true, autoComplete: 'postal-code' },
  { name: 'streetAddress', label: 'info.street', required: true, autoComplete: 'address-line1' },
  { name: 'suite', label: 'info.suite', required: false, autoComplete: 'address-line2' },
  { name: 'phoneNumber', label: 'info.phone', required: false, autoComplete: 'tel' },
  { name: 'vat', label: 'info.vat', required: false },
];

type Values = Record<BillingField, string>;

const valuesOf = (account: AccountReply): Values =>
  Object.fromEntries(fields.map((field) => [field.name, account[field.name] ?? ''])) as Values;

type InfoTabProps = {
  account: AccountReply;
  /** Cancel reloads the billing information from the server (§2 'Info tab'). */
  onReload: () => Promise<unknown>;
};

/** 'Billing Information': sent without a client check; the server's message shows in red above the form (§5, §8). */
export const InfoTab = ({ account, onReload }: InfoTabProps) => {
  const t = useMessages('screens');
  const { control, handleSubmit, reset, formState } = useForm<Values>({ defaultValues: valuesOf(account) });
  const [saved, setSaved] = useState(false);
  const update = useUpdateBillingInformation();

  const save = handleSubmit(async (values) => {
    setSaved(false);
    const reply = await update.mutateAsync({ ...values, id: account.id }).catch(() => null);
    if (reply === null) return;
    reset(valuesOf(reply));
    setSaved(true);
  });

  const cancel = async () => {
    update.reset();
    setSaved(false);
    const reloaded = await onReload();
    const fresh = (reloaded as { data?: AccountReply }).data;
    reset(valuesOf(fresh ?? account));
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-labelledby="billing-information-title"
      onSubmit={(event) => void save(event)}
    >
      <Typography component="h2" variant="h6" id="billing-information-title">
        {t('info.title')}
      </Typography>
      <Typography color="text.secondary">{t('info.intro')}</Typography>
      {update.isError && (
        <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
          {update.error.message}
        </Typography>
      )}
      {saved && (
        <Alert severity="success" role="status">
          {t('info.saved')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name={field.name}
              render={({ field: { ref, onChange, ...input }, fieldState }) => {
                // 'X is required' shows for a field left empty after the user has been in it, or after a save:
                // never on arrival.
                const empty =
                  field.required &&
                  (fieldState.isTouched || formState.isSubmitted) &&
                  input.value.trim() === '';
                const common = {
                  ...input,
                  inputRef: ref,
                  onChange: (event: { target: { value: string } }) => {
                    setSaved(false);
                    onChange(event.target.value);
                  },
                  fullWidth: true,
                  label: t(field.label),
                  required: field.required,
                  error: empty,
                  helperText: empty ? t('info.required', { field: t(field.label) }) : ' ',
                  slotProps: { htmlInput: { autoComplete: field.autoComplete ?? 'off' } },
                };
                return field.name === 'country' ? (
                  <TextField {...common} select>
                    {countryOptions.map((country) => (
                      <MenuItem key={country.code} value={country.code}>
                        {country.name}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <TextField {...common} />
                );
              }}
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void cancel()}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
};
