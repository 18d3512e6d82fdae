import { currencyOfUnit, formatMoneyIn } from '@psc/core/pricing/currency-minor-units';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AlertReply } from '@psc/core/alerts/alerts.schemas';
import { RetryAlert } from '#components/retry-alert.tsx';
import { isApiError } from '#lib/api-client.ts';
import { useChangeAlert, useDeleteAlert } from '../api/change-alert.ts';
import { useAlerts } from '../api/get-alerts.ts';

// Whole units in a zero-decimal currency (docs/decisions/0119), else two decimals.
const amount = (unit: string) => ({ format: (value: number) => formatMoneyIn(value, currencyOfUnit(unit)) });

const conditionOf = (alert: AlertReply) =>
  alert.kind === 'matrixCheapest'
    ? 'Cheapest origin changes'
    : `${alert.direction === 'above' ? 'Rises above' : 'Falls below'} ${amount(alert.unit).format(alert.level ?? 0)} ${alert.unit}`;

const stateOf = (alert: AlertReply) =>
  alert.paused
    ? 'Paused'
    : alert.kind !== 'matrixCheapest' && alert.conditionMet
      ? 'Condition met'
      : 'Watching';

/** The caller's alerts: what each watches, its condition and state, pause, e-mail, delete. */
/**
 * Under 600 px each alert is a block of labelled lines (the cell's data-label) instead of seven columns: at 400 px
 * the table was cut at its right edge, the state, the count and the actions out of sight (issue 48 item 6).
 */
const stackedUnder600 = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tbody tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td, & tbody th': {
      display: 'flex',
      // A right-aligned cell reverses its row: the label stays first.
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: 1,
      border: 0,
      textAlign: 'left',
      whiteSpace: 'normal',
    },
    '& tbody td::before': { content: 'attr(data-label)', fontWeight: 600, color: 'text.secondary' },
  },
} as const;

export const AlertsTable = () => {
  const alerts = useAlerts();
  const change = useChangeAlert();
  const remove = useDeleteAlert();
  return (
    <Paper sx={{ p: 2 }} aria-labelledby="alerts-title">
      <Typography id="alerts-title" component="h2" variant="h6">
        Your alerts
      </Typography>
      {alerts.isPending && <Skeleton variant="rounded" height={80} aria-label="Loading your alerts" />}
      {alerts.isError && (
        <RetryAlert onRetry={() => void alerts.refetch()}>
          A problem occured when getting your alerts.
        </RetryAlert>
      )}
      {alerts.data?.length === 0 && <Alert severity="info">No alerts yet. Set one below.</Alert>}
      {(change.isError || remove.isError) && (
        <Alert severity="error">
          {isApiError(change.error ?? remove.error)
            ? (change.error ?? remove.error)?.message
            : 'A problem occured. Please try again.'}
        </Alert>
      )}
      {alerts.data !== undefined && alerts.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Your alerts" sx={stackedUnder600}>
            <TableHead>
              <TableRow>
                <TableCell>Watches</TableCell>
                <TableCell>Condition</TableCell>
                <TableCell align="right">Last value</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Fired</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {alerts.data.map((alert) => (
                <TableRow key={alert.id}>
                  <TableCell component="th" scope="row">
                    {alert.subject}
                  </TableCell>
                  <TableCell data-label="Condition">{conditionOf(alert)}</TableCell>
                  <TableCell align="right" data-label="Last value">
                    {alert.lastValue === null || alert.kind === 'matrixCheapest'
                      ? '—'
                      : `${amount(alert.unit).format(alert.lastValue)} ${alert.unit}`}
                  </TableCell>
                  <TableCell data-label="State">{stateOf(alert)}</TableCell>
                  <TableCell align="right" data-label="Fired">
                    {alert.firedCount}×
                  </TableCell>
                  <TableCell data-label="E-mail">
                    <Switch
                      checked={alert.email}
                      slotProps={{ input: { 'aria-label': `E-mail for ${alert.subject}` } }}
                      onChange={(event) =>
                        change.mutate({ id: alert.id, change: { email: event.target.checked } })
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} data-label="Actions">
                    <Button
                      size="small"
                      onClick={() => change.mutate({ id: alert.id, change: { paused: !alert.paused } })}
                      aria-label={`${alert.paused ? 'Resume' : 'Pause'} ${alert.subject}`}
                    >
                      {alert.paused ? 'Resume' : 'Pause'}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => remove.mutate(alert.id)}
                      aria-label={`Delete ${alert.subject}`}
                    >
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
};
