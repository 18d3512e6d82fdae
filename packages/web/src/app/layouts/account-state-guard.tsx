import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { paths } from '#config/paths.ts';
import { useAccountUse } from '../../features/account-banner/api/get-account-use.ts';
import { storedFiguresTime } from '#lib/persisted-figures.ts';
import { useAccountAccess } from './use-account-access.ts';
import { useCurrentUser } from '#lib/current-user.ts';

// Terms & Conditions too: the spec lets a locked account read them (§2 'Frame').
const reachableWhenLocked: ReadonlySet<string> = new Set([
  paths.account.path,
  paths.audit.path,
  paths.terms.path,
]);

/**
 * Awaiting payment, cancelled and expired free accounts are sent to the account view (§4), as the server locks the rest.
 * No screen is shown before the account's state is known, from the server or from the last visit's copy (decision
 * 0052): a screen shown early would ask the server for data a locked account is refused, and then be replaced by the
 * account view. If the state cannot be read, the screens carry on (the server still enforces the lock).
 */
export const AccountStateGuard = ({ children }: { children: ReactNode }) => {
  const use = useAccountUse();
  const { locked } = useAccountAccess();
  const user = useCurrentUser();
  const location = useLocation();
  if (use.isPending) return <LinearProgress aria-label="Checking the account" />;
  // The last visit's copy opens the screens at once, but only the current state may send the user elsewhere.
  const sendsElsewhere = locked || use.data?.twoFactorSetupRequired === true;
  if (sendsElsewhere && use.isFetching && storedFiguresTime(use.dataUpdatedAt) !== null)
    return <LinearProgress aria-label="Checking the account" />;
  if (locked && !reachableWhenLocked.has(location.pathname))
    return <Navigate to={paths.account.path} replace />;
  // The account requires 2-Step Verification and this user has none: My Profile sets it up (decision 0040).
  // A password generated for the user is changed there first, as the new-user e-mail promises (decision 0102).
  const sentToProfile = use.data?.twoFactorSetupRequired === true || user.data?.mustChangePassword === true;
  if (sentToProfile && location.pathname !== paths.profile.path)
    return <Navigate to={paths.profile.path} replace />;
  return children;
};
