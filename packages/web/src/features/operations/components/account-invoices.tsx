import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@psc/core/billing/catalogue';
import { RetryAlert } from '#components/retry-alert.tsx';
import { useAccountInvoices, useResendInvoice } from '../api/account-invoices.ts';
import { ReasonedActionDialog } from './reasoned-action-dialog.tsx';

/** An account's invoices and payments for support, each of which can be e-mailed again. */
export const AccountInvoices = ({ accountId }: { accountId: string }) => {
  const invoices = useAccountInvoices(accountId);
  const resend = useResendInvoice(accountId);
  const [resending, setResending] = useState<{ id: string; number: string } | null>(null);
  return (
    <Paper component="section" aria-labelledby="invoices-title" sx={{ p: 2 }}>
      <Typography id="invoices-title" variant="h6" component="h2" gutterBottom>
        Invoices and payments
      </Typography>
      {resend.isSuccess && resending === null && (
        <Typography role="status" color="success.main" sx={{ mb: 1 }}>
          {resend.data.message}
        </Typography>
      )}
      {invoices.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading the invoices" />
      ) : invoices.isError ? (
        <RetryAlert onRetry={() => void invoices.refetch()}>{invoices.error.message}</RetryAlert>
      ) : invoices.data.length === 0 ? (
        <Typography color="text.secondary">No invoice yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="invoices-title" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>Issued</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Paid</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.data.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{invoice.number}</TableCell>
                  <TableCell>{new Date(invoice.emittedWhen).toISOString().slice(0, 10)}</TableCell>
                  <TableCell align="right">{formatMoney(invoice.amount, invoice.currency)}</TableCell>
                  <TableCell>
                    {invoice.paid && invoice.paidWhen !== null
                      ? new Date(invoice.paidWhen).toISOString().slice(0, 10)
                      : 'not paid'}
                  </TableCell>
                  <TableCell>{invoice.paymentMethod ?? '—'}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={`Send invoice ${invoice.number} again`}
                      onClick={() => setResending({ id: invoice.id, number: invoice.number })}
                    >
                      Send again
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {resending !== null && (
        <ReasonedActionDialog
          title={`Send invoice ${resending.number} again`}
          confirmLabel="Send"
          pending={resend.isPending}
          errorMessage={resend.isError ? resend.error.message : null}
          onClose={() => {
            setResending(null);
            resend.reset();
          }}
          onConfirm={({ reason }) =>
            resend.mutate({ invoiceId: resending.id, reason }, { onSuccess: () => setResending(null) })
          }
        />
      )}
    </Paper>
  );
};
