import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { lazyPart } from '#lib/lazy-part.ts';
import { ScreenTallPlace } from '#components/screen-tall-place.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isCancellationEnabled } from '@psc/core/accounts/account-status';
import { paths } from '#config/paths.ts';
import { useAccountUse } from '../../features/account-banner/api/get-account-use.ts';
import { useMyAccount } from '../../features/accounts/api/get-my-account.ts';
import { AccountHeader } from '../../features/accounts/components/account-header.tsx';
import { AccountStateMessage } from '../../features/accounts/components/account-state-message.tsx';
import { DetailsTab } from '../../features/accounts/components/details-tab.tsx';
import { useSubscriptionDetails } from '../../features/billing/api/get-subscription-details.ts';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { useUsers } from '../../features/users/api/get-users.ts';
import { useCurrentUser } from '#lib/current-user.ts';
import { useCalendarDateFormatter } from '#lib/date-format.ts';
import { useAccountAccess } from '../layouts/use-account-access.ts';
import { accountTabs, useAccountAddress, type AccountTabKey } from './use-account-address.ts';
import { ReviewTarget, usePlanReview } from './plan-review.tsx';
import { AccountLaterParts } from './account-later-parts.tsx';
import { useMessages } from '#lib/i18n/use-messages.ts';

// The Details tab draws the paid plan in its second pass, after the licences (issue 50): its code (the plan's card,
// terms, actions and payment panel) comes then too, rather than before the first paint.
const PaidPlanSection = lazyPart(
  () => import('../../features/billing/components/paid-plan-section.tsx'),
  'PaidPlanSection',
);

const AccountLoading = ({ label }: { label: string }) => (
  <Stack spacing={2} aria-busy="true" aria-label={label} sx={{ maxWidth: 960, mx: 'auto' }}>
    <Skeleton variant="rounded" height={48} />
    <Skeleton variant="rounded" height={280} />
  </Stack>
);

const AccountLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const t = useMessages();
  return (
    <Alert
      severity="error"
      sx={{ maxWidth: 960, mx: 'auto' }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('account.retry')}
        </Button>
      }
    >
      {t('account.loadFailed')}
    </Alert>
  );
};

/** The Account panel of §2: header and five tabs; billing's Paid Plan section, Invoices and PM come from the billing feature. */
export const AccountRoute = () => {
  const navigate = useNavigate();
  const t = useMessages();
  const signOut = useSignOut();
  const user = useCurrentUser();
  const use = useAccountUse();
  const access = useAccountAccess();
  const isAdministrator = user.data?.isAdmin ?? false;
  const account = useMyAccount({ enabled: isAdministrator });
  const subscription = useSubscriptionDetails({ enabled: isAdministrator });
  const users = useUsers({ enabled: isAdministrator });
  // Trial ends, renewals and term ends are days, not instants: shown to the day in the user's style.
  const formatDate = useCalendarDateFormatter();

  const {
    tab,
    openTab,
    tabsFrozen,
    providerReturn,
    upgradeRequested,
    upgradeOpened,
    reviewRequested,
    reviewShown,
  } = useAccountAddress(access.state === 'freeExpired' || access.state === 'cancelled');
  const planShown = usePlanReview(reviewRequested, reviewShown, tab === 'details' ? 'details' : null);

  if (user.isPending || use.isPending || (isAdministrator && account.isPending))
    return <AccountLoading label={t('account.loading')} />;
  // The account's read counts for an administrator only: one read ahead on a role since changed was refused.
  if (user.isError || use.isError || (isAdministrator && account.isError) || access.state === null)
    return (
      <AccountLoadError
        onRetry={() =>
          void Promise.all([user.refetch(), use.refetch(), isAdministrator ? account.refetch() : null])
        }
      />
    );

  const me = user.data;
  const onHome = access.state === 'freeExpired' ? null : () => void navigate(paths.home.path);
  const message = (
    <AccountStateMessage
      state={access.state}
      isAdministrator={isAdministrator}
      cancellationEnabled={isCancellationEnabled(use.data.status, me.isDefaultAdmin)}
    />
  );

  if (!isAdministrator || account.data === undefined) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
        <AccountHeader user={me} onHome={onHome} />
        <ReviewTarget targetRef={planShown} label={t('account.yourPlan')}>
          {message}
        </ReviewTarget>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <AccountHeader user={me} onHome={onHome} />
      {message}
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: AccountTabKey) => openTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          // At 400 px the PM tab is off the edge: the arrows show on narrow screens too (issue 48).
          allowScrollButtonsMobile
          aria-label={t('account.tabs')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {accountTabs.map((item) => (
            <Tab
              key={item.key}
              value={item.key}
              label={t(item.label)}
              id={`account-tab-${item.key}`}
              aria-controls={`account-panel-${item.key}`}
              disabled={tabsFrozen && item.key !== 'details'}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`account-panel-${tab}`}
          aria-labelledby={`account-tab-${tab}`}
          sx={{ p: { xs: 1.5, sm: 3 } }}
        >
          {tab === 'details' && (
            <DetailsTab
              account={account.data}
              use={use.data}
              state={access.state}
              isDefaultAdmin={me.isDefaultAdmin}
              billingRecipients={users.data ?? []}
              formatDate={formatDate}
              planName={subscription.data?.planName}
              onAccountClosed={() => void signOut()}
              paidPlan={
                <ReviewTarget targetRef={planShown} label={t('account.yourPlan')}>
                  <Suspense fallback={<ScreenTallPlace />}>
                    <PaidPlanSection
                      formatDate={formatDate}
                      providerReturn={providerReturn}
                      onChangePaymentMethod={() => openTab('pm')}
                      // REVIEW of an ended subscription offers its plans at once (decision 0083), as UPGRADE does.
                      openPlanChooser={upgradeRequested || (reviewRequested && access.state === 'cancelled')}
                      onPlanChooserOpened={upgradeOpened}
                    />
                  </Suspense>
                </ReviewTarget>
              }
            />
          )}
          <AccountLaterParts
            tab={tab}
            currentUser={me}
            canAddFullUser={use.data.canAddUser}
            isAdministrator={isAdministrator}
            locked={access.locked}
            account={account.data}
            onReload={() => account.refetch()}
            onOpenDetails={() => openTab('details')}
          />
        </Box>
      </Paper>
    </Stack>
  );
};
