import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isApiError } from '#lib/api-client.ts';
import { useSetTwoFactorPolicy } from '../api/set-two-factor-policy.ts';
import { useTwoFactorPolicy } from '../api/get-two-factor-policy.ts';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

/**
 * Beyond the spec (decision 0040): an administrator requires 2-Step Verification of every user; users without it
 * are taken to My Profile to set it up before anything else opens.
 */
export const TwoFactorPolicySection = () => {
  const t = useMessages('screens');
  const policy = useTwoFactorPolicy();
  const save = useSetTwoFactorPolicy();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="two-factor-policy-title"
      sx={{ p: 2.5, mt: 2 }}
    >
      <Stack spacing={1.5}>
        <Typography id="two-factor-policy-title" component="h2" variant="h6">
          {t('users.policy.title')}
        </Typography>
        {policy.isPending && (
          <Skeleton variant="rounded" height={56} aria-label={t('users.policy.loading')} />
        )}
        {policy.isError && (
          <RetryAlert onRetry={() => void policy.refetch()}>{t('users.policy.loadFailed')}</RetryAlert>
        )}
        {policy.data !== undefined && (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={policy.data.requireTwoFactor}
                  disabled={save.isPending}
                  onChange={(_event, checked) => save.mutate(checked)}
                />
              }
              label={t('users.policy.require')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('users.policy.count', { on: policy.data.usersWithTwoFactor, users: policy.data.users })}
              {policy.data.requireTwoFactor
                ? ` ${t('users.policy.required')}`
                : ` ${t('users.policy.whenRequired')}`}
            </Typography>
            {save.isError && (
              <Alert severity="error" role="alert">
                {isApiError(save.error) && save.error.status === 409
                  ? save.error.message
                  : t('apiKeys.retryLater')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
};
