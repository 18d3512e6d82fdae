import { useState, type ChangeEvent } from 'react';
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

const fields: ReadonlyArray<{ name: BillingField; label: string; required: boolean; autoComplete?: string }> =
  [
    { name: 'firstName', label: 'First Name', required: true, autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', required: true, autoComplete: 'family-name' },
    { name: 'companyName', label: 'Company', required: true, autoComplete: 'organization' },
    { name: 'country', label: 'Country', required: true, autoComplete: 'country' },
    { name: 'state', label: 'State/Region', required: false, autoComplete: 'address-level1' },
    { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
    { name: 'postcode', label: 'Postcode', required: true, autoComplete: 'postal-code' },
    { name: 'streetAddress', label: 'Street', required: true, autoComplete: 'address-line1' },
    { name: 'suite', label: 'Suite/Unit', required: false, autoComplete: 'address-line2' },
    { name: 'phoneNumber', label: 'Phone Number', required: false, autoComplete: 'tel' },
    { name: 'vat', label: 'VAT', required: false },
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
  const [values, setValues] = useState<Values>(() => valuesOf(account));
  const [saved, setSaved] = useState(false);
  // 'X is required' shows for a field left empty after the user has been in it, or after a save: never on arrival.
  const [touched, setTouched] = useState<ReadonlySet<BillingField>>(new Set());
  const update = useUpdateBillingInformation();

  const set = (name: BillingField, value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const save = async () => {
    setSaved(false);
    setTouched(new Set(fields.map((field) => field.name)));
    const reply = await update.mutateAsync({ ...values, id: account.id }).catch(() => null);
    if (reply === null) return;
    setValues(valuesOf(reply));
    setSaved(true);
  };

  const cancel = async () => {
    update.reset();
    setSaved(false);
    setTouched(new Set());
    const reloaded = await onReload();
    const fresh = (reloaded as { data?: AccountReply }).data;
    setValues(valuesOf(fresh ?? account));
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-labelledby="billing-information-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography component="h2" variant="h6" id="billing-information-title">
        Billing Information
      </Typography>
      <Typography color="text.secondary">
        This information must be kept current to ensure your account continues to be active.
      </Typography>
      {update.isError && (
        <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
          {update.error.message}
        </Typography>
      )}
      {saved && (
        <Alert severity="success" role="status">
          Billing information saved
        </Alert>
      )}
      <Grid container spacing={2}>
        {fields.map((field) => {
          const empty = field.required && touched.has(field.name) && values[field.name].trim() === '';
          const common = {
            fullWidth: true,
            label: field.label,
            name: field.name,
            required: field.required,
            value: values[field.name],
            error: empty,
            helperText: empty ? `${field.label} is required` : ' ',
            slotProps: { htmlInput: { autoComplete: field.autoComplete ?? 'off' } },
            onChange: (event: ChangeEvent<HTMLInputElement>) => set(field.name, event.target.value),
            onBlur: () => setTouched((current) => new Set(current).add(field.name)),
          };
          return (
            <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
              {field.name === 'country' ? (
                <TextField {...common} select>
                  {countryOptions.map((country) => (
                    <MenuItem key={country.code} value={country.code}>
                      {country.name}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField {...common} />
              )}
            </Grid>
          );
        })}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void cancel()}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
};
