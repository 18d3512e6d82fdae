import { useState } from 'react';
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
import { accountStatus } from '@psc/core/accounts/account-status';
import type { AccountDetailReply } from '@psc/core/operations/operations.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useChangeAccount, type AccountChange } from '../api/change-account.ts';
import { useSupportAccount } from '../api/get-support-account.ts';
import { AccountInvoices } from './account-invoices.tsx';
import { AccountTrail } from './account-trail.tsx';
import { OperatorAuditTable } from './operator-audit-table.tsx';
import { ReasonedActionDialog } from './reasoned-action-dialog.tsx';
import { accountStateWords, planWords } from '../utils/account-state-words.ts';

const day = (ms: number | null): string => (ms === null ? '—' : new Date(ms).toISOString().slice(0, 10));

const Facts = ({ account }: { account: AccountDetailReply }) => (
  <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
    {[
      ['State', accountStateWords(account)],
      ['Free plan ends', day(account.freePlanEndsAt)],
      ['Paid until', day(account.validUntil)],
      ['Plan', planWords(account)],
      [
        'Licences',
        `${account.licences.users} users, ${account.licences.editors} editors, ${account.licences.viewers} viewers`,
      ],
      ['Currency', account.currencyCode],
      ['Billing e-mail', account.defaultEmail ?? '—'],
      ['Company', account.companyName ?? '—'],
      ['Country', account.country ?? '—'],
      ['Created', day(account.createdAt)],
      ['Closed', day(account.closedAt)],
    ].map(([term, value]) => (
      <div key={term}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {term}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {value}
        </Typography>
      </div>
    ))}
  </Stack>
);

type Pending =
  | { kind: 'trial' | 'super' | 'reopen' | 'licences' }
  | { kind: 'unlock' | 'remove-two-factor'; personId: string; email: string }
  | null;

const changeOf = (
  pending: NonNullable<Pending>,
  { number, reason, isSuper }: { number: number; reason: string; isSuper: boolean },
): AccountChange => {
  switch (pending.kind) {
    case 'trial':
      return { kind: 'trial', days: number, reason };
    case 'licences':
      return { kind: 'licences', users: number, reason };
    case 'super':
      return { kind: 'super', super: !isSuper, reason };
    case 'reopen':
      return { kind: 'reopen', reason };
    case 'unlock':
    case 'remove-two-factor':
      return { kind: pending.kind, personId: pending.personId, reason };
  }
};

const dialogTexts = (pending: NonNullable<Pending>, isSuper: boolean): { title: string; confirm: string } => {
  switch (pending.kind) {
    case 'trial':
      return { title: 'Extend the trial', confirm: 'Extend' };
    case 'licences':
      return { title: 'Set the Full User licences', confirm: 'Set licences' };
    case 'super':
      return isSuper
        ? { title: 'Clear super status', confirm: 'Clear super' }
        : { title: 'Make the account super', confirm: 'Make super' };
    case 'reopen':
      return { title: 'Undo the closure', confirm: 'Reopen' };
    case 'unlock':
      return { title: `Unlock ${pending.email}`, confirm: 'Unlock' };
    case 'remove-two-factor':
      return { title: `Remove 2-Step Verification of ${pending.email}`, confirm: 'Remove' };
  }
};

/** One customer account for support: its facts, its people, the actions support may take, and what was done. */
export const SupportAccount = ({ accountId }: { accountId: string }) => {
  const account = useSupportAccount(accountId);
  const change = useChangeAccount(accountId);
  const [dialog, setDialog] = useState<Pending>(null);
  if (account.isPending) return <Skeleton variant="rounded" height={320} aria-label="Loading the account" />;
  if (account.isError)
    return <RetryAlert onRetry={() => void account.refetch()}>{account.error.message}</RetryAlert>;
  const data = account.data;
  const isSuper = data.status === accountStatus.super;
  const onFreePlan = data.state === 'free' || data.state === 'freeExpired';
  const close = () => {
    setDialog(null);
    change.reset();
  };
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1">
          {data.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {data.id}
        </Typography>
      </div>
      <Paper component="section" aria-label="Account" sx={{ p: 2 }}>
        <Facts account={data} />
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
          <Button variant="outlined" disabled={!onFreePlan} onClick={() => setDialog({ kind: 'trial' })}>
            Extend trial
          </Button>
          <Button variant="outlined" onClick={() => setDialog({ kind: 'super' })}>
            {isSuper ? 'Clear super' : 'Make super'}
          </Button>
          <Button variant="outlined" onClick={() => setDialog({ kind: 'licences' })}>
            Set licences
          </Button>
          {data.closedAt !== null && (
            <Button variant="outlined" color="warning" onClick={() => setDialog({ kind: 'reopen' })}>
              Undo closure
            </Button>
          )}
        </Stack>
        {change.isSuccess && dialog === null && (
          <Typography role="status" sx={{ mt: 1 }} color="success.main">
            {change.data.message}
          </Typography>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="people-title" sx={{ p: 2 }}>
        <Typography id="people-title" variant="h6" component="h2" gutterBottom>
          Users
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby="people-title" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Permissions</TableCell>
                <TableCell>2-Step Verification</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.people.map((person) => (
                <TableRow key={person.id}>
                  <TableCell>{person.name}</TableCell>
                  <TableCell>{person.email}</TableCell>
                  <TableCell>{person.permissions}</TableCell>
                  <TableCell>{person.twoFactor ? 'on' : 'off'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        aria-label={`Unlock ${person.email}`}
                        onClick={() =>
                          setDialog({ kind: 'unlock', personId: person.id, email: person.email })
                        }
                      >
                        Unlock
                      </Button>
                      {person.twoFactor && (
                        <Button
                          size="small"
                          aria-label={`Remove 2-Step Verification of ${person.email}`}
                          onClick={() =>
                            setDialog({ kind: 'remove-two-factor', personId: person.id, email: person.email })
                          }
                        >
                          Remove 2-step
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <AccountInvoices accountId={accountId} />
      <AccountTrail accountId={accountId} />
      <Paper component="section" aria-labelledby="account-audit-title" sx={{ p: 2 }}>
        <Typography id="account-audit-title" variant="h6" component="h2" gutterBottom>
          What operators did
        </Typography>
        <OperatorAuditTable target={accountId} />
      </Paper>
      {dialog !== null && (
        <ReasonedActionDialog
          title={dialogTexts(dialog, isSuper).title}
          confirmLabel={dialogTexts(dialog, isSuper).confirm}
          {...(dialog.kind === 'trial'
            ? { number: { label: 'Days', defaultValue: 14, min: 1, max: 365 } }
            : dialog.kind === 'licences'
              ? {
                  number: {
                    label: 'Full User licences',
                    defaultValue: data.licences.users,
                    min: 1,
                    max: 1000,
                  },
                }
              : {})}
          pending={change.isPending}
          errorMessage={change.isError ? change.error.message : null}
          onClose={close}
          onConfirm={({ number, reason }) =>
            change.mutate(changeOf(dialog, { number, reason, isSuper }), { onSuccess: () => setDialog(null) })
          }
        />
      )}
    </Stack>
  );
};
