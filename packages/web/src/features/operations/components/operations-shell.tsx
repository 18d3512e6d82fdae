import { NavLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { operatorMayAct, operatorRoleNames, type OperatorRole } from '@psc/core/operations/operator-roles';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useOperator } from '../api/get-operator.ts';
import { useSignOutOperator } from '../api/sign-out-operator.ts';
import { useOperatorSession } from '../session/operator-session.ts';
import { operationsPaths } from '../operations-paths.ts';
import { OperatorSignIn } from './operator-sign-in.tsx';

const desks: { label: string; to: string; role: OperatorRole | null }[] = [
  { label: 'Market desk', to: operationsPaths.market, role: 'analyst' },
  { label: 'Feeds', to: operationsPaths.feeds, role: 'analyst' },
  { label: 'Rule tables', to: operationsPaths.rules, role: 'analyst' },
  { label: 'News desk', to: operationsPaths.news, role: 'analyst' },
  { label: 'Customer desk', to: operationsPaths.accounts, role: 'support' },
  { label: 'Operators', to: operationsPaths.operators, role: 'admin' },
  { label: 'Settings', to: operationsPaths.settings, role: 'admin' },
  { label: 'Jobs', to: operationsPaths.jobs, role: 'admin' },
  { label: 'Audit', to: operationsPaths.audit, role: null },
];

/** The console's frame: its own sign-in, the operator's desks by role, and sign-out (decision 0049). */
export const OperationsShell = () => {
  useDocumentTitle('Operations');
  const session = useOperatorSession();
  return session === null ? <OperatorSignIn /> : <SignedInConsole accessToken={session.accessToken} />;
};

const SignedInConsole = ({ accessToken }: { accessToken: string }) => {
  const operator = useOperator(accessToken);
  const signOut = useSignOutOperator();
  const { pathname } = useLocation();
  if (operator.isPending)
    return (
      <Stack sx={{ p: 4, alignItems: 'center' }} role="status" aria-label="Loading the console">
        <CircularProgress />
      </Stack>
    );
  if (operator.isError)
    return (
      <Box sx={{ p: 2 }}>
        <RetryAlert onRetry={() => void operator.refetch()}>{operator.error.message}</RetryAlert>
      </Box>
    );
  const me = operator.data;
  const open = desks.filter((desk) => desk.role === null || operatorMayAct(me.role, desk.role));
  const current = [...open].reverse().find((desk) => pathname.startsWith(desk.to))?.to ?? false;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            PSC Operations
          </Typography>
          <Typography variant="body2" title={operatorRoleNames[me.role]}>
            {me.name} · {me.role}
          </Typography>
          <Button color="inherit" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign out
          </Button>
        </Toolbar>
        <Tabs value={current} aria-label="Desks" variant="scrollable" allowScrollButtonsMobile>
          {open.map((desk) => (
            <Tab key={desk.to} label={desk.label} value={desk.to} component={NavLink} to={desk.to} />
          ))}
        </Tabs>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
        <Outlet context={me} />
      </Box>
    </Box>
  );
};
