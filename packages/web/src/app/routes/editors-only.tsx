import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { insufficientPrivilegesMessage, isViewerOnly } from '@psc/core/accounts/permissions';
import { useCurrentUser } from '#lib/current-user.ts';

/** The notice of account-and-billing.md §6 for a Viewer: what they cannot do, and who can change that. */
export const InsufficientPrivilegesNotice = ({ action }: { action: string }) => (
  <Alert severity="info" role="status">
    <AlertTitle>{insufficientPrivilegesMessage}</AlertTitle>
    As a Viewer you can read calculators and destinations but not {action}. Contact your administrator to
    upgrade your licence to Full User.
  </Alert>
);

/** A page that changes data: a Viewer who reaches it by its address gets the notice, never the form. */
export const EditorsOnly = ({ action, children }: { action: string; children: ReactNode }) => {
  const user = useCurrentUser();
  if (user.isPending) return <Typography>Loading...</Typography>;
  if (user.isError) return <Alert severity="error">Error: {user.error.message}</Alert>;
  return isViewerOnly(user.data.permissions, user.data.isDefaultAdmin) ? (
    <InsufficientPrivilegesNotice action={action} />
  ) : (
    children
  );
};
