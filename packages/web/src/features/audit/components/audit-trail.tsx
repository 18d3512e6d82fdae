import Alert from '@mui/material/Alert';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { auditEventLabels, type AuditEvent } from '@psc/core/audit/audit.schemas';
import { useDateFormatter } from '#lib/date-format.ts';
import { useExportAuditEvents } from '../api/export-audit-events.ts';
import { useAuditEvents } from '../api/get-audit-events.ts';
import { AuditFilterFields, useAuditFilterForm } from './audit-filter-fields.tsx';
import { describeApiKeyUse, groupAuditRows } from '../utils/audit-rows.ts';

const describeDetail = (event: AuditEvent): string => {
  const detail = event.detail ?? {};
  const subject = typeof detail.userEmail === 'string' ? detail.userEmail : null;
  if (event.type === 'user_role_changed')
    return `${subject ?? ''}: ${String(detail.from)} → ${String(detail.to)}`;
  if (event.type === 'billing_information_changed' && Array.isArray(detail.fields))
    return detail.fields.join(', ');
  if (event.type === 'date_format_changed')
    return `${String(detail.target)}: ${String(detail.dateFormat ?? 'default')}`;
  if (event.type === 'sign_in_failed' && typeof detail.reason === 'string')
    return detail.reason.replaceAll('_', ' ');
  if (event.type === 'api_key_used') return describeApiKeyUse(event);
  return subject ?? '';
};

/** Beyond the spec: the account's security and user events, filterable and exportable as CSV (administrators). */
export const AuditTrail = () => {
  const { form, filters } = useAuditFilterForm();
  const events = useAuditEvents(filters);
  const exportCsv = useExportAuditEvents();
  const formatDate = useDateFormatter();
  const narrow = useMediaQuery('(max-width:800px)');
  const rows = groupAuditRows(events.data?.pages.flatMap((page) => page.events) ?? []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          Audit Trail
        </Typography>
        <Button
          startIcon={<FileDownloadOutlined />}
          onClick={() => exportCsv.mutate(filters)}
          disabled={exportCsv.isPending}
        >
          Export CSV
        </Button>
      </Stack>
      <Typography color="text.secondary">
        Sign-ins, user and role changes, billing and settings changes of your account: who, when and from
        where.
      </Typography>
      {exportCsv.isError && <Alert severity="error">Error: {exportCsv.error.message}</Alert>}
      <AuditFilterFields form={form} />
      {events.isPending && <Skeleton variant="rounded" height={200} aria-label="Loading the events" />}
      {events.isError && <Alert severity="error">Error: {events.error.message}</Alert>}
      {events.isSuccess && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Events">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Who</TableCell>
                {!narrow && <TableCell>IP address</TableCell>}
                {!narrow && <TableCell>Details</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>Nothing to display</TableCell>
                </TableRow>
              )}
              {rows.map(({ event, count, firstAt }) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: { xs: 'normal', md: 'nowrap' } }}>
                    {count > 1
                      ? `${formatDate(firstAt)} – ${formatDate(event.occurredAt)}`
                      : formatDate(event.occurredAt)}
                  </TableCell>
                  <TableCell>
                    {auditEventLabels[event.type] ?? event.type}
                    {count > 1 ? ` × ${count}` : ''}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{event.email ?? '—'}</TableCell>
                  {!narrow && <TableCell>{event.ipAddress ?? '—'}</TableCell>}
                  {!narrow && (
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{describeDetail(event)}</TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {events.hasNextPage && (
        <Button
          onClick={() => void events.fetchNextPage()}
          disabled={events.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          Show older events
        </Button>
      )}
    </Stack>
  );
};
