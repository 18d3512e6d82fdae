import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { operatorRoleNames } from '@psc/core/operations/operator-roles';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useOperators } from '../api/list-operators.ts';
import { useInvitations, useRevokeInvitation } from '../api/operator-invitations.ts';
import { InvitationForm } from './invitation-form.tsx';
import { OperatorKeys } from './operator-keys.tsx';
import { utcMinute } from '../utils/utc-minute.ts';

const OperatorsTable = () => {
  const operators = useOperators();
  if (operators.isPending)
    return <Skeleton variant="rounded" height={120} aria-label="Loading the operators" />;
  if (operators.isError)
    return <RetryAlert onRetry={() => void operators.refetch()}>{operators.error.message}</RetryAlert>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Operators" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Since (UTC)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {operators.data.map((operator) => (
            <TableRow key={operator.id}>
              <TableCell component="th" scope="row">
                {operator.name}
              </TableCell>
              <TableCell>{operator.email}</TableCell>
              <TableCell>{operatorRoleNames[operator.role]}</TableCell>
              <TableCell>{utcMinute(operator.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const OpenInvitations = () => {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  if (invitations.isPending)
    return <Skeleton variant="rounded" height={80} aria-label="Loading the invitations" />;
  if (invitations.isError)
    return <RetryAlert onRetry={() => void invitations.refetch()}>{invitations.error.message}</RetryAlert>;
  if (invitations.data.length === 0)
    return <Typography color="text.secondary">No open invitation.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Open invitations" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>E-mail</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Invited by</TableCell>
            <TableCell>Link works until (UTC)</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.data.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell component="th" scope="row">
                {invitation.email}
              </TableCell>
              <TableCell>{invitation.role}</TableCell>
              <TableCell>{invitation.invitedBy}</TableCell>
              <TableCell>{utcMinute(invitation.expiresAt)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  aria-label={`Withdraw the invitation of ${invitation.email}`}
                  onClick={() => revoke.mutate(invitation.id)}
                >
                  Withdraw
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The administrator's people and keys: who runs PSC, who is invited, which scripts hold a key. */
export const OperatorsDesk = () => (
  <>
    <Typography variant="h5" component="h1" gutterBottom>
      Operators
    </Typography>
    <Paper component="section" aria-labelledby="operators-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="operators-title" variant="h6" component="h2" gutterBottom>
        People
      </Typography>
      <OperatorsTable />
    </Paper>
    <Paper component="section" aria-labelledby="invite-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="invite-title" variant="h6" component="h2" gutterBottom>
        Invite a colleague
      </Typography>
      <Stack spacing={2}>
        <InvitationForm />
        <OpenInvitations />
      </Stack>
    </Paper>
    <Paper component="section" aria-labelledby="keys-title" sx={{ p: 2 }}>
      <Typography id="keys-title" variant="h6" component="h2" gutterBottom>
        API keys
      </Typography>
      <OperatorKeys />
    </Paper>
  </>
);
