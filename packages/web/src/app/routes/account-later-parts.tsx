import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '#lib/lazy-part.ts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { AccountReply } from '@psc/core/accounts/accounts.schemas';
import { useAfterFirstPaint } from '#hooks/use-after-first-paint.ts';
import type { AccountTabKey } from './use-account-address.ts';

// What the account view's first paint, its Details tab, does not show comes in files of its own (issue 50): the
// other tabs when one is opened, and the Details tab's form sections below its plan, rendered (and so loaded) once
// that tab's first screen is painted (decision 0156). The first paint then waits for neither their code nor the
// form controls they share with other screens.
const UsersTab = lazyPart(() => import('../../features/users/components/users-tab.tsx'), 'UsersTab');
const TwoFactorPolicySection = lazyPart(
  () => import('../../features/users/components/two-factor-policy-section.tsx'),
  'TwoFactorPolicySection',
);
const ApiKeysSection = lazyPart(
  () => import('../../features/api-keys/components/api-keys-section.tsx'),
  'ApiKeysSection',
);
const WebhooksSection = lazyPart(
  () => import('../../features/webhooks/components/webhooks-section.tsx'),
  'WebhooksSection',
);
const InvoicesTab = lazyPart(
  () => import('../../features/billing/components/invoices-tab.tsx'),
  'InvoicesTab',
);
const InfoTab = lazyPart(() => import('../../features/accounts/components/info-tab.tsx'), 'InfoTab');
const PaymentMethodsTab = lazyPart(
  () => import('../../features/billing/components/payment-methods-tab.tsx'),
  'PaymentMethodsTab',
);
const FinanceDefaultsSection = lazyPart(
  () => import('../../features/accounts/components/finance-defaults-section.tsx'),
  'FinanceDefaultsSection',
);
const LanguageSetting = lazyPart(
  () => import('../../features/personalisation/components/language-setting.tsx'),
  'LanguageSetting',
);

/**
 * One part while its code (or its words, in the screens part: decision 0138) is on its way, in a boundary of its
 * own: on Preact's renderer (decision 0155), two parts arriving at different times under one boundary left the
 * second's wait uncaught (an "Uncaught [object Promise]" on the account view).
 */
const Later = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={280} aria-busy="true" />}>{children}</Suspense>
);

type AccountLaterPartsProps = {
  tab: AccountTabKey;
  currentUser: { id: string; isDefaultAdmin: boolean };
  canAddFullUser: boolean;
  isAdministrator: boolean;
  /** A locked account may not read its finance defaults: not asked for, not shown (issue 48). */
  locked: boolean;
  account: AccountReply;
  onReload: () => Promise<unknown>;
  onOpenDetails: () => void;
};

/** The open tab's parts beyond the Details tab's own: its finance and language sections, or another tab. */
export const AccountLaterParts = ({
  tab,
  currentUser,
  canAddFullUser,
  isAdministrator,
  locked,
  account,
  onReload,
  onOpenDetails,
}: AccountLaterPartsProps) => {
  // The Details tab's sections come with its second pass, after the first paint, as its paid plan does.
  const detailsSectionsShown = useAfterFirstPaint(tab === 'details', false);
  return (
    <>
      {detailsSectionsShown && isAdministrator && !locked && (
        <Later>
          <FinanceDefaultsSection />
        </Later>
      )}
      {detailsSectionsShown && isAdministrator && (
        // Set apart from the finance defaults above it, as the sections of the details tab are.
        <Box sx={{ mt: 3 }}>
          <Later>
            <LanguageSetting target="account" />
          </Later>
        </Box>
      )}
      {tab === 'users' && (
        <Later>
          <UsersTab currentUser={currentUser} onOpenDetails={onOpenDetails} canAddFullUser={canAddFullUser} />
        </Later>
      )}
      {tab === 'users' && isAdministrator && (
        <Later>
          <TwoFactorPolicySection />
        </Later>
      )}
      {tab === 'users' && isAdministrator && (
        <Later>
          <ApiKeysSection />
        </Later>
      )}
      {/* Beside the API keys, keeping the spec's five tabs (decision 0126). */}
      {tab === 'users' && isAdministrator && !locked && (
        <Later>
          <WebhooksSection />
        </Later>
      )}
      {tab === 'invoices' && (
        <Later>
          <InvoicesTab />
        </Later>
      )}
      {tab === 'info' && (
        <Later>
          <InfoTab key={account.id} account={account} onReload={onReload} />
        </Later>
      )}
      {tab === 'pm' && (
        <Later>
          <PaymentMethodsTab />
        </Later>
      )}
    </>
  );
};
