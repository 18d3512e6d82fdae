import Alert from '@mui/material/Alert';
import type { AccountState } from '@psc/core/accounts/account-status';

type AccountStateMessageProps = {
  state: AccountState;
  isAdministrator: boolean;
  cancellationEnabled: boolean;
};

/** 'Messages by state' of §4: what the account's people can do about its plan. */
export const AccountStateMessage = ({
  state,
  isAdministrator,
  cancellationEnabled,
}: AccountStateMessageProps) => {
  if (!isAdministrator) {
    return <Alert severity="info">Contact your administrator to update the User License(s)</Alert>;
  }
  switch (state) {
    case 'cancelled':
      // Decision 0083: the data is kept and the account reactivates itself by buying a plan.
      return (
        <Alert severity="warning">
          Your subscription has ended and the account is on the Free plan: your data is kept. Buy a plan with
          UPGRADE below to use PSC again.
        </Alert>
      );
    case 'awaitingPayment':
      return (
        <Alert severity="warning">
          Please pay the amount due. If you have already paid, contact us: operations are temporarily locked.
        </Alert>
      );
    case 'super':
      return <Alert severity="info">Contact us to add User Licence(s).</Alert>;
    case 'free':
    case 'freeExpired':
      return <Alert severity="info">Upgrade to a paid plan to create more user licences.</Alert>;
    case 'paid':
      return cancellationEnabled ? null : (
        <Alert severity="info">Contact your administrator to update the User License(s)</Alert>
      );
  }
};
