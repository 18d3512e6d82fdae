import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
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
import { FinanceDefaultsSection } from '../../features/accounts/components/finance-defaults-section.tsx';
import { InfoTab } from '../../features/accounts/components/info-tab.tsx';
import { InvoicesTab } from '../../features/billing/components/invoices-tab.tsx';
import { useSubscriptionDetails } from '../../features/billing/api/get-subscription-details.ts';
import { PaidPlanSection } from '../../features/billing/components/paid-plan-section.tsx';
import { PaymentMethodsTab } from '../../features/billing/components/payment-methods-tab.tsx';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { useUsers } from '../../features/users/api/get-users.ts';
import { ApiKeysSection } from '../../features/api-keys/components/api-keys-section.tsx';
import { TwoFactorPolicySection } from '../../features/users/components/two-factor-policy-section.tsx';
import { UsersTab } from '../../features/users/components/users-tab.tsx';
import { useCurrentUser } from '#lib/current-user.ts';
import { useCalendarDateFormatter } from '#lib/date-format.ts';
import { useAccountAccess } from '../layouts/use-account-access.ts';

const tabs = [
  { key: 'details', label: 'Details' },
  { key: 'users', label: 'Users' },
  { key: 'invoices', label: 'Invoices' },
  { key: 'info', label: 'Info' },
  { key: 'pm', label: 'PM' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

const isTabKey = (value: string | null): value is TabKey => tabs.some((tab) => tab.key === value);

/** The Account panel of §2: header and five tabs; billing's Paid Plan section, Invoices and PM come from the billing feature. */
export const AccountRoute = () => {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser();
  const use = useAccountUse();
  const access = useAccountAccess();
  const isAdministrator = user.data?.isAdmin ?? false;
  const account = useMyAccount({ enabled: isAdministrator });
  const subscription = useSubscriptionDetails({ enabled: isAdministrator });
  const users = useUsers({ enabled: isAdministrator });
  // Trial ends, renewals and term ends are days, not instants: shown to the day in the user's style.
  const formatDate = useCalendarDateFormatter();

  // Tab switching is ignored when the account is expired or the subscription cancelled (§2).
  const tabsFrozen = access.state === 'freeExpired' || access.state === 'cancelled';
  const requested = searchParams.get('tab');
  // The provider's return (§2 'stripesucc' / 'stripefail') was turned into ?payment= by the start query. It is read
  // once and then removed from the address: the payment-success flag resets (§ 'Subscription update result'), so a
  // reload or the remembered last page does not announce the plan change again.
  const [providerReturn] = useState<'success' | 'failure' | null>(() => {
    const payment = searchParams.get('payment');
    return payment === 'success' ? 'success' : payment === 'failure' ? 'failure' : null;
  });
  useEffect(() => {
    if (!searchParams.has('payment')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('payment');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
  const tab: TabKey = !tabsFrozen && isTabKey(requested) ? requested : 'details';
  // ?upgrade=1: the banner's UPGRADE asks for the team-size editor; read once, then taken off the address.
  const upgradeRequested = searchParams.has('upgrade');
  const upgradeOpened = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('upgrade');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const openTab = (next: TabKey) => {
    if (tabsFrozen) return;
    setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true });
  };

  if (user.isPending || use.isPending || (isAdministrator && account.isPending)) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the account" sx={{ maxWidth: 960, mx: 'auto' }}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={280} />
      </Stack>
    );
  }
  if (user.isError || use.isError || account.isError || access.state === null) {
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: 960, mx: 'auto' }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void Promise.all([user.refetch(), use.refetch(), account.refetch()])}
          >
            Retry
          </Button>
        }
      >
        Error: A problem getting the account details from the server was encountered.
      </Alert>
    );
  }

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
        {message}
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
          onChange={(_event, next: TabKey) => openTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Account"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((item) => (
            <Tab
              key={item.key}
              value={item.key}
              label={item.label}
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
                <PaidPlanSection
                  formatDate={formatDate}
                  providerReturn={providerReturn}
                  onChangePaymentMethod={() => openTab('pm')}
                  openPlanChooser={upgradeRequested}
                  onPlanChooserOpened={upgradeOpened}
                />
              }
            />
          )}
          {tab === 'details' && isAdministrator && <FinanceDefaultsSection />}
          {tab === 'users' && (
            <UsersTab
              currentUser={me}
              onOpenDetails={() => openTab('details')}
              canAddFullUser={use.data.canAddUser}
            />
          )}
          {tab === 'users' && isAdministrator && <TwoFactorPolicySection />}
          {tab === 'users' && isAdministrator && <ApiKeysSection />}
          {tab === 'invoices' && <InvoicesTab />}
          {tab === 'info' && (
            <InfoTab key={account.data.id} account={account.data} onReload={() => account.refetch()} />
          )}
          {tab === 'pm' && <PaymentMethodsTab />}
        </Box>
      </Paper>
    </Stack>
  );
};
