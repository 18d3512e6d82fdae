import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useAccountAudit } from '../api/account-audit.ts';

/** The account's own audit trail (what its administrators see): sign-ins, users, security, newest 25. */
export const AccountTrail = ({ accountId }: { accountId: string }) => {
  const trail = useAccountAudit(accountId);
  return (
    <Paper component="section" aria-labelledby="trail-title" sx={{ p: 2 }}>
      <Typography id="trail-title" variant="h6" component="h2" gutterBottom>
        The account&apos;s audit trail
      </Typography>
      {trail.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading the trail" />
      ) : trail.isError ? (
        <RetryAlert onRetry={() => void trail.refetch()}>{trail.error.message}</RetryAlert>
      ) : trail.data.events.length === 0 ? (
        <Typography color="text.secondary">Nothing recorded yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="trail-title" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>When (UTC)</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Address</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {trail.data.events.map((event) => (
                <TableRow key={event.id}>
                  <TableCell>
                    {new Date(event.occurredAt).toISOString().slice(0, 19).replace('T', ' ')}
                  </TableCell>
                  <TableCell>{event.type.replaceAll('_', ' ')}</TableCell>
                  <TableCell>{event.email ?? '—'}</TableCell>
                  <TableCell>{event.ipAddress ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
};
