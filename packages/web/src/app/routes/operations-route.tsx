import { Navigate, useOutletContext, useParams } from 'react-router';
import type { OperatorMeReply } from '@psc/core/operations/operations.schemas';
import { operatorMayAct, operatorRoleNames } from '@psc/core/operations/operator-roles';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { AccountSearch } from '../../features/operations/components/account-search.tsx';
import { FeedsDesk } from '../../features/operations/components/feeds-desk.tsx';
import { MarketDesk } from '../../features/operations/components/market-desk.tsx';
import { NewsDesk } from '../../features/operations/components/news-desk.tsx';
import { JoinPage } from '../../features/operations/components/join-page.tsx';
import { JobsDesk } from '../../features/operations/components/jobs-desk.tsx';
import { OperatorsDesk } from '../../features/operations/components/operators-desk.tsx';
import { RuleTablePage } from '../../features/operations/components/rule-table-page.tsx';
import { RuleTablesDesk } from '../../features/operations/components/rule-tables-desk.tsx';
import { SettingsDesk } from '../../features/operations/components/settings-desk.tsx';
import { OperatorAuditPage } from '../../features/operations/components/operator-audit-page.tsx';
import { SupportAccount } from '../../features/operations/components/support-account.tsx';
import { operationsPaths } from '../../features/operations/operations-paths.ts';

export { OperationsShell as OperationsRoute } from '../../features/operations/components/operations-shell.tsx';

/** /ops: the first desk the operator's role opens. */
export const OperationsHomeRoute = () => {
  const me = useOutletContext<OperatorMeReply>();
  return (
    <Navigate
      replace
      to={operatorMayAct(me.role, 'analyst') ? operationsPaths.market : operationsPaths.accounts}
    />
  );
};

export const OperationsMarketRoute = MarketDesk;
export const OperationsFeedsRoute = FeedsDesk;
export const OperationsNewsRoute = NewsDesk;
export const OperationsRulesRoute = RuleTablesDesk;

export const OperationsRuleTableRoute = () => {
  const { tableId = '' } = useParams();
  return <RuleTablePage key={tableId} tableId={tableId} />;
};
/**
 * A desk for administrators, opened by address by another role: a notice saying so, never the admin's forms with
 * 'This call is for the admin role | RETRY' (issue 48).
 */
const AdministratorsOnly = ({ desk, children }: { desk: string; children: ReactNode }) => {
  const me = useOutletContext<OperatorMeReply>();
  if (operatorMayAct(me.role, 'admin')) return children;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{desk} is for administrators</AlertTitle>
      You are signed in as {operatorRoleNames[me.role]}: only an administrator of the console changes these.
      The desks your role opens are in the menu above.
    </Alert>
  );
};

export const OperationsSettingsRoute = () => (
  <AdministratorsOnly desk="Settings">
    <SettingsDesk />
  </AdministratorsOnly>
);
export const OperationsOperatorsRoute = () => (
  <AdministratorsOnly desk="Operators">
    <OperatorsDesk />
  </AdministratorsOnly>
);
export const OperationsJobsRoute = () => (
  <AdministratorsOnly desk="Jobs">
    <JobsDesk />
  </AdministratorsOnly>
);

/** /ops/join/{token}: outside the console's shell, since the invitee has no session yet. */
export const OperationsJoinRoute = () => {
  const { token = '' } = useParams();
  return <JoinPage key={token} token={token} />;
};
export const OperationsAccountsRoute = AccountSearch;
export const OperationsAuditRoute = OperatorAuditPage;

export const OperationsAccountRoute = () => {
  const { accountId = '' } = useParams();
  return <SupportAccount key={accountId} accountId={accountId} />;
};
