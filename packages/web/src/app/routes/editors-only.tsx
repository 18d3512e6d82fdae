import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { isViewerOnly } from '@psc/core/accounts/permissions';
import { useCurrentUser } from '#lib/current-user.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';

/** What a Viewer is told they cannot do, one whole sentence each so that every language can say it its own way. */
type ViewerAction =
  | 'createOrChangeCalculators'
  | 'addOrChangeDestinations'
  | 'changeCalculators'
  | 'createCalculators'
  | 'createOrChangeMatrices'
  | 'addDestinations'
  | 'changeDestinations';

/**
 * The notice of account-and-billing.md §6 for a Viewer: what they cannot do, and who can change that. Its title is
 * core's `insufficientPrivilegesMessage` in English.
 */
export const InsufficientPrivilegesNotice = ({ action }: { action: ViewerAction }) => {
  const t = useMessages();
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('viewer.title')}</AlertTitle>
      {t(`viewer.cannot.${action}`)}
    </Alert>
  );
};

/** A page that changes data: a Viewer who reaches it by its address gets the notice, never the form. */
export const EditorsOnly = ({ action, children }: { action: ViewerAction; children: ReactNode }) => {
  const user = useCurrentUser();
  const t = useMessages();
  if (user.isPending) return <Typography>{t('boards.loading')}</Typography>;
  if (user.isError) return <Alert severity="error">Error: {user.error.message}</Alert>;
  return isViewerOnly(user.data.permissions, user.data.isDefaultAdmin) ? (
    <InsufficientPrivilegesNotice action={action} />
  ) : (
    children
  );
};
