import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { operatorRoleNames, operatorRoles, type OperatorRole } from '@psc/core/operations/operator-roles';
import { RetryAlert } from '#components/retry-alert.tsx';
import { SelectField } from '#components/form/select-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useCreateOperatorKey, useOperatorKeys, useRevokeOperatorKey } from '../api/operator-keys.ts';
import { utcMinute } from '../utils/utc-minute.ts';

/** Keys for scripts (nightly imports, monitors): named, one role each, shown once, revocable. */
export const OperatorKeys = () => {
  const keys = useOperatorKeys();
  const create = useCreateOperatorKey();
  const revoke = useRevokeOperatorKey();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('analyst');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput label="Key name" value={name} onChange={(event) => setName(event.target.value)} />
        <SelectField
          label="Key role"
          id="key-role"
          size="medium"
          value={role}
          onChange={(value) => setRole(value as OperatorRole)}
          options={operatorRoles.map((entry) => ({ value: entry, label: operatorRoleNames[entry] }))}
        />
        <Button
          variant="outlined"
          sx={{ flexShrink: 0 }}
          disabled={name.trim() === ''}
          loading={create.isPending}
          onClick={() => create.mutate({ name, role }, { onSuccess: () => setName('') })}
        >
          Create key
        </Button>
      </Stack>
      {create.isError && <Alert severity="error">{create.error.message}</Alert>}
      {create.isSuccess && (
        <Alert severity="warning" role="status">
          Copy the key of {create.data.name} now: it is not shown again.{' '}
          <code style={{ wordBreak: 'break-all' }}>{create.data.key}</code>
        </Alert>
      )}
      {revoke.isError && <Alert severity="error">{revoke.error.message}</Alert>}
      {keys.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading the keys" />
      ) : keys.isError ? (
        <RetryAlert onRetry={() => void keys.refetch()}>{keys.error.message}</RetryAlert>
      ) : keys.data.length === 0 ? (
        <Typography color="text.secondary">No key yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="API keys" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Starts with</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Last used (UTC)</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data.map((key) => (
                <TableRow key={key.id}>
                  <TableCell component="th" scope="row">
                    {key.name}
                  </TableCell>
                  <TableCell>
                    <code>{key.prefix}…</code>
                  </TableCell>
                  <TableCell>{key.role}</TableCell>
                  <TableCell>{key.lastUsedAt === null ? 'never' : utcMinute(key.lastUsedAt)}</TableCell>
                  <TableCell>
                    {key.revokedAt !== null ? (
                      `revoked ${utcMinute(key.revokedAt)}`
                    ) : (
                      <Button
                        size="small"
                        aria-label={`Revoke ${key.name}`}
                        onClick={() => revoke.mutate(key.id)}
                      >
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
};
