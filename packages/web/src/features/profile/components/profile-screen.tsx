import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { twoFactorPolicyMessages } from '@psc/core/auth/two-factor-policy.schemas';
import { useCurrentUser } from '#lib/current-user.ts';
import { PasskeysPanel } from './passkeys-panel.tsx';
import { PasswordPanel } from './password-panel.tsx';
import { SessionsPanel } from './sessions-panel.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { TwoFactorPanel } from './two-factor-panel.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { ReactNode } from 'react';

/** What a user added with a generated password reads first (the new-user e-mail's promise, issue 48). */
export const mustChangePasswordNotice =
  'Choose your own password: the one in your e-mail was made for you. The rest of PSC opens once you have.';

type ProfileScreenProps = {
  /** Both end the first-time state (§4 'Password reset'). */
  onPasswordChanged: () => void;
  onPasswordChangeCancelled: () => void;
  /** The account requires 2-Step Verification and this user has none yet (decision 0040). */
  twoFactorRequired?: boolean;
  onTwoFactorEnabled?: () => void;
  /** The user's language (issue 49), from the personalisation feature: shown under the summary. */
  languageSetting?: ReactNode;
};

/** My Profile (§2 'Profile / credential screen'): the Password and 2-Step Verification panels, passkeys, my sessions. */
export const ProfileScreen = ({
  onPasswordChanged,
  onPasswordChangeCancelled,
  twoFactorRequired = false,
  onTwoFactorEnabled,
  languageSetting,
}: ProfileScreenProps) => {
  const user = useCurrentUser();
  const t = useMessages();

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h4">
        {t('profile.title')}
      </Typography>
      {user.isPending && (
        <Stack spacing={2} aria-busy="true" aria-label={t('profile.loading')}>
          <Skeleton variant="rounded" height={104} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
      {user.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void user.refetch()}>
              {t('profile.retry')}
            </Button>
          }
        >
          {t('profile.loadFailed')}
        </Alert>
      )}
      {twoFactorRequired && (
        <Alert severity="warning" role="alert">
          {twoFactorPolicyMessages.setupRequired}. Turn it on below, or add a passkey: the rest of PSC opens
          as soon as you have one.
        </Alert>
      )}
      {user.data?.mustChangePassword === true && (
        <Alert severity="warning" role="alert">
          {mustChangePasswordNotice}
        </Alert>
      )}
      {user.data !== undefined && (
        <>
          <ProfileSummary user={user.data} />
          {languageSetting}
          <section aria-label={t('profile.signInSecurity')}>
            <PasswordPanel
              userId={user.data.id}
              email={user.data.email}
              datePasswordLastChanged={user.data.datePasswordLastChanged}
              startsOpen={user.data.mustChangePassword}
              onPasswordChanged={onPasswordChanged}
              onCancel={onPasswordChangeCancelled}
            />
            <TwoFactorPanel
              email={user.data.email}
              required={twoFactorRequired}
              {...(onTwoFactorEnabled ? { onEnabled: onTwoFactorEnabled } : {})}
            />
            <PasskeysPanel
              required={twoFactorRequired}
              {...(onTwoFactorEnabled ? { onAdded: onTwoFactorEnabled } : {})}
            />
            <SessionsPanel />
          </section>
        </>
      )}
    </Stack>
  );
};
