import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppSettingReply } from '@psc/core/auth/auth.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useDeskSettings, useUpdateDeskSettings } from '../api/desk-settings.ts';
import { CataloguePricesEditor } from './catalogue-prices-editor.tsx';
import { CouponsDesk } from './coupons-desk.tsx';

const settingsSchema = z.object({
  howToUrl: z.string().max(2000),
  privacyUrl: z.string().max(2000),
  registerUrl: z.string().max(2000),
});
type SettingsValues = z.infer<typeof settingsSchema>;

const SettingsForm = ({ settings }: { settings: AppSettingReply }) => {
  const update = useUpdateDeskSettings();
  const { register, handleSubmit } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      howToUrl: settings.howToUrl ?? '',
      privacyUrl: settings.privacyUrl ?? '',
      registerUrl: settings.registerUrl ?? '',
    },
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((values) => update.mutate(values))}>
      {update.isError && (
        <Alert severity="error" role="alert">
          {update.error.message}
        </Alert>
      )}
      {update.isSuccess && (
        <Alert severity="success" role="status">
          Saved: traders see it on their next read.
        </Alert>
      )}
      <TextInput
        label="How to Use video (YouTube link or id)"
        helperText="Empty: the video shipped with the app"
        {...register('howToUrl')}
      />
      <TextInput
        label="Privacy policy link"
        helperText="A path of this site (/terms#privacy) or an http(s) address"
        {...register('privacyUrl')}
      />
      <TextInput
        label="Registration link"
        helperText="Where 'Register' on the login page leads"
        {...register('registerUrl')}
      />
      <Button type="submit" variant="contained" disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        Save
      </Button>
    </Stack>
  );
};

/** The administrator's app settings (account-and-billing.md §3 'App setting'), the catalogue's prices and coupons. */
export const SettingsDesk = () => {
  const settings = useDeskSettings();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Settings
      </Typography>
      <Paper component="section" aria-labelledby="app-settings-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="app-settings-title" variant="h6" component="h2" gutterBottom>
          App settings
        </Typography>
        {settings.isPending ? (
          <Skeleton variant="rounded" height={220} aria-label="Loading the settings" />
        ) : settings.isError ? (
          <RetryAlert onRetry={() => void settings.refetch()}>{settings.error.message}</RetryAlert>
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </Paper>
      <Paper component="section" aria-labelledby="catalogue-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="catalogue-title" variant="h6" component="h2" gutterBottom>
          Plans and prices
        </Typography>
        <CataloguePricesEditor />
      </Paper>
      <Paper component="section" aria-labelledby="coupons-title" sx={{ p: 2 }}>
        <Typography id="coupons-title" variant="h6" component="h2" gutterBottom>
          Coupons
        </Typography>
        <CouponsDesk />
      </Paper>
    </>
  );
};
