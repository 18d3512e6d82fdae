import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAccountAccess } from './use-account-access.ts';

const reachableWhenLocked: ReadonlySet<string> = new Set([paths.account.path, paths.audit.path]);

/** Awaiting payment, cancelled and expired free accounts are sent to the account view (§4), as the server locks the rest. */
export const AccountStateGuard = ({ children }: { children: ReactNode }) => {
  const { locked } = useAccountAccess();
  const location = useLocation();
  if (locked && !reachableWhenLocked.has(location.pathname))
    return <Navigate to={paths.account.path} replace />;
  return children;
};
