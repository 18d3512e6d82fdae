import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '#components/retry-alert.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useAccountSearch } from '../api/search-accounts.ts';
import { operationsPaths } from '../operations-paths.ts';
import { accountStateWords } from '../utils/account-state-words.ts';

/** Support's search: an account by its name, any of its users' e-mails, or its id. */
export const AccountSearch = () => {
  const [query, setQuery] = useState('');
  const accounts = useAccountSearch(query.trim());
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Customer desk
      </Typography>
      <TextInput
        label="Search accounts"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        helperText="Name, a user's e-mail, or the account id"
        sx={{ mb: 2 }}
      />
      {accounts.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label="Searching" />
      ) : accounts.isError ? (
        <RetryAlert onRetry={() => void accounts.refetch()}>{accounts.error.message}</RetryAlert>
      ) : accounts.data.length === 0 ? (
        <Typography color="text.secondary">No account matches.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Accounts" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>Account</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Billing e-mail</TableCell>
                <TableCell align="right">Users</TableCell>
                <TableCell>Created</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.data.map((account) => (
                <TableRow key={account.id}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={operationsPaths.account(account.id)}>
                      {account.name}
                    </Link>
                  </TableCell>
                  <TableCell>{accountStateWords(account)}</TableCell>
                  <TableCell>{account.defaultEmail ?? '—'}</TableCell>
                  <TableCell align="right">{account.users}</TableCell>
                  <TableCell>{new Date(account.createdAt).toISOString().slice(0, 10)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};
